import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { fn } from 'storybook/test'
import { LevelSwitcher, type LevelSwitcherProps } from './LevelSwitcher.js'

function Controlled(props: LevelSwitcherProps) {
  const [value, setValue] = useState(props.value)
  return (
    <LevelSwitcher
      {...props}
      value={value}
      onChange={(level) => {
        setValue(level)
        props.onChange(level)
      }}
    />
  )
}

const meta = {
  title: 'Karte/LevelSwitcher',
  component: LevelSwitcher,
  render: (args) => <Controlled {...args} />,
  args: { levels: ['2. OG', 'OG', 'EG', 'UG'], value: 'EG', onChange: fn() },
} satisfies Meta<typeof LevelSwitcher>

export default meta
type Story = StoryObj<typeof meta>

export const VierStockwerke: Story = { name: 'Vier Stockwerke' }
export const ZweiStockwerke: Story = { name: 'Zwei Stockwerke', args: { levels: ['OG', 'EG'] } }
