import { describe, expect, it } from 'vitest'
import { keepShownRows } from '../keepShownRows.js'

describe('the complete answer after the titles’ answer', () => {
  it('moves none of the shown rows, however the index ranks them', () => {
    const shown = { positions: [7, 4, 9], total: 3, partial: true as const }
    const complete = { positions: [9, 2, 4, 5, 7], total: 120 }
    const kept = keepShownRows(shown, complete)
    expect(kept.positions).toEqual([7, 4, 9, 2, 5])
    expect(kept.total).toBe(120)
    expect(kept.partial).toBeUndefined()
  })

  it('counts every row it lists when the index found fewer than the titles', () => {
    const kept = keepShownRows(
      { positions: [1, 2, 3], total: 3, partial: true },
      { positions: [2], total: 1 },
    )
    expect(kept).toEqual({ positions: [1, 2, 3], total: 3 })
  })

  it('is the index’s answer when the titles showed nothing', () => {
    const complete = { positions: [5, 6], total: 2 }
    expect(keepShownRows({ positions: [], total: 0, partial: true }, complete)).toEqual(complete)
  })
})
