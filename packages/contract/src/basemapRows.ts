import type { ItemType } from './enums.js'
import type { BasemapResponse } from './item.js'

// The basemap rows' plain parts, free of zod: the public site decodes every visitor's thousands
// of rows with them before it has loaded any schema.

/**
 * Flags packed into one integer of a basemap row; the sort-key and pin rules need them
 * without loading the full item.
 */
export const BASEMAP_FLAGS = {
  hasParents: 1,
  hasChildren: 2,
  hasMentions: 4,
  hasEvents: 8,
  closed: 16,
  duplicate: 32,
  hasRoute: 64,
  featured: 128,
} as const

/** Names of the tuple positions of a basemap row (`BasemapRow`). */
export const BASEMAP_COLUMNS = [
  'nanoId',
  'title',
  'lon',
  'lat',
  'type',
  'categoryId',
  'level',
  'flags',
  'tagIds',
] as const

/** Decoded basemap row, as the map engine consumes it. */
export interface BasemapItem {
  nanoId: string
  title: string
  lon: number
  lat: number
  type: ItemType
  categoryId: number | null
  level: string | null
  flags: number
  tagIds: number[]
}

/** Turns the compact wire rows into objects. */
export function decodeBasemap(response: BasemapResponse): BasemapItem[] {
  return response.items.map(([nanoId, title, lon, lat, type, categoryId, level, flags, tagIds]) => ({
    nanoId,
    title,
    lon,
    lat,
    type,
    categoryId,
    level,
    flags,
    tagIds,
  }))
}
