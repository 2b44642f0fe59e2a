import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { Card } from './Card.js'
import { DetailRow } from './DetailRow.js'
import { OpeningHoursBadge } from './OpeningHoursBadge.js'

const meta = {
  title: 'Karte/Card',
  component: Card,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Café Landtag',
    onClose: fn(),
    position: 'top',
    children: (
      <div className="flex flex-col gap-2">
        <OpeningHoursBadge state="open" text="bis 18:00" />
        <DetailRow label="Adresse">Städtle 12, 9490 Vaduz</DetailRow>
        <DetailRow label="Telefon" href="tel:+4232360000">
          +423 236 00 00
        </DetailRow>
        <DetailRow label="Webseite" href="https://example.li">
          example.li
        </DetailRow>
      </div>
    ),
  },
  decorators: [
    (Story) => (
      <div className="relative h-[640px] bg-[#e8efe3]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const Oben: Story = {}
export const Mitte: Story = { args: { position: 'middle', title: 'Suchergebnisse' } }
export const OhneSchliessen: Story = { name: 'Ohne Schliessen', args: { onClose: undefined } }
export const Telefon: Story = { globals: { viewport: { value: 'mobile1' } } }
