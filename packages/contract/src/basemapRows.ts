import type { ItemType } from './enums.js'
import type { BasemapResponse } from './item.js'

// The basemap rows' plain parts, free of zod: the public site decodes every visitor's thousands
// of rows with them before it has loaded any schema. `BASEMAP_FLAGS` and `BASEMAP_COLUMNS` are
// in constants.ts.

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
