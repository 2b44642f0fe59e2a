import type { BasemapItem } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { ITEM_SOURCE_ID, toFeatureCollection } from '../index.js'

const adler: BasemapItem = {
  nanoId: 'abcDEF123456',
  title: 'Adler',
  lon: 9.52,
  lat: 47.14,
  type: 'place',
  categoryId: 1,
  level: 'EG',
  flags: 8,
  tagIds: [3],
}

describe('toFeatureCollection', () => {
  it('turns a basemap item into a point feature at its longitude and latitude', () => {
    expect(toFeatureCollection([adler]).features[0]).toEqual({
      type: 'Feature',
      id: 0,
      geometry: { type: 'Point', coordinates: [9.52, 47.14] },
      properties: {
        nanoId: 'abcDEF123456',
        title: 'Adler',
        type: 'place',
        categoryId: 1,
        level: 'EG',
        flags: 8,
      },
    })
  })

  it('numbers features by position and keeps missing level and category as null', () => {
    const trail: BasemapItem = {
      ...adler,
      nanoId: 'xyzXYZ987654',
      type: 'route',
      level: null,
      categoryId: null,
    }
    const fc = toFeatureCollection([adler, trail])
    expect(fc.type).toBe('FeatureCollection')
    expect(fc.features.map((f) => f.id)).toEqual([0, 1])
    expect(fc.features[1]?.properties).toMatchObject({ type: 'route', level: null, categoryId: null })
  })

  it('gives an empty collection for no items', () => {
    expect(toFeatureCollection([])).toEqual({ type: 'FeatureCollection', features: [] })
    expect(ITEM_SOURCE_ID).toBe('quo-items')
  })
})
