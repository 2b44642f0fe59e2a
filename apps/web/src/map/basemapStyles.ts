import { isWinterSeason } from '@quo/branch-config'
import type { Branch, Season } from '@quo/contract'
import type { StyleSpecification } from 'maplibre-gl'
import { messages } from '../messages.js'

export type BasemapStyleId = 'strasse' | 'topo' | 'satellit' | '3d'

export interface BasemapStyle {
  id: BasemapStyleId
  label: string
  style: string | StyleSpecification
  satellite: boolean
}

/**
 * Style URLs come from configuration: the branch's (or its season's) style for Strasse, and
 * build-time variables for the other three. Topo and Satellit are offered only when configured;
 * 3D falls back to the self-hosted style's extruded variant.
 */
const configured: Record<Exclude<BasemapStyleId, 'strasse'>, string | undefined> = {
  topo: import.meta.env.VITE_QUO_STYLE_TOPO,
  satellit: import.meta.env.VITE_QUO_STYLE_SATELLITE,
  '3d': import.meta.env.VITE_QUO_STYLE_3D,
}

/**
 * Without a configured style the map still shows a real basemap: the API's self-hosted style
 * (land, water, the branch's own streets and buildings, labels from its own glyphs), on the
 * origin the site was opened under so `<keyword>.localhost` hosts work as well as the main site.
 */
export function fallbackStyleUrl(
  branch: Pick<Branch, 'shortId'> | undefined,
  origin: string,
  season?: Pick<Season, 'path' | 'title'>,
  variant: 'strasse' | '3d' = 'strasse',
): string {
  const path = branch ? `/api/basemap/style/${branch.shortId}.json` : '/api/basemap/style.json'
  const url = new URL(path, origin)
  // The fallback has a winter look, so a branch's season switch shows without configured styles.
  if (season && isWinterSeason(season)) url.searchParams.set('season', 'winter')
  if (variant === '3d') url.searchParams.set('variant', '3d')
  return url.toString()
}

export function basemapStyles(
  branch: Branch | undefined,
  season: Season | undefined,
  origin: string = window.location.origin,
): BasemapStyle[] {
  const road = season?.styleUrl ?? branch?.selectedStyleUrl ?? import.meta.env.VITE_QUO_STYLE_ROAD
  const names = messages.basemap
  const styles: BasemapStyle[] = [
    {
      id: 'strasse',
      label: names.road,
      style: road ?? fallbackStyleUrl(branch, origin, season),
      satellite: false,
    },
  ]
  if (configured.topo)
    styles.push({ id: 'topo', label: names.topo, style: configured.topo, satellite: false })
  if (configured.satellit)
    styles.push({ id: 'satellit', label: names.satellite, style: configured.satellit, satellite: true })
  // The self-hosted 3D variant extrudes the buildings of the Strasse map when none is configured.
  const threeD = configured['3d'] ?? (road ? undefined : fallbackStyleUrl(branch, origin, season, '3d'))
  if (threeD) styles.push({ id: '3d', label: '3D', style: threeD, satellite: false })
  return styles
}
