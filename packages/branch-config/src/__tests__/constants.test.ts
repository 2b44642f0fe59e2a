import { describe, expect, it } from 'vitest'
import {
  BREAKPOINTS,
  DEFAULT_CENTER,
  DEFAULT_LEVEL,
  DIM_OPACITY,
  FILTERABLE_TAG_GROUPS,
  ICON_SIZES,
  LIFT_ROUTE_STYLE,
  ROUTE_WIDTH,
  SELECT_ZOOM,
  SYMBOL_SIZES,
} from '../index.js'

describe('spec constants', () => {
  it('opens on Liechtenstein when no branch is chosen', () => {
    expect(DEFAULT_CENTER).toEqual({ lon: 9.548428, lat: 47.155579, zoom: 11 })
  })

  it('shares the breakpoints of the contract', () => {
    expect(BREAKPOINTS).toEqual(['xs', 'smAndUp', 'md'])
  })

  it('zooms closer for exhibitions, buildings and streets than for items', () => {
    expect(SELECT_ZOOM).toEqual({ item: 14, exhibition: 20, street: 17, building: 18 })
  })

  it('dims more lightly on satellite and starts on the ground floor', () => {
    expect(DIM_OPACITY.satellite).toBeGreaterThan(DIM_OPACITY.default)
    expect(DEFAULT_LEVEL).toBe('EG')
  })

  it('draws lifts thinner than other routes, dashed and red', () => {
    expect(LIFT_ROUTE_STYLE).toMatchObject({ color: '#E53935', lineCap: 'square', width: 4, minzoom: 12 })
    expect(LIFT_ROUTE_STYLE.dasharray.length).toBeGreaterThan(0)
    expect(ROUTE_WIDTH).toBe(6)
  })

  it('sizes pins and filters by the tag groups of docs/product.md §9', () => {
    expect(ICON_SIZES.selected).toEqual([54, 74])
    expect(SYMBOL_SIZES.selected).toEqual([64, 88])
    expect(FILTERABLE_TAG_GROUPS).toEqual([1001, 1003, 1011, 6001])
  })
})
