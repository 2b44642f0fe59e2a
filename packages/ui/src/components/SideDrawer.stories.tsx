import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { fn } from 'storybook/test'
import { SideDrawer, type SideDrawerProps } from './SideDrawer.js'

const LOGO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 48"><rect width="120" height="48" rx="8" fill="#7B48FF"/><text x="60" y="31" font-family="sans-serif" font-size="20" fill="#fff" text-anchor="middle">Vaduz</text></svg>',
  )

/** Keeps the drawer open state inside the story, so closing and reopening can be tried. */
function WithToggle(props: SideDrawerProps) {
  const [open, setOpen] = useState(props.open)
  const change = (next: boolean) => {
    setOpen(next)
    props.onOpenChange(next)
  }
  return (
    <>
      <button
        type="button"
        className="rounded-full bg-primary px-4 py-2 text-white"
        onClick={() => change(true)}
      >
        Menü öffnen
      </button>
      <SideDrawer {...props} open={open} onOpenChange={change} />
    </>
  )
}

const meta = {
  title: 'Karte/SideDrawer',
  component: SideDrawer,
  render: (args) => <WithToggle {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    logoUrl: LOGO,
    title: 'Vaduz – Hauptort',
    text: 'Die Karte des Hauptorts: Orte, Wege und Veranstaltungen.\nAngaben ohne Gewähr.',
    feedbackEmail: 'feedback@example.li',
    version: '2025.03.31.1.20.3',
    copyright: '© 2025 quo',
  },
} satisfies Meta<typeof SideDrawer>

export default meta
type Story = StoryObj<typeof meta>

export const Offen: Story = {}
export const OhneLogoUndText: Story = {
  name: 'Ohne Logo und Text',
  args: { logoUrl: undefined, text: undefined, feedbackEmail: undefined },
}
