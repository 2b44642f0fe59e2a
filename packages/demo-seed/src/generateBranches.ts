import { BREAKPOINTS } from '@quo/contract'
import { DEMO_HOST_REDIRECTS, type DemoBranch } from './branchCatalog.js'
import { MUNICIPALITIES } from './catalog/catalogs.js'
import type { CatalogMunicipality } from './catalog/types.js'
import type { DemoData } from './demoData.js'
import type { Reference } from './generateReference.js'
import { offset, type Random, round6 } from './random.js'

export function municipalitiesOf(branch: DemoBranch): CatalogMunicipality[] {
  return branch.municipalities.map((name) => {
    const m = MUNICIPALITIES.find((x) => x.name === name)
    if (!m) throw new Error(`unknown municipality ${name} in branch ${branch.shortId}`)
    return m
  })
}

/**
 * The site's address under a host keyword, on the demo's own public address: the redirect of
 * `/zemma` goes to the edition the server runs, not to a port it does not listen on.
 * @example hostUrl('http://localhost:4599', 'zemma', '/map') // 'http://zemma.localhost:4599/map'
 */
function hostUrl(publicUrl: string, keyword: string, path = ''): string {
  const url = new URL(publicUrl)
  url.hostname = `${keyword}.${url.hostname}`
  return `${url.origin}${path}`
}

/** Branches with seasons, levels, view settings, redirects and search shortcuts. */
export function generateBranches(
  data: DemoData,
  branches: readonly DemoBranch[],
  ref: Reference,
  rnd: Random,
  publicUrl: string,
): void {
  let seasonId = 0
  for (const b of branches) {
    const id = b.shortId
    const places = municipalitiesOf(b)
    const lon = round6(places.reduce((sum, m) => sum + m.lon, 0) / places.length)
    const lat = round6(places.reduce((sum, m) => sum + m.lat, 0) / places.length)
    let currentSeasonId: number | null = null
    for (const season of b.seasons ?? []) {
      seasonId++
      // Winter is the default season (docs/product.md §4).
      if (season.path === 'winter') currentSeasonId = seasonId
      data.branchSeasons.push({
        id: seasonId,
        branchId: id,
        title: season.title,
        path: season.path,
        styleUrl: null,
      })
    }
    data.branches.push({
      id,
      shortId: b.shortId,
      title: b.title,
      shortTitle: b.shortTitle,
      tagKey: b.tagKey,
      logo: `/api/media/logo/${b.shortId}.svg`,
      menuTitle: b.title,
      menuText: b.menuText ?? `Orte, Angebote und Neuigkeiten aus ${b.shortTitle} auf einer Karte.`,
      liveDomain: b.hostKeywords[0] ? `${b.hostKeywords[0]}.localhost` : null,
      frameAncestors: b.frameAncestors ?? null,
      hostKeywords: b.hostKeywords,
      isActive: b.isActive,
      currentSeasonId,
      selectedStyleUrl: null,
      hasEvents: b.hasEvents ?? false,
      hasStreets: b.hasStreets ?? false,
      hasBuildings: b.hasBuildings ?? false,
      hasKiosk: b.hasKiosk ?? false,
      hasSearchShortcuts: b.hasSearchShortcuts ?? false,
      kiosk: b.kiosk ?? null,
      centerItemDevNanoId: null,
      centerItemProductionNanoId: null,
      screenSaverEnabled: b.screenSaverEnabled ?? false,
      baseUrlDevelopment: b.hostKeywords[0] ? hostUrl(publicUrl, b.hostKeywords[0]) : null,
      baseUrlProduction: b.hostKeywords[0] ? `https://${b.hostKeywords[0]}.quo.li` : null,
      basemapItemJsonFileNameDevelopment: `basemap-${b.shortId}-dev.json`,
      basemapItemJsonFileNameProduction: `basemap-${b.shortId}.json`,
    })
    for (const level of b.levels ?? []) {
      const key = level.key.toLowerCase()
      data.branchLevels.push({
        branchId: id,
        key: level.key,
        sortOrder: level.sortOrder,
        layerId: `level-${key}`,
        layerPath: `/api/branches/${b.shortId}/tiles_${key}/{z}/{x}/{y}.png`,
      })
    }
    const reach = Math.max(...places.map((m) => m.radiusMeters)) + 2500
    const lons = places.map((m) => m.lon)
    const lats = places.map((m) => m.lat)
    for (const bp of BREAKPOINTS) {
      const margin = bp === 'xs' ? reach * 1.5 : reach
      const [swLon, swLat] = offset(Math.min(...lons), Math.min(...lats), -margin, -margin)
      const [neLon, neLat] = offset(Math.max(...lons), Math.max(...lats), margin, margin)
      data.branchMapBoundaries.push({ branchId: id, breakpoint: bp, swLon, swLat, neLon, neLat })
      const zoom = b.zoom[bp] ?? b.zoom.md ?? 13
      data.branchMapCenters.push({ branchId: id, breakpoint: bp, lon, lat, zoom, pitch: 0, bearing: 0 })
    }
    for (const r of b.pathRedirects ?? []) {
      data.pathRedirects.push({
        id: data.pathRedirects.length + 1,
        branchId: id,
        path: r.path,
        targetUrl: hostUrl(publicUrl, r.targetHost, r.targetPath),
      })
    }
  }
  for (const [i, keyword] of DEMO_HOST_REDIRECTS.entries()) {
    data.hostRedirects.push({ id: i + 1, keyword, targetUrl: publicUrl })
  }
  generateSearchShortcuts(data, branches, ref, rnd)
}

const SHORTCUTS: { title: string; icon: string; main: string[]; query?: string }[] = [
  { title: 'Essen & Trinken', icon: 'fork-knife', main: ['Eating', 'Drinking & Nightlife'] },
  { title: 'Übernachten', icon: 'bed', main: ['Sleeping'] },
  { title: 'Sehenswürdigkeiten', icon: 'castle', main: ['Sights', 'History & Politics'] },
  { title: 'Einkaufen', icon: 'shopping-bag', main: ['Shopping', 'Craft & Produce'] },
  { title: 'Unterwegs', icon: 'bus', main: ['Transport'] },
  { title: 'Apotheken & Ärzte', icon: 'pharmacy', main: ['Service'], query: 'Apotheke' },
  { title: 'Natur erleben', icon: 'tree', main: ['Nature & Landscape', 'Activities'] },
]

function generateSearchShortcuts(
  data: DemoData,
  branches: readonly DemoBranch[],
  ref: Reference,
  rnd: Random,
) {
  const add = (branchShortId: number | null, s: (typeof SHORTCUTS)[number], sortOrder: number) => {
    const id = data.searchShortcuts.length + 1
    data.searchShortcuts.push({
      id,
      idDev: 1000 + id,
      branchShortId,
      title: s.title,
      iconId: ref.iconId.get(s.icon) ?? null,
      query: s.query ?? null,
      tagIds: [],
      categoryIds: s.main.flatMap((m) => ref.categoryIds.get(m) ?? []),
      allowItemAddition: rnd.chance(0.3),
      allowChangeRequest: sortOrder % 2 === 0,
      changeRequestSubtitle: sortOrder % 2 === 0 ? 'Fehlt etwas oder stimmt etwas nicht? Sag es uns.' : null,
      sortOrder,
    })
  }
  for (const [i, s] of SHORTCUTS.slice(0, 4).entries()) add(null, s, i)
  for (const b of branches) {
    if (!b.hasSearchShortcuts) continue
    for (const [i, s] of rnd.sample(SHORTCUTS, 5).entries()) add(b.shortId, s, i)
  }
}
