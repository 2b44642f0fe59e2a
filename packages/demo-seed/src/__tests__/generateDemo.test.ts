import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { generateDemo } from '../generateDemo.js'

const REFERENCE = Date.UTC(2026, 10, 23)
const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex')

describe('demo seed', () => {
  const demo = generateDemo({ referenceDate: REFERENCE })

  it('is deterministic: same options, same rows', () => {
    expect(digest(generateDemo({ referenceDate: REFERENCE }))).toBe(digest(demo))
    expect(digest(generateDemo({ referenceDate: REFERENCE, seed: 7 }))).not.toBe(digest(demo))
  })

  it('has the 30 branches with the active ones of the spec', () => {
    expect(demo.branches.map((b) => b.shortId)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1))
    expect(demo.branches.filter((b) => b.isActive).map((b) => b.shortId)).toEqual([
      1, 3, 4, 7, 8, 12, 13, 15, 21, 25, 26, 27, 28, 29, 30,
    ])
  })

  it('gives every active branch several hundred items', () => {
    const tagKey = new Map(demo.tags.map((t) => [t.id, t.tagKey]))
    const perBranch = new Map<string, Set<number>>()
    for (const it of demo.itemTags) {
      const key = tagKey.get(it.tagId) as string
      perBranch.set(key, (perBranch.get(key) ?? new Set()).add(it.itemId))
    }
    for (const b of demo.branches.filter((x) => x.isActive)) {
      expect(perBranch.get(b.tagKey)?.size ?? 0, b.title).toBeGreaterThanOrEqual(200)
    }
  })

  it('keeps short descriptions within 150 characters and nanoIds unique', () => {
    const short = demo.itemDetails.filter((d) => d.dataKeyV2 === 'shortDescription')
    expect(short.length).toBe(demo.items.length)
    expect(short.every((d) => d.dataValue.length <= 150)).toBe(true)
    const ids = demo.items.map((i) => i.nanoId)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('places events both before and after the reference date', () => {
    const begins = demo.events.map((e) => Date.parse(e.dateBegin))
    expect(begins.some((t) => t < REFERENCE)).toBe(true)
    expect(begins.some((t) => t > REFERENCE)).toBe(true)
  })

  it('scales a branch to a requested item count', () => {
    const big = generateDemo({ referenceDate: REFERENCE, itemCounts: { 3: 2000 } })
    expect(big.items.length).toBeGreaterThan(demo.items.length + 1500)
  })

  it('avoids redirect keywords in host keywords of branches', () => {
    const keywords = demo.branches.flatMap((b) => b.hostKeywords ?? [])
    for (const bad of ['mauren-attraktiv', 'staatsfeiertag', 'higa']) {
      expect(keywords.some((k) => k.includes(bad))).toBe(false)
    }
  })
})
