import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { fn } from 'storybook/test'
import { LayerSwitcher, type LayerSwitcherProps } from './LayerSwitcher.js'

function Controlled(props: LayerSwitcherProps) {
  const [value, setValue] = useState(props.value)
  return (
    <LayerSwitcher
      {...props}
      value={value}
      onChange={(id) => {
        setValue(id)
        props.onChange(id)
      }}
    />
  )
}

const meta = {
  title: 'Karte/LayerSwitcher',
  component: LayerSwitcher,
  render: (args) => <Controlled {...args} />,
  args: {
    styles: [
      { id: 'street', label: 'Strasse' },
      { id: 'topo', label: 'Topo' },
      { id: 'satellite', label: 'Satellit' },
      { id: '3d', label: '3D' },
    ],
    value: 'street',
    onChange: fn(),
  },
} satisfies Meta<typeof LayerSwitcher>

export default meta
type Story = StoryObj<typeof meta>

export const Strasse: Story = {}
export const Satellit: Story = { args: { value: 'satellite' } }
