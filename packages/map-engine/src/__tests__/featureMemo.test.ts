import type { BasemapItem } from '@quo/contract'
import { PINS_PER_CELL } from '@quo/map-symbols'
import { describe, expect, it } from 'vitest'
import { toFeatureCollection } from '../itemFeatures.js'
import { FeatureMemo } from '../sources/featureMemo.js'
import { diffItemFeatures } from '../sources/itemDiff.js'
import { basemapItem, category } from './pinFixtures.js'

const categories = new Map([
  [1, category(1, 3)],
  [2, category(2, 0)],
])
/** `count` places on one spot, so thinning has to choose among them at every overview zoom. */
const crowd = (count: number): BasemapItem[] =>
  Array.from({ length: count }, (_, i) =>
    basemapItem({ nanoId: `item${String(i).padStart(8, '0')}`, title: `Ort ${i}`, lon: 9.52 + i * 1e-7 }),
  )

describe('FeatureMemo', () => {
  it('keeps the feature of every unchanged item and builds the changed one anew', () => {
    const memo = new FeatureMemo()
    const items = crowd(50)
    const before = memo.features(items, categories)
    const next = [...items]
    next[7] = { ...(items[7] as BasemapItem), title: 'Neuer Name' }
    const after = memo.features(next, categories)
    const kept = after.filter((f, i) => f === before[i]).length
    expect(kept).toBe(49)
    expect(after[7]?.properties.title).toBe('Neuer Name')
    const { diff } = diffItemFeatures(new Map(before.map((f) => [f.properties.nanoId, f])), after)
    expect(diff?.add.map((f) => f.properties.nanoId)).toEqual(['item00000007'])
    expect(diff?.remove).toEqual([])
  })

  it('gives the same features, thinning included, as building them all anew', () => {
    const memo = new FeatureMemo()
    const items = crowd(PINS_PER_CELL * 4)
    const before = memo.features(items, categories)
    const minZoomsBefore = before.map((f) => f.properties.minZoom)
    // A more important place joins the crowd: others give way at the overview zooms.
    const next = [...items, { ...(items[0] as BasemapItem), nanoId: 'importantOne', categoryId: 2 }]
    const after = memo.features(next, categories)
    const fresh = toFeatureCollection(next, categories, 'EG').features
    expect(after).toEqual(fresh)
    // Some kept items' minZoom moved: they are new objects the diff sees, the old ones untouched.
    const moved = before.map((_, i) => i).filter((i) => after[i]?.properties.minZoom !== minZoomsBefore[i])
    expect(moved.length).toBeGreaterThan(0)
    for (const i of moved) {
      expect(after[i]).not.toBe(before[i])
      expect(before[i]?.properties.minZoom).toBe(minZoomsBefore[i])
    }
  })

  it('builds a feature anew when its category changes', () => {
    const memo = new FeatureMemo()
    const items = crowd(3)
    const [first] = memo.features(items, categories)
    const recoloured = new Map([...categories, [1, category(1, 5)]])
    const [again] = memo.features(items, recoloured)
    expect(again).not.toBe(first)
    expect(again?.properties.sortKey).not.toBe(first?.properties.sortKey)
  })
})
