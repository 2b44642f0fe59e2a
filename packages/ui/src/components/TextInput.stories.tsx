import type { Meta, StoryObj } from '@storybook/react-vite'
import { TextInput } from './TextInput.js'

const meta = {
  title: 'Formulare/TextInput',
  component: TextInput,
  args: { placeholder: 'E-Mail-Adresse', 'aria-label': 'E-Mail' },
} satisfies Meta<typeof TextInput>

export default meta
type Story = StoryObj<typeof meta>

export const Leer: Story = {}
export const Ungueltig: Story = { name: 'Ungültig', args: { 'aria-invalid': true, defaultValue: 'info@' } }
export const Deaktiviert: Story = { args: { disabled: true, defaultValue: 'info@example.li' } }
