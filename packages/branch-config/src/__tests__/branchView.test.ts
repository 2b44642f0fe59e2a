import type { Branch } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { branchBounds, branchCenter, breakpointOf } from '../branchView.js'
import { DEFAULT_CENTER } from '../constants.js'

const view = { lon: 9.52, lat: 47.14, pitch: 0, bearing: 0 }
const vaduz: Pick<Branch, 'mapCenter' | 'mapBoundaries'> = {
  mapCenter: [
    { breakpoint: 'xs', ...view, zoom: 13.5 },
    { breakpoint: 'smAndUp', ...view, zoom: 14 },
    { breakpoint: 'md', ...view, zoom: 14.5 },
  ],
  mapBoundaries: [
    {
      breakpoint: 'xs',
      lngLatSwNeBounds: [
        [9.4, 47.0],
        [9.7, 47.3],
      ],
    },
    {
      breakpoint: 'md',
      lngLatSwNeBounds: [
        [9.45, 47.05],
        [9.6, 47.2],
      ],
    },
  ],
}

describe('breakpointOf', () => {
  it('puts phones, tablets and desktops in their breakpoints', () => {
    expect(breakpointOf(390)).toBe('xs')
    expect(breakpointOf(599)).toBe('xs')
    expect(breakpointOf(600)).toBe('smAndUp')
    expect(breakpointOf(768)).toBe('smAndUp')
    expect(breakpointOf(960)).toBe('md')
    expect(breakpointOf(1440)).toBe('md')
  })
})

describe('branchCenter', () => {
  it("starts each screen size at its own entry's zoom", () => {
    expect(branchCenter(vaduz, 'xs').zoom).toBe(13.5)
    expect(branchCenter(vaduz, 'smAndUp').zoom).toBe(14)
    expect(branchCenter(vaduz, 'md').zoom).toBe(14.5)
    expect(branchCenter(vaduz, 'md')).not.toHaveProperty('breakpoint')
  })

  it('falls back to the nearest size, then to the main centre', () => {
    const desktopOnly = { mapCenter: [{ breakpoint: 'md' as const, ...view, zoom: 15 }] }
    expect(branchCenter(desktopOnly, 'xs').zoom).toBe(15)
    const phoneAndDesktop = { mapCenter: vaduz.mapCenter.filter((c) => c.breakpoint !== 'smAndUp') }
    expect(branchCenter(phoneAndDesktop, 'smAndUp').zoom).toBe(14.5)
    expect(branchCenter(undefined, 'md')).toMatchObject({
      lon: DEFAULT_CENTER.lon,
      zoom: DEFAULT_CENTER.zoom,
    })
  })
})

describe('branchBounds', () => {
  it("keeps each screen size within its own bounds, a tablet within the desktop's when it has none", () => {
    expect(branchBounds(vaduz, 'xs')).toEqual([
      [9.4, 47.0],
      [9.7, 47.3],
    ])
    expect(branchBounds(vaduz, 'smAndUp')).toEqual([
      [9.45, 47.05],
      [9.6, 47.2],
    ])
  })

  it('leaves the view free for a branch without bounds', () => {
    expect(branchBounds({ mapBoundaries: [] }, 'md')).toBeUndefined()
    expect(branchBounds(undefined, 'xs')).toBeUndefined()
  })
})
