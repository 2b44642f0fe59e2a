import type { Tag } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { filterableTags } from '../index.js'

const tag = (id: number, tagGroup: number): Tag => ({
  id,
  tagKey: `key${id}`,
  tagValue: `value${id}`,
  tagGroup,
  iconId: null,
  colorName: null,
  backgroundColorName: null,
  translations: [],
})

describe('filterableTags', () => {
  it('keeps tags of the groups 1001, 1003, 1011 and 6001, in order', () => {
    const tags = [tag(1, 6001), tag(2, 11), tag(3, 1001), tag(4, 1011), tag(5, 1003), tag(6, 2001)]
    expect(filterableTags(tags).map((t) => t.id)).toEqual([1, 3, 4, 5])
  })

  it('drops the describing groups', () => {
    expect(filterableTags([tag(1, 11), tag(2, 100001), tag(3, 1004), tag(4, 4002)])).toEqual([])
    expect(filterableTags([])).toEqual([])
  })

  it('returns the tags themselves, with all their fields', () => {
    const t = tag(7, 1003)
    expect(filterableTags([t])[0]).toBe(t)
  })
})
