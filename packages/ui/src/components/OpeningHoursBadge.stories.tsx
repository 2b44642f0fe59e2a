import type { Meta, StoryObj } from '@storybook/react-vite'
import { OpeningHoursBadge } from './OpeningHoursBadge.js'

const meta = {
  title: 'Detail/OpeningHoursBadge',
  component: OpeningHoursBadge,
  args: { state: 'open' },
} satisfies Meta<typeof OpeningHoursBadge>

export default meta
type Story = StoryObj<typeof meta>

export const Geoeffnet: Story = { name: 'Geöffnet', args: { text: 'bis 18:00' } }
export const SchliesstBald: Story = {
  name: 'Schliesst bald',
  args: { state: 'closingSoon', text: 'um 18:00' },
}
export const Geschlossen: Story = { args: { state: 'closed', text: 'öffnet morgen um 08:00' } }
export const Unbekannt: Story = { args: { state: 'unknown' } }
