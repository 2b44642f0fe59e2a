import type { Meta, StoryObj } from '@storybook/react-vite'
import { ErrorMessage } from './ErrorMessage.js'

const meta = {
  title: 'Seiten/ErrorMessage',
  component: ErrorMessage,
  args: { status: 500, homeHref: '/' },
} satisfies Meta<typeof ErrorMessage>

export default meta
type Story = StoryObj<typeof meta>

export const Serverfehler: Story = {}
export const NichtGefunden: Story = { name: 'Nicht gefunden', args: { status: 404 } }
