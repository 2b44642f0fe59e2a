import type { BasemapItem } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { GrowingSearch } from '../growingSearch.js'
import { searchPayload } from '../searchPayload.js'
import { TitleScan } from '../titleScan.js'

const item = (title: string, i: number): BasemapItem => ({
  nanoId: `n${i}`,
  title,
  lon: 9.5,
  lat: 47.1,
  type: 'place',
  categoryId: null,
  level: null,
  flags: 0,
  tagIds: [],
})

const TITLES = [
  'Alte Mühle',
  'Muehlegasse Kiosk',
  'Mühleholz Tankstelle',
  'Rathaus Vaduz',
  'Café am Rathausplatz',
  'Hauptstraße 5',
  'Zur Mühle',
]

function scanned(titles: string[]) {
  const scan = new TitleScan(titles)
  while (scan.foldNext(2));
  return (query: string, limit?: number) => {
    const hits = scan.search(query, limit)
    return { titles: hits.positions.map((p) => titles[p]), total: hits.total }
  }
}

describe('the title scan while the index is built', () => {
  it('finds every word in the folded titles, the titles starting with it first, then word starts', () => {
    const search = scanned(TITLES)
    expect(search('mühle').titles).toEqual([
      'Muehlegasse Kiosk',
      'Mühleholz Tankstelle',
      'Alte Mühle',
      'Zur Mühle',
    ])
    expect(search('strasse').titles).toEqual(['Hauptstraße 5'])
    expect(search('rathaus caf').titles).toEqual(['Café am Rathausplatz'])
    expect(search('  ,, ').total).toBe(0)
  })

  it('answers a query that extends the last one from its matches, as a fresh scan would', () => {
    const many = Array.from({ length: 3000 }, (_, i) => `Ort ${i} ${['Weg', 'Gasse', 'Platz'][i % 3]}`)
    const typing = scanned(many)
    const fresh = (query: string) => scanned(many)(query)
    for (const query of ['g', 'ga', 'gas', 'gasse', 'gasse 1', 'gasse 12', 'p', 'pl']) {
      expect(typing(query), query).toEqual(fresh(query))
    }
    const capped = typing('ort', 50)
    expect(capped.total).toBe(3000)
    expect(capped.titles).toHaveLength(50)
    // Equal ranks alphabetically: "ort 0 weg", "ort 1 gasse", "ort 10 gasse" …
    expect(capped.titles.slice(0, 3)).toEqual(['Ort 0 Weg', 'Ort 1 Gasse', 'Ort 10 Gasse'])
  })

  it('keeps the best as sorting every match by rank and title would', () => {
    const words = ['Au', 'Bad', 'Laurentius', 'Ausblick', 'Haus', 'Pause', 'Alp', 'Grabau']
    // Every pair of words in both orders: titles starting with, holding a word starting with,
    // and holding only inside a word the letters "au".
    const titles = words.flatMap((a) => words.map((b) => `${a} ${b}`))
    const rankOf = (title: string) => (title.startsWith('au') ? 0 : /(^| )au/.test(title) ? 1 : 2)
    const sorted = titles
      .map((title) => title.toLowerCase())
      .filter((title) => title.includes('au'))
      .sort((a, b) => rankOf(a) - rankOf(b) || (a < b ? -1 : a > b ? 1 : 0))
    // In either order, the best come before and after the list is full.
    for (const order of [titles, [...titles].reverse()]) {
      const search = scanned(order)
      for (const limit of [1, 5, 12, 20, 30, 100]) {
        const hits = search('au', limit)
        expect(hits.titles.map((t) => t?.toLowerCase())).toEqual(sorted.slice(0, limit))
        expect(hits.total).toBe(sorted.length)
      }
    }
  })

  it('searches only the titles folded so far', () => {
    const scan = new TitleScan(TITLES)
    expect(scan.search('mühle').total).toBe(0)
    scan.foldNext(2)
    expect(scan.search('mühle').positions).toEqual([1, 0])
  })
})

describe('a search growing its index', () => {
  it('answers from the titles while building and from the index, typo-tolerant, once complete', () => {
    const items = Array.from({ length: 1200 }, (_, i) => item(i === 700 ? 'Restaurant Adler' : `Ort ${i}`, i))
    const search = new GrowingSearch(1, searchPayload(items, [], []))
    let steps = 0
    while (search.step()) {
      steps++
      if (steps === 2) {
        expect(search.complete).toBe(false)
        expect(search.search('restaurant').positions).toEqual([700])
        // No typo tolerance until the index is there.
        expect(search.search('restuarant').total).toBe(0)
      }
    }
    // A step at a time (100 items): a query waits for one step at most.
    expect(steps).toBeGreaterThan(4)
    expect(search.complete).toBe(true)
    expect(search.search('restuarant').positions).toEqual([700])
  })
})
