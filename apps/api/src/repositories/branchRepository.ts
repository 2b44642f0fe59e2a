import type { Branch, BranchesResponse, Breakpoint, DataLicence } from '@quo/contract'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../db/database.js'
import {
  branches,
  branchLevels,
  branchMapBoundaries,
  branchMapCenters,
  branchSeasons,
  hostRedirects,
  pathRedirects,
  searchShortcuts,
} from '../db/schema/index.js'
import { groupBy } from './groupBy.js'

/** Tables the branch list is read from. */
export const BRANCH_TABLES = [
  branches,
  branchSeasons,
  branchLevels,
  branchMapBoundaries,
  branchMapCenters,
  pathRedirects,
  hostRedirects,
  searchShortcuts,
] as const

export async function listBranches(db: Db): Promise<BranchesResponse> {
  const [rows, seasons, levels, bounds, centers, redirects, shortcuts, hosts] = await Promise.all([
    db.select().from(branches).orderBy(asc(branches.shortId)),
    db.select().from(branchSeasons).orderBy(asc(branchSeasons.id)),
    db.select().from(branchLevels).orderBy(asc(branchLevels.sortOrder)),
    db.select().from(branchMapBoundaries),
    db.select().from(branchMapCenters),
    db.select().from(pathRedirects).orderBy(asc(pathRedirects.id)),
    db.select().from(searchShortcuts).orderBy(asc(searchShortcuts.sortOrder), asc(searchShortcuts.id)),
    db.select().from(hostRedirects).orderBy(asc(hostRedirects.keyword)),
  ])
  const seasonsBy = groupBy(seasons, (r) => r.branchId)
  const levelsBy = groupBy(levels, (r) => r.branchId)
  const boundsBy = groupBy(bounds, (r) => r.branchId)
  const centersBy = groupBy(centers, (r) => r.branchId)
  const redirectsBy = groupBy(redirects, (r) => r.branchId)
  const shortcutsBy = groupBy(shortcuts, (r) => r.branchShortId)

  const list: Branch[] = rows.map((b) => ({
    id: b.id,
    shortId: b.shortId,
    title: b.title,
    shortTitle: b.shortTitle,
    tagKey: b.tagKey,
    logo: b.logo,
    menuTitle: b.menuTitle,
    menuText: b.menuText,
    liveDomain: b.liveDomain,
    frameAncestors: b.frameAncestors,
    hostKeywords: b.hostKeywords,
    isActive: b.isActive,
    currentSeasonId: b.currentSeasonId,
    seasons: (seasonsBy.get(b.id) ?? []).map((s) => ({
      id: s.id,
      title: s.title,
      path: s.path,
      styleUrl: s.styleUrl,
    })),
    levels: (levelsBy.get(b.id) ?? []).map((l) => ({
      key: l.key,
      sortOrder: l.sortOrder,
      layerId: l.layerId,
      layerPath: l.layerPath,
    })),
    mapBoundaries: (boundsBy.get(b.id) ?? []).map((m) => ({
      breakpoint: m.breakpoint as Breakpoint,
      lngLatSwNeBounds: [
        [m.swLon, m.swLat],
        [m.neLon, m.neLat],
      ],
    })),
    mapCenter: (centersBy.get(b.id) ?? []).map((c) => ({
      breakpoint: c.breakpoint as Breakpoint,
      lon: c.lon,
      lat: c.lat,
      zoom: c.zoom,
      pitch: c.pitch,
      bearing: c.bearing,
    })),
    selectedStyleUrl: b.selectedStyleUrl,
    hasEvents: b.hasEvents,
    hasStreets: b.hasStreets,
    hasBuildings: b.hasBuildings,
    hasKiosk: b.hasKiosk,
    hasSearchShortcuts: b.hasSearchShortcuts,
    searchShortcuts: (shortcutsBy.get(b.shortId) ?? []).map((s) => ({
      id: s.id,
      idDev: s.idDev,
      allowItemAddition: s.allowItemAddition,
      allowChangeRequest: s.allowChangeRequest,
      changeRequestSubtitle: s.changeRequestSubtitle,
    })),
    kiosk: b.kiosk,
    centerItem:
      b.centerItemDevNanoId || b.centerItemProductionNanoId
        ? { devItemNanoId: b.centerItemDevNanoId, productionItemNanoId: b.centerItemProductionNanoId }
        : null,
    screenSaverEnabled: b.screenSaverEnabled,
    dataLicence: b.dataLicence,
    baseUrlDevelopment: b.baseUrlDevelopment,
    baseUrlProduction: b.baseUrlProduction,
    basemapItemJsonFileNameDevelopment: b.basemapItemJsonFileNameDevelopment,
    basemapItemJsonFileNameProduction: b.basemapItemJsonFileNameProduction,
    pathRedirects: (redirectsBy.get(b.id) ?? []).map((r) => ({ path: r.path, targetUrl: r.targetUrl })),
  }))
  return { branches: list, hostRedirects: hosts.map((h) => ({ keyword: h.keyword, targetUrl: h.targetUrl })) }
}

/** The branch row behind a short id, or undefined. */

/** Puts a branch's own data under another open licence. */
export async function setBranchDataLicence(
  db: Db,
  branchId: number,
  dataLicence: DataLicence,
): Promise<void> {
  await db.update(branches).set({ dataLicence }).where(eq(branches.id, branchId))
}
