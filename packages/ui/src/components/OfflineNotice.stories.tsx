import type { Meta, StoryObj } from '@storybook/react-vite'
import { OfflineNotice } from './OfflineNotice.js'

const meta = {
  title: 'Karte/OfflineNotice',
  component: OfflineNotice,
  parameters: { layout: 'fullscreen' },
  args: { online: false },
} satisfies Meta<typeof OfflineNotice>

export default meta
type Story = StoryObj<typeof meta>

export const Offline: Story = {}
export const Online: Story = { args: { online: true } }
