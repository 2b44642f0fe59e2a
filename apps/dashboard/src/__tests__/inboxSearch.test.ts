import { describe, expect, it } from 'vitest'
import { parseInboxSearch } from '../screens/inbox/search.js'

describe('the inbox address', () => {
  it('keeps the filters and the page a link or a reload must show again', () => {
    expect(parseInboxSearch({ status: 'rejected', source: 'osm', page: '3' })).toEqual({
      status: 'rejected',
      source: 'osm',
      page: 3,
    })
  })

  it('leaves out the defaults and drops what cannot be a filter', () => {
    expect(parseInboxSearch({ status: 'open', page: 1 })).toEqual({})
    expect(parseInboxSearch({ status: 'deleted', source: 'email', page: '-2' })).toEqual({})
    expect(parseInboxSearch({ page: '2.5' })).toEqual({})
    expect(parseInboxSearch({ page: 10_001 })).toEqual({})
  })
})
