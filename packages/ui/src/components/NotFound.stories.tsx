import type { Meta, StoryObj } from '@storybook/react-vite'
import { NotFound } from './NotFound.js'

const meta = {
  title: 'Seiten/NotFound',
  component: NotFound,
  args: { homeHref: '/' },
} satisfies Meta<typeof NotFound>

export default meta
type Story = StoryObj<typeof meta>

export const Standard: Story = {}
