import type { BasemapItem, Street } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { keepShownRows, type ShownAnswer, steadyAnswer } from '../keepShownRows.js'
import type { SearchHit } from '../searchClient.js'

const place = (nanoId: string, title = nanoId): SearchHit => ({
  kind: 'item',
  item: { nanoId, title } as BasemapItem,
})
const street = (nanoId: string): SearchHit => ({ kind: 'street', street: { nanoId } as Street })
const names = (hits: readonly SearchHit[]) =>
  hits.map((h) =>
    h.kind === 'item' ? h.item.title : h.kind === 'street' ? `street ${h.street.nanoId}` : '?',
  )

const answer = (index: unknown, hits: SearchHit[], extra: Partial<ShownAnswer> = {}): ShownAnswer => ({
  index,
  branch: 3,
  query: 'strasse',
  hits,
  total: hits.length,
  ...extra,
})

describe('rows that stay where the visitor sees them', () => {
  it('moves none of the shown rows, however the new answer ranks them', () => {
    const kept = keepShownRows(
      [place('a'), street('b'), place('c')],
      [place('c'), place('d'), street('b')],
      true,
    )
    expect(names(kept)).toEqual(['a', 'street b', 'c', 'd'])
  })

  it('drops a shown row the new index does not find, and shows a renamed place’s new title', () => {
    const kept = keepShownRows([place('a'), place('b'), place('c')], [place('c'), place('b', 'B neu')], false)
    expect(names(kept)).toEqual(['B neu', 'c'])
  })

  it('tells a place from a street with the same id', () => {
    expect(names(keepShownRows([place('x')], [street('x')], false))).toEqual(['street x'])
  })
})

describe('the answer the card shows next', () => {
  const first = {}
  const rebuilt = {}

  it('keeps the titles’ rows when the same index completes, and counts every row', () => {
    const titles = answer(first, [place('a'), place('b')], { partial: true })
    const complete = answer(first, [place('b'), place('c')], { total: 2 })
    const shown = steadyAnswer(titles, complete)
    expect(names(shown.hits)).toEqual(['a', 'b', 'c'])
    expect(shown.total).toBe(3)
    expect(shown.partial).toBeUndefined()
  })

  it('keeps the last complete answer while a rebuilt index answers from its titles', () => {
    const complete = answer(first, [place('a'), place('b')])
    expect(steadyAnswer(complete, answer(rebuilt, [place('b')], { partial: true }))).toBe(complete)
  })

  it('keeps the shown order when a rebuilt index completes, with the edit’s new row after it', () => {
    const complete = answer(first, [place('a'), place('b'), place('c')])
    const shown = steadyAnswer(complete, answer(rebuilt, [place('new'), place('c'), place('a')]))
    expect(names(shown.hits)).toEqual(['a', 'c', 'new'])
    expect(shown.index).toBe(rebuilt)
  })

  it('ranks afresh for another query or another branch', () => {
    const complete = answer(first, [place('a'), place('b')])
    const other = answer(first, [place('b'), place('a')], { query: 'strassen' })
    expect(steadyAnswer(complete, other)).toBe(other)
    const elsewhere = answer(rebuilt, [place('b'), place('a')], { branch: 4 })
    expect(steadyAnswer(complete, elsewhere)).toBe(elsewhere)
  })
})
