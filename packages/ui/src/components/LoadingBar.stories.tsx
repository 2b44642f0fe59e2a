import type { Meta, StoryObj } from '@storybook/react-vite'
import { LoadingBar } from './LoadingBar.js'

const meta = {
  title: 'Karte/LoadingBar',
  component: LoadingBar,
  args: { visible: true, value: 0.4, failed: false },
  argTypes: { value: { control: { type: 'range', min: 0, max: 1, step: 0.05 } } },
} satisfies Meta<typeof LoadingBar>

export default meta
type Story = StoryObj<typeof meta>

export const Laedt: Story = { name: 'Lädt' }
export const Fertig: Story = { args: { value: 1 } }
export const Fehlgeschlagen: Story = { args: { value: 0.7, failed: true } }
export const Versteckt: Story = { args: { visible: false } }
