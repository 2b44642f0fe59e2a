import { describe, expect, it } from 'vitest'
import { toFeatureCollection } from '../index.js'

describe('toFeatureCollection', () => {
  it('turns basemap items into point features with stable ids', () => {
    const fc = toFeatureCollection([
      {
        nanoId: 'abcDEF123456',
        title: 'Adler',
        lon: 9.52,
        lat: 47.14,
        type: 'place',
        categoryId: 1,
        level: 'EG',
        flags: 8,
        tagIds: [],
      },
    ])
    expect(fc.features[0]).toEqual({
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
})
