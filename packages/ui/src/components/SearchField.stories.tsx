import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { fn } from 'storybook/test'
import { SearchField, type SearchFieldProps } from './SearchField.js'

function Controlled(props: SearchFieldProps) {
  const [value, setValue] = useState(props.value)
  return (
    <SearchField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next)
        props.onChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Suche/SearchField',
  component: SearchField,
  render: (args) => <Controlled {...args} />,
  args: { value: '', onChange: fn(), onSubmit: fn(), placeholder: 'Orte, Strassen, Veranstaltungen' },
  decorators: [
    (Story) => (
      <div className="w-content">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>

export default meta
type Story = StoryObj<typeof meta>

export const Leer: Story = {}
export const MitText: Story = { name: 'Mit Text', args: { value: 'Bäckerei' } }
