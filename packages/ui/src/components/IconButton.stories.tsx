import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { IconButton } from './IconButton.js'

const LocateIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
  </svg>
)

const meta = {
  title: 'Karte/IconButton',
  component: IconButton,
  args: { label: 'Mein Standort', onClick: fn(), children: <LocateIcon /> },
} satisfies Meta<typeof IconButton>

export default meta
type Story = StoryObj<typeof meta>

export const Normal: Story = {}
export const Aktiv: Story = { args: { active: true } }
export const Inaktiv: Story = { args: { active: false } }
export const Deaktiviert: Story = { args: { disabled: true } }
