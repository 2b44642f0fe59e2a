import type { Branch } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { type KnownBranch, mergeBranches } from '../index.js'

const fromServer = (shortId: number, title: string): Branch => ({
  id: 100 + shortId,
  shortId,
  title,
  shortTitle: title,
  tagKey: title.toLowerCase(),
  logo: null,
  menuTitle: null,
  menuText: null,
  liveDomain: null,
  frameAncestors: null,
  hostKeywords: [title.toLowerCase()],
  isActive: true,
  currentSeasonId: null,
  seasons: [],
  levels: [],
  mapBoundaries: [],
  mapCenter: [],
  selectedStyleUrl: null,
  hasEvents: false,
  hasStreets: false,
  hasBuildings: false,
  hasKiosk: false,
  hasSearchShortcuts: false,
  searchShortcuts: [],
  kiosk: null,
  centerItem: null,
  screenSaverEnabled: false,
  dataLicence: 'CC-BY-4.0',
  baseUrlDevelopment: null,
  baseUrlProduction: null,
  basemapItemJsonFileNameDevelopment: null,
  basemapItemJsonFileNameProduction: null,
  pathRedirects: [],
})

describe('mergeBranches', () => {
  it('merges server data into the known branch with the same shortId', () => {
    const known: KnownBranch[] = [{ shortId: 3, title: 'Vaduz (local)', hostKeywords: ['vaduz'] }]
    const [vaduz] = mergeBranches(known, [fromServer(3, 'Vaduz')])
    expect(vaduz).toEqual(fromServer(3, 'Vaduz'))
  })

  it('keeps known fields the server does not send', () => {
    type Partly = { shortId: number; title: string; logo?: string | null }
    const known = [{ shortId: 3, title: 'Vaduz', logo: 'vaduz.svg' }]
    const merged = mergeBranches<Partly>(known, [{ shortId: 3, title: 'Vaduz Stadt', logo: undefined }])
    expect(merged).toEqual([{ shortId: 3, title: 'Vaduz Stadt', logo: 'vaduz.svg' }])
  })

  it('keeps the known order and the branches the server does not send', () => {
    const known: KnownBranch[] = [{ shortId: 13 }, { shortId: 3 }, { shortId: 21 }]
    const merged = mergeBranches(known, [fromServer(21, 'Malbun'), fromServer(3, 'Vaduz')])
    expect(merged.map((b) => [b.shortId, b.title])).toEqual([
      [13, undefined],
      [3, 'Vaduz'],
      [21, 'Malbun'],
    ])
  })

  it('appends server branches the app did not know, in server order', () => {
    const merged = mergeBranches(
      [{ shortId: 3 }],
      [fromServer(25, 'Messe'), fromServer(3, 'Vaduz'), fromServer(1, 'Land')],
    )
    expect(merged.map((b) => b.shortId)).toEqual([3, 25, 1])
  })

  it('changes neither input', () => {
    const known: KnownBranch[] = [{ shortId: 3, title: 'old' }]
    const server = [fromServer(3, 'Vaduz')]
    mergeBranches(known, server)
    expect(known).toEqual([{ shortId: 3, title: 'old' }])
    expect(server).toEqual([fromServer(3, 'Vaduz')])
  })

  it('gives the server list when nothing is known, and the known list when the server sends none', () => {
    expect(mergeBranches([], [fromServer(1, 'Land')])).toEqual([fromServer(1, 'Land')])
    expect(mergeBranches<Branch>([{ shortId: 1 }], [])).toEqual([{ shortId: 1 }])
  })
})
