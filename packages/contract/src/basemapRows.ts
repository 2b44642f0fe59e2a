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

/**
 * `items` with a pin change stream's rows put in (a changed pin replaces its old self in place,
 * a new one goes last) and its removed pins taken out. Unchanged items stay the same objects,
 * so the map engine recognises them and redraws only what changed.
 * @example setPins(applyPinChanges(pins, decodeBasemap({ columns, items: event.rows }), event.removed))
 */
export function applyPinChanges(
  items: readonly BasemapItem[],
  changed: readonly BasemapItem[],
  removed: readonly string[],
): BasemapItem[] {
  const gone = new Set(removed)
  const replace = new Map(changed.map((item) => [item.nanoId, item]))
  const next: BasemapItem[] = []
  for (const item of items) {
    if (gone.has(item.nanoId)) continue
    const update = replace.get(item.nanoId)
    next.push(update ?? item)
    replace.delete(item.nanoId)
  }
  next.push(...replace.values())
  return next
}
