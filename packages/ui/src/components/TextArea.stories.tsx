import type { Meta, StoryObj } from '@storybook/react-vite'
import { TextArea } from './TextArea.js'

const meta = {
  title: 'Formulare/TextArea',
  component: TextArea,
  args: { placeholder: 'Beschreibung', 'aria-label': 'Beschreibung' },
} satisfies Meta<typeof TextArea>

export default meta
type Story = StoryObj<typeof meta>

export const Leer: Story = {}
export const Ungueltig: Story = { name: 'Ungültig', args: { 'aria-invalid': true, defaultValue: '**fett**' } }
