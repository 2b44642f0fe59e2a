import type { BasemapItem, Category, Tag } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { buildSearchIndex, foldGerman, searchItems } from '../searchItems.js'

const item = (
  nanoId: string,
  title: string,
  categoryId: number | null = null,
  tagIds: number[] = [],
): BasemapItem => ({
  nanoId,
  title,
  lon: 9.5,
  lat: 47.1,
  type: 'place',
  categoryId,
  level: null,
  flags: 0,
  tagIds,
})
const categories: Category[] = [
  {
    id: 1,
    mainCategory: 'Eating',
    subCategory: 'Restaurant',
    zOrder: 0,
    iconId: null,
    iconTitle: null,
    backgroundColorName: 'eating-light',
    colorName: 'eating',
    translations: [{ language: 'de', mainCategoryName: 'Essen', subCategoryName: 'Restaurant' }],
  },
]
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
const index = buildSearchIndex(
  [
    item('a00000001', 'Alte Mühle', 1),
    item('a00000002', 'Muehlegasse Kiosk'),
    item('a00000003', 'Café Landstrasse', null, [7]),
    item('a00000004', 'Rathaus'),
  ],
  categories,
  tags,
)
const titles = (q: string) => searchItems(index, q).map((i) => i.title)

describe('German-aware search', () => {
  it('folds umlauts, their ae/oe/ue spellings, ß and accents together', () => {
    expect(foldGerman('Mühle')).toBe(foldGerman('Muehle'))
    expect(foldGerman('Straße')).toBe(foldGerman('Strasse'))
    expect(foldGerman('Café')).toBe('cafe')
  })

  it('matches titles whichever way they are spelled, title-prefix matches first', () => {
    expect(titles('mühle')).toEqual(['Muehlegasse Kiosk', 'Alte Mühle'])
    expect(titles('Muehle')).toEqual(titles('mühle'))
    expect(titles('alte mühle')).toEqual(['Alte Mühle'])
  })

  it('finds items by their German category and tag names, every word required', () => {
    expect(titles('essen')).toEqual(['Alte Mühle'])
    expect(titles('rollstuhlgangig cafe')).toEqual(['Café Landstrasse'])
    expect(titles('rathaus essen')).toEqual([])
    expect(titles('   ')).toEqual([])
  })
})
