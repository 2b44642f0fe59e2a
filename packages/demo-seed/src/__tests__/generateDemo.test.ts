import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { SUB_TITLE_PATTERNS } from '../catalog/catalogs.js'
import { ROUTE_SUBS, WITHOUT_HOURS_OR_CONTACT } from '../coherence.js'
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

describe('a demo that agrees with itself', () => {
  const demo = generateDemo({ referenceDate: REFERENCE })
  const categoryOf = new Map(demo.itemCategories.map((c) => [c.itemId, c.categoryId]))
  const sub = new Map(demo.categories.map((c) => [c.id, c.subCategory]))
  const detailsOf = (itemId: number, key: string) =>
    demo.itemDetails.filter((d) => d.itemId === itemId && d.dataKeyV2 === key)
  const placeholder = /\{(name|place)\}/g
  const matches = (title: string, patterns: string[]) =>
    patterns.some((p) =>
      new RegExp(`^${p.replace(/[.*+?^$()|[\]\\-]/g, '\\$&').replace(placeholder, '.+')}( \\d+)?$`).test(
        title,
      ),
    )

  it("names every generated place as its one category says ('Apotheke …' is a pharmacy)", () => {
    const wrong: string[] = []
    for (const item of demo.items) {
      const s = sub.get(categoryOf.get(item.id as number) ?? -1) ?? ''
      // Halls and booths of the fair carry their hall's or stand's number instead.
      if (s === 'Hall' || s === 'Exhibitor') continue
      if (!matches(item.title, SUB_TITLE_PATTERNS[s] ?? [])) wrong.push(`${item.title} (${s})`)
    }
    expect(wrong).toEqual([])
    expect(demo.itemCategories.length).toBe(demo.items.length)
  })

  it('gives no opening hours, phone or web site to a bus stop, a trail or a viewpoint, and lifts their season', () => {
    for (const item of demo.items) {
      const s = sub.get(categoryOf.get(item.id as number) ?? -1) ?? ''
      if (WITHOUT_HOURS_OR_CONTACT.has(s)) {
        expect(detailsOf(item.id as number, 'hours'), `${item.title} (${s})`).toEqual([])
        expect(detailsOf(item.id as number, 'phone'), `${item.title} (${s})`).toEqual([])
      }
      if (s === 'Cable Car')
        for (const h of detailsOf(item.id as number, 'hours')) expect(h.dataValue).toMatch(/^Dec-Mar/)
      if (ROUTE_SUBS.has(s)) expect(item.type, `${item.title} (${s})`).toBe('route')
    }
  })

  it('keeps a warm Stube out of descriptions that are not of an inn', () => {
    const eatsOrSleeps = new Set(
      demo.categories
        .filter((c) => ['Eating', 'Drinking & Nightlife', 'Sleeping'].includes(c.mainCategory))
        .map((c) => c.id),
    )
    for (const d of demo.itemDetails.filter(
      (x) => x.dataKeyV2 === 'description' && /Stube|Gastgeber/.test(x.dataValue),
    ))
      expect(eatsOrSleeps.has(categoryOf.get(d.itemId) ?? -1)).toBe(true)
  })

  it('never gives two places of one map the same name', () => {
    const tagKey = new Map(demo.tags.map((t) => [t.id, t.tagKey]))
    const branchOf = new Map<number, string>()
    for (const t of demo.itemTags) {
      const key = tagKey.get(t.tagId) ?? ''
      if (demo.branches.some((b) => b.tagKey === key)) branchOf.set(t.itemId, key)
    }
    const seen = new Set<string>()
    const twice: string[] = []
    for (const item of demo.items) {
      const key = `${branchOf.get(item.id as number)}:${item.title}`
      if (seen.has(key)) twice.push(key)
      seen.add(key)
    }
    expect(twice).toEqual([])
  })

  it('leaves most of a map inside the OpenStreetMap extract to the real places', () => {
    const real = generateDemo({ referenceDate: REFERENCE, realGeography: true })
    expect(real.items.length).toBeLessThan(demo.items.length * 0.6)
  })
})

describe('addresses of the demo', () => {
  it('derives redirect targets and development URLs from the public URL it is seeded with', () => {
    const demo = generateDemo({ referenceDate: REFERENCE, publicUrl: 'https://karte.example.li' })
    expect(demo.pathRedirects.map((r) => r.targetUrl)).toEqual(['https://zemma.karte.example.li/map'])
    expect(demo.branches.find((b) => b.shortId === 3)?.baseUrlDevelopment).toBe(
      'https://vaduz.karte.example.li',
    )
  })
})
