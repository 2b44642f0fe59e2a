import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { TagChip } from './TagChip.js'

const meta = {
  title: 'Suche/TagChip',
  component: TagChip,
  args: { label: 'Vegan' },
} satisfies Meta<typeof TagChip>

export default meta
type Story = StoryObj<typeof meta>

export const NurText: Story = { name: 'Nur Text' }
export const Filter: Story = { args: { onClick: fn(), selected: false } }
export const FilterAktiv: Story = { name: 'Filter aktiv', args: { onClick: fn(), selected: true } }
