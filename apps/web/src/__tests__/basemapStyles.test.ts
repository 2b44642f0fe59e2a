import type { Branch, Season } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { basemapStyles, fallbackStyleUrl } from '../map/basemapStyles.js'

const vaduz = { shortId: 3, selectedStyleUrl: null } as unknown as Branch

describe('basemapStyles', () => {
  it("falls back to the API's self-hosted style of the branch, on the current origin", () => {
    const [road] = basemapStyles(vaduz, undefined, 'http://vaduz.localhost:8080')
    expect(road).toMatchObject({
      id: 'strasse',
      label: 'Strasse',
      style: 'http://vaduz.localhost:8080/api/basemap/style/3.json',
    })
    expect(fallbackStyleUrl(undefined, 'https://quo.li')).toBe('https://quo.li/api/basemap/style.json')
  })

  it('asks the fallback for its winter look in a winter season', () => {
    const winter = { id: 7, title: 'Winter', path: 'winter', styleUrl: null } as Season
    const summer = { id: 8, title: 'Sommer', path: 'summer', styleUrl: null } as Season
    expect(basemapStyles(vaduz, winter, 'http://x')[0]?.style).toBe(
      'http://x/api/basemap/style/3.json?season=winter',
    )
    expect(basemapStyles(vaduz, summer, 'http://x')[0]?.style).toBe('http://x/api/basemap/style/3.json')
  })

  it("lets a configured style win: the season's, then the branch's", () => {
    const branch = { ...vaduz, selectedStyleUrl: 'https://tiles.example/branch.json' } as Branch
    expect(basemapStyles(branch, undefined, 'http://localhost')[0]?.style).toBe(
      'https://tiles.example/branch.json',
    )
    const season = {
      id: 1,
      title: 'Winter',
      path: 'winter',
      styleUrl: 'https://tiles.example/winter.json',
    } as Season
    expect(basemapStyles(branch, season, 'http://localhost')[0]?.style).toBe(
      'https://tiles.example/winter.json',
    )
  })

  it('offers 3D as the self-hosted style with extruded buildings when no 3D style is configured', () => {
    const styles = basemapStyles(vaduz, undefined, 'http://x')
    expect(styles.map((s) => s.label)).toContain('3D')
    expect(styles.find((s) => s.id === '3d')?.style).toBe('http://x/api/basemap/style/3.json?variant=3d')
  })
})
