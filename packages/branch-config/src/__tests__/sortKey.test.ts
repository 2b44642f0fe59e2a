import { describe, expect, it } from 'vitest'
import { sortKey } from '../index.js'

describe('sortKey', () => {
  it('starts at 10 and adds the category zOrder', () => {
    expect(sortKey({ zOrder: 0 })).toBe(10)
    expect(sortKey({ zOrder: 2 })).toBe(12)
    expect(sortKey({ zOrder: -3 })).toBe(7)
  })

  it('raises items with parents and lowers those with children, mentions or events', () => {
    expect(sortKey({ zOrder: 0, hasParents: true })).toBe(11)
    expect(sortKey({ zOrder: 0, hasChildren: true })).toBe(9)
    expect(sortKey({ zOrder: 0, hasMentions: true })).toBe(9)
    expect(sortKey({ zOrder: 0, hasEvents: true })).toBe(9)
    expect(
      sortKey({ zOrder: 1, hasParents: true, hasChildren: true, hasMentions: true, hasEvents: true }),
    ).toBe(9)
  })

  it('never goes below 0', () => {
    expect(sortKey({ zOrder: -20 })).toBe(0)
    expect(sortKey({ zOrder: -10, hasEvents: true })).toBe(0)
  })

  it('puts closed and duplicate items at 10 whatever else holds', () => {
    expect(sortKey({ zOrder: 5, closed: true })).toBe(10)
    expect(sortKey({ zOrder: -4, hasParents: true, duplicate: true })).toBe(10)
  })
})
