import { BASEMAP_FLAGS } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { toFeatureCollection } from '../itemFeatures.js'
import { basemapItem, category } from './pinFixtures.js'

const item = basemapItem
const categories = new Map([
  [1, category(1, 3)],
  [2, category(2, 0, 'Exhibition')],
])

describe('toFeatureCollection', () => {
  it('makes one point feature per item with its nanoId for promotion', () => {
    const { features } = toFeatureCollection([item({}), item({ nanoId: 'xyzXYZ123456' })], categories, 'EG')
    expect(features).toHaveLength(2)
    expect(features[0]?.geometry.coordinates).toEqual([9.52, 47.14])
    expect(features.map((f) => f.properties.nanoId)).toEqual(['abcDEF123456', 'xyzXYZ123456'])
  })

  it('counts items without a level as ground level', () => {
    const [a, b] = toFeatureCollection([item({}), item({ level: 'OG' })], categories, 'EG').features
    expect([a?.properties.level, b?.properties.level]).toEqual(['EG', 'OG'])
  })

  it('applies the sort-key rules with the category zOrder and the flags', () => {
    const keys = toFeatureCollection(
      [
        item({}),
        item({ flags: BASEMAP_FLAGS.hasParents }),
        item({ flags: BASEMAP_FLAGS.hasChildren | BASEMAP_FLAGS.hasMentions | BASEMAP_FLAGS.hasEvents }),
        item({ flags: BASEMAP_FLAGS.closed | BASEMAP_FLAGS.hasParents }),
        item({ categoryId: null }),
      ],
      categories,
      'EG',
    ).features.map((f) => f.properties.sortKey)
    expect(keys).toEqual([13, 14, 10, 10, 10])
  })

  it('gives event items the event pin and marks exhibition items', () => {
    const [plain, event, booth] = toFeatureCollection(
      [item({}), item({ flags: BASEMAP_FLAGS.hasEvents }), item({ categoryId: 2 })],
      categories,
      'EG',
    ).features
    expect(plain?.properties.icon).toBe('quo-icon-1')
    expect(event?.properties.icon).toBe('quo-event-1')
    expect(plain?.properties.selectedIcon).toBe('quo-selected-1')
    expect([plain?.properties.exhibition, booth?.properties.exhibition]).toEqual([false, true])
  })
})
