import { slugify } from '@quo/branch-config'

/** A map the place shows on: its name, and the host keyword its site answers under. */
export interface PlaceMap {
  title: string
  keyword: string | undefined
}

/** A map with a site of its own, by its short id. */
export interface MapSite {
  shortId: number
  title: string
  keyword: string
}

/**
 * A path on one map's own site, `<keyword>.<main host><path>`, on the host the dashboard was
 * opened under (`localhost:8080` gives `vaduz.localhost:8080`).
 * @example mapSiteUrl('vaduz', '/card-preview', new URL('https://quo.li/dashboard/')) // 'https://vaduz.quo.li/card-preview'
 */
export function mapSiteUrl(keyword: string, path: string, from: URL): string {
  const host = from.host.replace(/^www\./, '')
  return `${from.protocol}//${keyword}.${host}${path}`
}

/**
 * The place's card on one map's own site: `<keyword>.<main host>/map/place/<nanoId>/<slug>`.
 * `/map/<nanoId>` on the main host had opened the plain map, without the place.
 * @example publicPlaceUrl('vaduz', 'abc123', 'Rathaus', new URL('https://quo.li/dashboard/')) // 'https://vaduz.quo.li/map/place/abc123/rathaus'
 */
export function publicPlaceUrl(keyword: string, nanoId: string, title: string, from: URL): string {
  const slug = slugify(title)
  return mapSiteUrl(keyword, `/map/place/${encodeURIComponent(nanoId)}${slug ? `/${slug}` : ''}`, from)
}

/** The maps a place's tags put it on that have a site of their own, in the maps' order. */
export function placeMapSites(
  tagIds: readonly number[],
  mapOfTag: ReadonlyMap<number, number>,
  maps: ReadonlyMap<number, PlaceMap>,
): MapSite[] {
  const shortIds = [...new Set(tagIds.flatMap((id) => mapOfTag.get(id) ?? []))]
  return shortIds.flatMap((shortId) => {
    const map = maps.get(shortId)
    return map?.keyword ? [{ shortId, title: map.title, keyword: map.keyword }] : []
  })
}

/** One link per map the place's tags put it on, in the maps' order; none for a map without a host. */
export function publicPlaceLinks(
  item: { nanoId: string; title: string; tagIds: readonly number[] },
  mapOfTag: ReadonlyMap<number, number>,
  maps: ReadonlyMap<number, PlaceMap>,
  from: URL,
): { title: string; href: string }[] {
  return placeMapSites(item.tagIds, mapOfTag, maps).map((map) => ({
    title: map.title,
    href: publicPlaceUrl(map.keyword, item.nanoId, item.title, from),
  }))
}
