import type { BasemapItem, Category } from '@quo/contract'

/** A category of pins, as the API lists it. */
export const category = (
  id: number,
  zOrder: number,
  mainCategory: Category['mainCategory'] = 'Eating',
): Category => ({
  id,
  mainCategory,
  subCategory: 'x',
  zOrder,
  iconId: 1,
  iconTitle: 'x',
  backgroundColorName: 'eating-light',
  colorName: 'eating',
  translations: [],
})

/** A place in Vaduz, as the basemap lists it. */
export const basemapItem = (over: Partial<BasemapItem>): BasemapItem => ({
  nanoId: 'abcDEF123456',
  title: 'Adler',
  lon: 9.52,
  lat: 47.14,
  type: 'place',
  categoryId: 1,
  level: null,
  flags: 0,
  tagIds: [],
  ...over,
})
