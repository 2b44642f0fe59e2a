import { describe, expect, it } from 'vitest'
import { matchesTagFilter, tagFilterGroups } from '../tagFilter.js'

const CUISINE = 1001
const ACCESS = 1003
const tags = [
  { id: 1, tagGroup: CUISINE },
  { id: 20, tagGroup: CUISINE },
  { id: 7, tagGroup: ACCESS },
]

describe('tag filter', () => {
  it('groups chosen tags by their group, unknown ids each on their own', () => {
    expect(tagFilterGroups([1, 20, 7], tags)).toEqual([[1, 20], [7]])
    expect(tagFilterGroups([7, 99, 1], tags)).toEqual([[7], [99], [1]])
    expect(tagFilterGroups([], tags)).toEqual([])
  })

  it('wants one of each group: two cuisines are alternatives, access is required as well', () => {
    const groups = tagFilterGroups([1, 20, 7], tags)
    expect(matchesTagFilter([1, 7], groups)).toBe(true)
    expect(matchesTagFilter([20, 7], groups)).toBe(true)
    expect(matchesTagFilter([1, 20], groups)).toBe(false)
    expect(matchesTagFilter([7], groups)).toBe(false)
    expect(matchesTagFilter([], [])).toBe(true)
  })
})
