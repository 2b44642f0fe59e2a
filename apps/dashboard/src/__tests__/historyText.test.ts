import type { HistoryEntry } from '@quo/contract'
import { afterAll, describe, expect, it } from 'vitest'

const zone = process.env.TZ
process.env.TZ = 'Europe/Vaduz'
afterAll(() => {
  process.env.TZ = zone
})
const {
  entrySummary,
  entryActor,
  fieldLabel,
  formatValue,
  groupByAction,
  ownRestore,
  restorableWhole,
  wholeRestoreText,
} = await import('../history/historyText.js')

const labels = {
  category: (id: number) => (id === 4 ? 'Essen · Bäckerei' : undefined),
  tag: (id: number) => (id === 9 ? 'Rollstuhlgerecht: ja' : undefined),
  detailKey: (key: string) => (key === 'phone' ? 'Telefon' : undefined),
  branch: (id: number) => (id === 3 ? 'Vaduz' : undefined),
}

const entry = (patch: Partial<HistoryEntry>): HistoryEntry => ({
  id: 1,
  tx: 1,
  dateChanged: '2026-11-24T10:00:00.000Z',
  actorSub: 'sub-1',
  actorEmail: null,
  table: 'items',
  operation: 'update',
  itemId: 1,
  eventId: null,
  rowKey: { id: 1 },
  before: null,
  after: null,
  changes: [],
  ...patch,
})

describe('the history in words', () => {
  it('names the record and what happened, with the names staff know', () => {
    expect(
      entrySummary(
        entry({ table: 'item_categories', operation: 'insert', after: { categoryId: 4 } }),
        labels,
      ),
    ).toBe('Kategorie «Essen · Bäckerei» hinzugefügt')
    expect(
      entrySummary(
        entry({ table: 'item_details', operation: 'delete', before: { dataKeyV2: 'phone' } }),
        labels,
      ),
    ).toBe('Angabe «Telefon» entfernt')
    expect(
      entrySummary(entry({ table: 'item_tags', operation: 'insert', after: { tagId: 9 } }), labels),
    ).toBe('Thema oder Merkmal «Rollstuhlgerecht: ja» hinzugefügt')
    expect(entrySummary(entry({ after: { title: 'Café Rheinblick' } }), labels)).toBe(
      'Ort «Café Rheinblick» geändert',
    )
    // An id the reference data does not know (yet) stays unnamed.
    expect(
      entrySummary(entry({ table: 'item_tags', operation: 'insert', after: { tagId: 77 } }), labels),
    ).toBe('Thema oder Merkmal hinzugefügt')
    expect(
      entrySummary(entry({ table: 'event_branches', operation: 'insert', after: { branchId: 3 } }), labels),
    ).toBe('Karte der Veranstaltung «Vaduz» hinzugefügt')
  })

  it('writes values as a person reads them', () => {
    expect(formatValue(null)).toBe('(leer)')
    expect(formatValue('')).toBe('(leer)')
    expect(formatValue(true)).toBe('ja')
    expect(formatValue(47.141234)).toBe('47.141234')
    expect(formatValue('2026-11-26T16:00:00+00:00')).toMatch(/26\.11\.2026.*17:00/)
    expect(formatValue('2026-11-26T00:00:00+00:00')).toBe('26.11.2026')
    expect(formatValue({ type: 'Point', coordinates: [9.5, 47.1] })).toBe('Geometrie oder Daten')
    expect(fieldLabel('dataValue')).toBe('Wert')
    expect(fieldLabel('somethingNew')).toBe('somethingNew')
  })

  it('says who, and what a whole entry restores', () => {
    expect(entryActor(entry({ actorEmail: 'anna@quo.local' }))).toBe('anna@quo.local')
    expect(entryActor(entry({}))).toBe('sub-1')
    expect(restorableWhole(entry({ operation: 'delete' }))).toBe(true)
    expect(restorableWhole(entry({ operation: 'insert' }))).toBe(false)
    expect(restorableWhole(entry({ operation: 'insert', table: 'item_details' }))).toBe(true)
    expect(restorableWhole(entry({ operation: 'update' }))).toBe(false)
    expect(wholeRestoreText(entry({ operation: 'delete' }))).toBe('Wiederherstellen')
    expect(wholeRestoreText(entry({ operation: 'insert', table: 'item_details' }))).toBe('Rückgängig machen')
  })

  it('groups one action, the place it made first, and gives its parts no buttons of their own', () => {
    const made = [
      entry({ id: 9, tx: 5, table: 'item_reviews', operation: 'insert' }),
      entry({ id: 8, tx: 5, table: 'item_tags', operation: 'insert', after: { tagId: 9 } }),
      entry({ id: 7, tx: 5, table: 'items', operation: 'insert', after: { title: 'Neu' } }),
    ]
    const renamed = entry({ id: 10, tx: 6, changes: [{ field: 'title', before: 'Neu', after: 'Neuer' }] })
    const groups = groupByAction([renamed, ...made])
    expect(groups.map((g) => g.map((e) => e.id))).toEqual([[10], [7, 9, 8]])
    expect(entrySummary(groups[1]?.[0] as HistoryEntry, labels)).toBe('Ort «Neu» angelegt')
    // The same place deleted and put back is named a restore, not a new place.
    const gone = entry({ id: 11, tx: 8, table: 'items', operation: 'delete', before: { title: 'Neu' } })
    const back = entry({ id: 12, tx: 9, table: 'items', operation: 'insert', after: { title: 'Neu' } })
    expect(entrySummary(back, labels, [back, gone, ...made])).toBe('Ort «Neu» wiederhergestellt')
    expect(entrySummary(made[2] as HistoryEntry, labels, [back, gone, ...made])).toBe('Ort «Neu» angelegt')
    expect(ownRestore(renamed, [renamed])).toBe(true)
    expect(made.map((e) => ownRestore(e, groups[1] ?? []))).toEqual([false, false, true])
    // A tag added on its own is undone on its own; the review cycle is its section's.
    const tag = entry({ tx: 7, table: 'item_tags', operation: 'insert' })
    expect(ownRestore(tag, [tag])).toBe(true)
    const review = entry({ tx: 8, table: 'item_reviews', operation: 'insert' })
    expect(ownRestore(review, [review])).toBe(false)
  })
})
