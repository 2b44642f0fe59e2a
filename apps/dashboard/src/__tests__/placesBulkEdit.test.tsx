// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BulkEditBar } from '../screens/places/BulkEditBar.js'
import { bulkAction, emptyBulkForm, selectedOnPage } from '../screens/places/bulkEdit.js'
import { PlacesTable } from '../screens/places/PlacesTable.js'
import { api } from '../session.js'
import { itemRow } from './fixtures.js'
import { renderWithQuery } from './renderWithQuery.js'

vi.mock('../session.js', () => ({ api: { bulkEditItems: vi.fn() } }))

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000)
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})
afterEach(cleanup)

const ROWS = [itemRow(7, 'Rathaus'), itemRow(8, 'Kunstmuseum'), itemRow(9, 'Schloss')]

/** The places list's table and bulk bar, wired as PlacesScreen wires them. */
function Harness() {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set())
  const ids = selectedOnPage(
    ticked,
    ROWS.map((r) => r.id),
  )
  return (
    <>
      {ids.length > 0 && (
        <BulkEditBar
          itemIds={ids}
          tags={[{ value: 5, label: 'Rollstuhl: ja' }]}
          categories={[{ value: 3, label: 'Essen · Pizzeria' }]}
          onClear={() => setTicked(new Set())}
        />
      )}
      <PlacesTable
        rows={ROWS}
        categoryNames={new Map()}
        selection={{ selected: ticked, onChange: setTicked }}
      />
    </>
  )
}

describe('the bulk edit of the places list', () => {
  it('builds the action from the fields, or says in German what is missing', () => {
    expect(bulkAction({ ...emptyBulkForm(), tagId: '5' })).toEqual({ type: 'addTag', tagId: 5 })
    expect(bulkAction(emptyBulkForm())).toEqual({ problem: 'Bitte ein Thema oder Merkmal wählen.' })
    expect(bulkAction({ ...emptyBulkForm(), type: 'removeCategory', categoryId: '3' })).toEqual({
      type: 'removeCategory',
      categoryId: 3,
    })
    expect(bulkAction({ ...emptyBulkForm(), type: 'addCategory' })).toEqual({
      problem: 'Bitte eine Kategorie wählen.',
    })
    const due = bulkAction({ ...emptyBulkForm(), type: 'setReviewDue', dateDue: '2026-02-01' })
    expect(due).toEqual({ type: 'setReviewDue', dateDue: new Date(2026, 1, 1).toISOString() })
    expect(bulkAction({ ...emptyBulkForm(), type: 'setReviewDue', dateDue: '2026-02-30' })).toEqual({
      problem: 'Bitte ein vollständiges Datum eingeben.',
    })
    expect(selectedOnPage(new Set([1, 8, 9]), [7, 8, 9])).toEqual([8, 9])
  })

  it('selects places one by one or the whole page and applies one action to them', async () => {
    vi.mocked(api.bulkEditItems).mockResolvedValue({ itemIds: [7, 8, 9], changedItemIds: [8, 9] })
    renderWithQuery(Harness, { path: '/dashboard/places/' })
    fireEvent.click(await screen.findByRole('checkbox', { name: '„Kunstmuseum“ auswählen' }))
    expect(screen.getByText('1 Ort ausgewählt')).toBeTruthy()
    const all = screen.getByRole('checkbox', { name: 'Alle Orte dieser Seite auswählen' }) as HTMLInputElement
    expect(all.indeterminate).toBe(true)
    fireEvent.click(all)
    expect(screen.getByText('3 Orte ausgewählt')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Anwenden' }))
    expect(await screen.findByText('Bitte ein Thema oder Merkmal wählen.')).toBeTruthy()
    expect(api.bulkEditItems).not.toHaveBeenCalled()

    fireEvent.change(screen.getByLabelText('Thema oder Merkmal'), { target: { value: '5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Anwenden' }))
    expect(await screen.findByText('2 von 3 Orten geändert.')).toBeTruthy()
    expect(api.bulkEditItems).toHaveBeenCalledWith({
      itemIds: [7, 8, 9],
      action: { type: 'addTag', tagId: 5 },
    })

    fireEvent.click(screen.getByRole('button', { name: 'Auswahl aufheben' }))
    expect(screen.queryByRole('form', { name: 'Sammelbearbeitung' })).toBeNull()
    expect(all.checked).toBe(false)
  })
})
