import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { Button } from './Button.js'

const meta = {
  title: 'Formulare/Button',
  component: Button,
  args: { children: 'Senden', onClick: fn() },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primaer: Story = {}
export const Sekundaer: Story = { args: { variant: 'secondary', children: 'Änderung melden' } }
export const WirdGesendet: Story = { args: { busy: true, children: 'Wird gesendet …' } }
export const Deaktiviert: Story = { args: { disabled: true } }
