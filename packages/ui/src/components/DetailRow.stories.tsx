import type { Meta, StoryObj } from '@storybook/react-vite'
import { DetailRow } from './DetailRow.js'

const PhoneIcon = () => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <path d="M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
  </svg>
)

const meta = {
  title: 'Detail/DetailRow',
  component: DetailRow,
  args: { icon: <PhoneIcon />, label: 'Telefon', href: 'tel:+4232360000', children: '+423 236 00 00' },
  decorators: [
    (Story) => (
      <div className="w-content rounded-2xl bg-white px-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DetailRow>

export default meta
type Story = StoryObj<typeof meta>

export const Telefon: Story = {}
export const Webseite: Story = {
  args: { label: 'Webseite', href: 'https://www.example.li/angebot', children: 'www.example.li/angebot' },
}
export const OhneLink: Story = {
  name: 'Ohne Link',
  args: { icon: undefined, label: 'Höhe über Meer', href: undefined, children: '455 m' },
}
