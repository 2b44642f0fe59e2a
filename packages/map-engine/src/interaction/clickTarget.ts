import { slugify } from '@quo/branch-config'
import type { BasemapItem } from '@quo/contract'

/**
 * What a click on the map hit; `place` covers every item.
 * @example const metric = kind === 'place' ? 'map_item_click' : `map_${kind}_click`
 */
export type MapTargetKind = 'place' | 'street' | 'building'

/**
 * A click on the map: what it hit, where, and the full site's page for it.
 * @example engine.on('click', (c: MapClick) => navigate(`/map/${c.kind}/${c.nanoId}`))
 */
export interface MapClick {
  kind: MapTargetKind
  nanoId: string
  title: string
  lon: number
  lat: number
  /** The full site's page for it, for framed use where a click opens a new window (docs/product.md §2). */
  url: string
}

/**
 * Full-site URL of a clicked thing: /map/place|street|building/{nanoId}/{slug}.
 * @example fullSiteUrl('https://vaduz.quo.li', 'place', 'abc123', 'Café Rhein') // 'https://vaduz.quo.li/map/place/abc123/caf%C3%A9-rhein'
 */
export function fullSiteUrl(siteUrl: string, kind: MapTargetKind, nanoId: string, title: string): string {
  const slug = slugify(title)
  return `${siteUrl.replace(/\/$/, '')}/map/${kind}/${encodeURIComponent(nanoId)}${slug ? `/${encodeURIComponent(slug)}` : ''}`
}

/**
 * The click a click on an item's pin would make (a keyboard's Enter on a listed place); null
 * for an item `items` (items, or pins in view) lacks.
 */
export function placeClick(
  items: readonly Pick<BasemapItem, 'nanoId' | 'title' | 'lon' | 'lat'>[] | undefined,
  nanoId: string,
  siteUrl: string,
): MapClick | null {
  const item = items?.find((i) => i.nanoId === nanoId)
  if (!item) return null
  const { title, lon, lat } = item
  return { kind: 'place', nanoId, title, lon, lat, url: fullSiteUrl(siteUrl, 'place', nanoId, title) }
}
