import type { Item } from '@quo/contract'

/** A public item with no parts, changed per test by its overrides. */
export function placeItem(over: Partial<Item> = {}): Item {
  return {
    id: 1,
    nanoId: 'place123456',
    title: 'Ort',
    lon: 9.52,
    lat: 47.14,
    type: 'place',
    categories: [],
    itemDetails: [],
    tags: [],
    geojsons: [],
    jsons: [],
    ways: [],
    itemParents: [],
    itemChildren: [],
    itemMedia: [],
    mentions: [],
    events: [],
    featured: [],
    datePermanentlyClosed: null,
    isDuplicateOf: null,
    addresses: [],
    holidayRegion: { countryCode: 'li', state: null },
    dateUpdated: '2026-01-01T00:00:00Z',
    ...over,
  }
}
