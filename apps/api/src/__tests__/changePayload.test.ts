import { describe, expect, it } from 'vitest'
import { parseChange } from '../cache/changePayload.js'

describe('parseChange', () => {
  it('reads a table, a table with the items a statement touched, and everything', () => {
    expect(parseChange('categories')).toEqual({ table: 'categories' })
    expect(parseChange('item_tags:7,9,120')).toEqual({ table: 'item_tags', itemIds: [7, 9, 120] })
    expect(parseChange('*')).toEqual({ table: '*' })
  })

  it('takes a malformed id list for the whole table, never for fewer items', () => {
    expect(parseChange('items:7,x')).toEqual({ table: 'items' })
    expect(parseChange('items:')).toEqual({ table: 'items' })
    expect(parseChange('items:-1')).toEqual({ table: 'items' })
    expect(parseChange('items:1.5')).toEqual({ table: 'items' })
  })
})
