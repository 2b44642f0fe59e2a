// @vitest-environment jsdom
import { Field, TextInput } from '@quo/ui'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages } from '../messages.js'
import { LinkedList, LinkedListSection, LinkedRow } from '../screens/place/sections/LinkedListSection.js'
import { sectionMessages } from '../screens/place/sections/messages.js'

afterEach(cleanup)

const common = sectionMessages.common

interface Thing {
  id: number
  title: string
}
const things: Thing[] = [
  { id: 1, title: 'Erster Halt' },
  { id: 2, title: 'Zweiter Halt' },
  { id: 3, title: 'Dritter Halt' },
]

/** The shared section with plain props, as a section renders it. */
function Section({
  rows,
  error = null,
  busy = false,
  moving = false,
  onSubmit = () => {},
  onRemove = () => {},
  onMove = () => {},
}: {
  rows: Thing[]
  error?: string | null
  busy?: boolean
  moving?: boolean
  onSubmit?: () => void
  onRemove?: (thing: Thing) => void
  onMove?: (thing: Thing, by: -1 | 1) => void
}) {
  return (
    <LinkedListSection
      heading="Haltestellen"
      intro="Die Halte der Route."
      error={error}
      add={{
        heading: 'Halt hinzufügen',
        busy,
        onSubmit,
        fields: (
          <Field label="Name">
            <TextInput />
          </Field>
        ),
      }}
    >
      <LinkedList rows={[]} rowKey={(t: Thing) => t.id} label="Beginnt bei" headed empty="Kein Anfang.">
        {() => null}
      </LinkedList>
      <LinkedList rows={rows} rowKey={(t) => t.id} label="Halte" headed empty="Noch keine Halte.">
        {(thing) => (
          <LinkedRow
            removeLabel={`${thing.title} entfernen`}
            onRemove={() => onRemove(thing)}
            move={{
              upText: '↑',
              downText: '↓',
              upLabel: `${thing.title} nach oben`,
              downLabel: `${thing.title} nach unten`,
              canUp: rows[0] !== thing,
              canDown: rows.at(-1) !== thing,
              busy: moving,
              onMove: (by) => onMove(thing, by),
            }}
          >
            <p>{thing.title}</p>
          </LinkedRow>
        )}
      </LinkedList>
    </LinkedListSection>
  )
}

describe('the linked-list section', () => {
  it('shows each list under its name, or the sentence that there is none', () => {
    render(<Section rows={things} />)
    const section = screen.getByRole('region', { name: 'Haltestellen' })
    expect(within(section).getByText('Die Halte der Route.')).toBeTruthy()
    expect(within(section).getByRole('heading', { name: 'Beginnt bei' })).toBeTruthy()
    expect(within(section).getByText('Kein Anfang.')).toBeTruthy()
    expect(within(section).queryByRole('list', { name: 'Beginnt bei' })).toBeNull()
    const list = within(section).getByRole('list', { name: 'Halte' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/[↑↓]/g, '')),
    ).toEqual(things.map((t) => t.title))
    // Nothing failed: no error line.
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('removes the row its button names, and moves rows but not past either end', () => {
    const onRemove = vi.fn()
    const onMove = vi.fn()
    render(<Section rows={things} onRemove={onRemove} onMove={onMove} />)

    fireEvent.click(screen.getByRole('button', { name: 'Zweiter Halt entfernen' }))
    expect(onRemove).toHaveBeenCalledWith(things[1])

    expect(screen.getByRole('button', { name: 'Erster Halt nach oben' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: 'Dritter Halt nach unten' })).toHaveProperty('disabled', true)
    fireEvent.click(screen.getByRole('button', { name: 'Zweiter Halt nach oben' }))
    fireEvent.click(screen.getByRole('button', { name: 'Erster Halt nach unten' }))
    expect(onMove.mock.calls).toEqual([
      [things[1], -1],
      [things[0], 1],
    ])
  })

  it('lets no second move start while one is saved', () => {
    render(<Section rows={things} moving />)
    for (const button of screen.getAllByRole('button', { name: /nach (oben|unten)$/ }))
      expect(button).toHaveProperty('disabled', true)
  })

  it('adds from the form below the lists, says so while adding, and announces a failure', () => {
    const onSubmit = vi.fn()
    const { rerender } = render(<Section rows={[]} onSubmit={onSubmit} />)
    expect(screen.getByText('Noch keine Halte.')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Halt hinzufügen' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: common.add }))
    expect(onSubmit).toHaveBeenCalledTimes(1)

    rerender(<Section rows={[]} busy error={messages.forms.failed.offline} />)
    expect(screen.getByRole('button', { name: common.adding })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe(messages.forms.failed.offline)
  })
})
