import type { BasemapItem, Category, Tag } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { foldGerman } from '../foldGerman.js'
import { createSearchIndex, querySearchIndex } from '../searchIndex.js'
import { searchPayload } from '../searchPayload.js'

const item = (title: string, categoryId: number | null = null, tagIds: number[] = []): BasemapItem => ({
  nanoId: `n${title.length}${title.charCodeAt(0)}`,
  title,
  lon: 9.5,
  lat: 47.1,
  type: 'place',
  categoryId,
  level: null,
  flags: 0,
  tagIds,
})
const category = (id: number, sub: string, de: string): Category => ({
  id,
  mainCategory: 'Eating',
  subCategory: sub,
  zOrder: 0,
  iconId: null,
  iconTitle: null,
  backgroundColorName: 'eating-light',
  colorName: 'eating',
  translations: [{ language: 'de', mainCategoryName: 'Essen', subCategoryName: de }],
})
const categories = [category(1, 'Restaurant', 'Restaurant'), category(2, 'Bakery', 'Bäckerei')]
const tags: Tag[] = [
  {
    id: 7,
    tagKey: 'wheelchair',
    tagValue: 'yes',
    tagGroup: 1001,
    iconId: null,
    colorName: null,
    backgroundColorName: null,
    translations: [{ language: 'de', tagKeyTranslate: 'Rollstuhl', tagValueTranslate: 'rollstuhlgängig' }],
  },
]

function searcher(items: BasemapItem[]) {
  const { index, titles } = createSearchIndex(searchPayload(items, categories, tags))
  return (query: string) => querySearchIndex(index, titles, query).positions.map((p) => items[p]?.title)
}

const titles = searcher([
  item('Krone', 1),
  item('Alte Mühle', 2),
  item('Muehlegasse Kiosk'),
  item('Café Landstrasse', null, [7]),
  item('Hauptstraße 5'),
  item('Rathaus'),
  item('Zürich Versicherung'),
  item('Restaurant Adler', 2),
  item('Bar Rössle'),
])

describe('the search field’s index', () => {
  it('folds umlauts, their ae/oe/ue spellings, ß, case and accents together', () => {
    expect(foldGerman('Mühle')).toBe(foldGerman('Muehle'))
    expect(foldGerman('Straße')).toBe(foldGerman('STRASSE'))
    expect(foldGerman('Café')).toBe('cafe')
    expect(foldGerman('Zürich')).toBe(foldGerman('Zurich'))
  })

  it('forgives a typo: "Restuarant" finds the restaurants, by title and by category', () => {
    expect(titles('Restuarant')).toEqual(['Restaurant Adler', 'Krone'])
    expect(titles('restaurnt')).toEqual(['Restaurant Adler', 'Krone'])
  })

  it('ranks a title match above a category match', () => {
    expect(titles('Restaurant')[0]).toBe('Restaurant Adler')
    expect(titles('Restaurant')).toContain('Krone')
  })

  it('finds German spellings either way: Strasse/Straße, Zurich/Zürich, Muehle/Mühle', () => {
    expect(titles('Strasse')).toEqual(['Café Landstrasse', 'Hauptstraße 5'])
    expect(titles('Straße')).toEqual(['Café Landstrasse', 'Hauptstraße 5'])
    expect(titles('Landstraße')).toEqual(['Café Landstrasse'])
    expect(titles('Zurich')).toEqual(['Zürich Versicherung'])
    expect(titles('ZUERICH')).toEqual(['Zürich Versicherung'])
    expect(titles('muehle')).toEqual(['Alte Mühle', 'Muehlegasse Kiosk'])
    expect(titles('Mühle')).toEqual(titles('Muehle'))
    expect(titles('Rossle')).toEqual(['Bar Rössle'])
  })

  it('matches word prefixes as the visitor types, every word required', () => {
    expect(titles('Rath')).toEqual(['Rathaus'])
    expect(titles('mühleg')[0]).toBe('Muehlegasse Kiosk')
    expect(titles('alte mu')).toEqual(['Alte Mühle'])
    expect(titles('rathaus krone')).toEqual([])
  })

  it('finds items by their German category and tag names', () => {
    expect(titles('Bäckerei')).toEqual(['Alte Mühle', 'Restaurant Adler'])
    expect(titles('rollstuhlgangig')).toEqual(['Café Landstrasse'])
  })

  it('gives nothing for blank, punctuation-only or hostile input, and never throws', () => {
    expect(titles('   ')).toEqual([])
    expect(titles('!!! ,,, ;')).toEqual([])
    expect(titles('<script>alert(1)</script>')).toEqual([])
    expect(titles('x'.repeat(5000))).toEqual([])
    expect(titles('(.*)+[')).toEqual([])
  })

  it('keeps short words exact: "Bar" is not "Bad" or "Bär"', () => {
    expect(titles('Bar')).toEqual(['Bar Rössle'])
  })

  it('caps the results and counts every match', () => {
    const many = Array.from({ length: 120 }, (_, i) => item(`Imbiss ${String(i).padStart(3, '0')}`))
    const { index, titles } = createSearchIndex(searchPayload(many, categories, tags))
    const hits = querySearchIndex(index, titles, 'imbiss')
    expect(hits.total).toBe(120)
    expect(hits.positions).toHaveLength(50)
    // Equal scores come alphabetically.
    expect(many[hits.positions[0] ?? -1]?.title).toBe('Imbiss 000')
  })
})

describe('streets and addressed buildings in the index', () => {
  const line = {
    type: 'LineString' as const,
    coordinates: [[9.52, 47.14] as [number, number], [9.53, 47.14] as [number, number]],
  }
  const streets = ['Äulestrasse', 'Landstrasse', 'Alte Landstrasse', 'Städtle'].map((title, i) => ({
    id: i + 1,
    nanoId: `street${i}`,
    title,
    lon: 9.52,
    lat: 47.14,
    categories: [],
    geometry: line,
  }))
  const building = (street: string | null, housenumber: string | null, i: number) => ({
    id: i,
    nanoId: `building${i}`,
    lon: 9.52,
    lat: 47.14,
    street,
    housenumber,
    polygon: { type: 'Polygon' as const, coordinates: [] },
  })
  const buildings = [building('Äulestrasse', '5', 1), building('Städtle', '32', 2), building(null, '7', 3)]
  const items = [item('Krone', 1), item('Café Landstrasse')]
  const { index, titles: all } = createSearchIndex(
    searchPayload(items, categories, tags, { streets, buildings }),
  )
  const find = (query: string) => querySearchIndex(index, all, query).positions.map((p) => all[p])

  it('finds a street by its name, also umlauts typed plainly and a cut-off name', () => {
    expect(find('Äulestrasse')[0]).toBe('Äulestrasse')
    expect(find('Aeulestrasse')[0]).toBe('Äulestrasse')
    expect(find('Landstr')).toEqual(
      expect.arrayContaining(['Landstrasse', 'Alte Landstrasse', 'Café Landstrasse']),
    )
  })

  it('finds a building by its address, and only buildings with a street and a number', () => {
    expect(find('Äulestrasse 5')[0]).toBe('Äulestrasse 5')
    expect(find('Städtle 32')[0]).toBe('Städtle 32')
    expect(all).not.toContain('7')
    expect(all).toHaveLength(items.length + streets.length + 2)
  })

  it('finds every street by the word "Strasse"', () => {
    expect(find('Strasse')).toEqual(expect.arrayContaining(['Äulestrasse', 'Landstrasse', 'Städtle']))
  })
})
