import { BASEMAP_FLAGS, type BasemapItem, type Category, type Icon } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import {
  CATEGORY_COLORS,
  categoryColor,
  categoryPinSvg,
  PRIMARY_COLOR,
  pinImageId,
  pinSvg,
  pinsWanted,
  toFeatureCollection,
} from '../index.js'

const eating: Category = {
  id: 1,
  mainCategory: 'Eating',
  subCategory: 'x',
  zOrder: 3,
  iconId: 7,
  iconTitle: 'x',
  backgroundColorName: 'eating-light',
  colorName: 'eating',
  translations: [],
}
const item = (over: Partial<BasemapItem>): BasemapItem => ({
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

describe('category colours', () => {
  it('names a colour by the seed colour name, the primary colour otherwise', () => {
    expect(categoryColor('eating')).toBe(CATEGORY_COLORS.eating)
    expect(categoryColor('unknown')).toBe(PRIMARY_COLOR)
    expect(categoryColor(null)).toBe(PRIMARY_COLOR)
  })
})

describe('pin artwork', () => {
  it('names pin images by form and category', () => {
    expect(pinImageId('selected', 4)).toBe('quo-selected-4')
    expect(pinImageId('icon', null)).toBe('quo-icon-none')
  })

  it('draws each form at its size with the colour', () => {
    expect(pinSvg('icon', null, '#E4572E')).toMatch(/^<svg [^>]*width="40" height="40"/)
    expect(pinSvg('selected', null, '#E4572E')).toMatch(/width="54" height="74"/)
    expect(pinSvg('event', null, '#E4572E')).toContain('stroke="#E4572E"')
  })

  it("draws a category's catalog icon in its colour", () => {
    const icon = { id: 7, iconSvg: '<svg viewBox="0 0 24 24"><path d="M1 1h2"/></svg>' } as Icon
    const svg = categoryPinSvg('icon', eating, new Map([[7, icon]]), (c) => categoryColor(c.colorName))
    expect(svg).toContain('fill="#E4572E"')
    expect(svg).toContain('<path d="M1 1h2"/>')
    expect(categoryPinSvg('icon', undefined, new Map(), undefined)).toContain(`fill="${PRIMARY_COLOR}"`)
  })

  it('wants each category pin once, event pins for items with events', () => {
    const wanted = pinsWanted([item({}), item({ flags: BASEMAP_FLAGS.hasEvents })], ['icon', 'event'])
    expect([...wanted.keys()].sort()).toEqual(['quo-event-1', 'quo-icon-1', 'quo-icon-none'])
  })
})

describe('toFeatureCollection', () => {
  it('makes a point feature per item with its pin images', () => {
    const { features } = toFeatureCollection([item({})], new Map([[1, eating]]), 'EG')
    expect(features[0]?.geometry.coordinates).toEqual([9.52, 47.14])
    expect(features[0]?.properties).toMatchObject({
      icon: 'quo-icon-1',
      selectedIcon: 'quo-selected-1',
      level: 'EG',
    })
  })
})
