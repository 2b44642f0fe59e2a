import { z } from 'zod'
import { BranchShortId, Id, Latitude, Longitude, NanoId } from './common.js'
import { Breakpoint } from './enums.js'
import { DataLicence } from './openData.js'

export const Season = z.object({
  id: Id,
  title: z.string(),
  /** Query value that selects this season, e.g. `summer`. */
  path: z.string(),
  styleUrl: z.string().nullable(),
})
export type Season = z.infer<typeof Season>

export const Level = z.object({
  key: z.string(),
  sortOrder: z.number().int(),
  layerId: z.string(),
  /** Raster tile template for the level, relative to the API base. */
  layerPath: z.string().nullable(),
})
export type Level = z.infer<typeof Level>

const LngLat = z.tuple([Longitude, Latitude])
export const MapBoundary = z.object({
  breakpoint: Breakpoint,
  /** Southwest and northeast corners. */
  lngLatSwNeBounds: z.tuple([LngLat, LngLat]),
})
export type MapBoundary = z.infer<typeof MapBoundary>

export const MapCenter = z.object({
  breakpoint: Breakpoint,
  lon: Longitude,
  lat: Latitude,
  zoom: z.number().min(0).max(24),
  pitch: z.number().min(0).max(85),
  bearing: z.number().min(-360).max(360),
})
export type MapCenter = z.infer<typeof MapCenter>

const BranchSearchShortcut = z.object({
  id: Id,
  idDev: z.number().int().nullable(),
  allowItemAddition: z.boolean(),
  allowChangeRequest: z.boolean(),
  changeRequestSubtitle: z.string().nullable(),
})

export const Kiosk = z.object({ globalMarginTop: z.number().int(), globalMarginBottom: z.number().int() })

/** A path on a branch's host that is answered with a permanent redirect, e.g. `/zemma`. */
export const PathRedirect = z.object({ path: z.string(), targetUrl: z.string() })

export const Branch = z.object({
  id: Id,
  shortId: BranchShortId,
  title: z.string(),
  shortTitle: z.string(),
  tagKey: z.string(),
  logo: z.string().nullable(),
  menuTitle: z.string().nullable(),
  menuText: z.string().nullable(),
  liveDomain: z.string().nullable(),
  /**
   * Sources that may frame this branch's map (CSP `frame-ancestors`, e.g. `'self'` and a
   * municipality's own site); null lets any site frame it, as partners do by default.
   */
  frameAncestors: z.array(z.string()).nullable(),
  /** Host-name keywords that select this branch (data, not code). */
  hostKeywords: z.array(z.string()),
  isActive: z.boolean(),
  currentSeasonId: Id.nullable(),
  seasons: z.array(Season),
  levels: z.array(Level),
  mapBoundaries: z.array(MapBoundary),
  mapCenter: z.array(MapCenter),
  selectedStyleUrl: z.string().nullable(),
  hasEvents: z.boolean(),
  hasStreets: z.boolean(),
  hasBuildings: z.boolean(),
  hasKiosk: z.boolean(),
  hasSearchShortcuts: z.boolean(),
  searchShortcuts: z.array(BranchSearchShortcut),
  kiosk: Kiosk.nullable(),
  centerItem: z
    .object({ devItemNanoId: NanoId.nullable(), productionItemNanoId: NanoId.nullable() })
    .nullable(),
  screenSaverEnabled: z.boolean(),
  baseUrlDevelopment: z.string().nullable(),
  baseUrlProduction: z.string().nullable(),
  basemapItemJsonFileNameDevelopment: z.string().nullable(),
  basemapItemJsonFileNameProduction: z.string().nullable(),
  pathRedirects: z.array(PathRedirect),
  /** The open licence of the branch's own data (its open-data API and catalogue state it). */
  dataLicence: DataLicence,
})
export type Branch = z.infer<typeof Branch>

/** Host keyword that clears the branch and sends the visitor to the main site. */
export const HostRedirect = z.object({ keyword: z.string(), targetUrl: z.string() })
export type HostRedirect = z.infer<typeof HostRedirect>

export const BranchesResponse = z.object({ branches: z.array(Branch), hostRedirects: z.array(HostRedirect) })
export type BranchesResponse = z.infer<typeof BranchesResponse>

export type Kiosk = z.infer<typeof Kiosk>
export type PathRedirect = z.infer<typeof PathRedirect>
