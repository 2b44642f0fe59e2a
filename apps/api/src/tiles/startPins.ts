import { DEFAULT_LEVEL, ICON_SIZES } from '@quo/branch-config'
import { BASEMAP_FLAGS, type BasemapItem, type Category, type Icon } from '@quo/contract'
import {
  COLLISION_VIEW_MARGIN,
  categoryPinSvg,
  MAP_TILE_SIZE,
  PIN_ICON_ALLOW_OVERLAP,
  PIN_ICON_ANCHOR,
  type PinForm,
  pinIconPadding,
  toFeatureCollection,
} from '@quo/map-symbols'
import { mercatorPixel } from './rasterize.js'

/** The camera a visitor's map opens with, and the size of the map in CSS pixels. */
export interface StartView {
  lon: number
  lat: number
  zoom: number
  width: number
  height: number
}

/** One pin as the map will place it: its image and the top-left corner of that image. */
export interface PlacedPin {
  nanoId: string
  icon: string
  form: PinForm
  categoryId: number | null
  x: number
  y: number
  width: number
  height: number
}

const CELL = 64

/**
 * From a pin's position to its image's top-left corner, for the engine's `icon-anchor`. Should
 * the engine anchor its pins another way, this stops compiling instead of drawing them off.
 */
function anchorOffset(anchor: typeof PIN_ICON_ANCHOR, width: number, height: number): [number, number] {
  switch (anchor) {
    case 'center':
      return [width / 2, height / 2]
  }
}

/** Web Mercator position of a point in CSS pixels of MapLibre's whole world at `zoom`. */
export const worldPixel = (lon: number, lat: number, zoom: number): [number, number] =>
  mercatorPixel(lon, lat, MAP_TILE_SIZE * 2 ** zoom)

/** A grid of the boxes placed so far, so a collision check looks at a few neighbours only. */
class CollisionGrid {
  private readonly cells = new Map<string, [number, number, number, number][]>()

  /** Places the box unless it overlaps one already placed; answers whether it was placed. */
  place(box: [number, number, number, number]): boolean {
    const keys: string[] = []
    for (let cx = Math.floor(box[0] / CELL); cx <= Math.floor(box[2] / CELL); cx++)
      for (let cy = Math.floor(box[1] / CELL); cy <= Math.floor(box[3] / CELL); cy++) keys.push(`${cx}:${cy}`)
    for (const key of keys)
      for (const b of this.cells.get(key) ?? [])
        if (box[0] < b[2] && box[2] > b[0] && box[1] < b[3] && box[3] > b[1]) return false
    for (const key of keys) {
      const cell = this.cells.get(key)
      if (cell) cell.push(box)
      else this.cells.set(key, [box])
    }
    return true
  }
}

/**
 * The pins the map shows at its start view, placed as the engine's pin layer places them:
 * ground-level items only on branches with levels, those the tiles of the zoom carry (`minZoom`),
 * lower sort keys first, a pin left out where
 * it would overlap one already placed (`icon-allow-overlap: false`, `icon-padding: 1`).
 */
export function placeStartPins(
  items: readonly BasemapItem[],
  categories: ReadonlyMap<number, Category>,
  view: StartView,
  hasLevels: boolean,
): PlacedPin[] {
  const [cx, cy] = worldPixel(view.lon, view.lat, view.zoom)
  const left = cx - view.width / 2
  const top = cy - view.height / 2
  const { features } = toFeatureCollection(items, categories, DEFAULT_LEVEL)
  const candidates = features
    .map((f, order) => {
      const [x, y] = worldPixel(f.geometry.coordinates[0], f.geometry.coordinates[1], view.zoom)
      const form: PinForm = (items[order]?.flags ?? 0) & BASEMAP_FLAGS.hasEvents ? 'event' : 'icon'
      return { p: f.properties, x: x - left, y: y - top, order, form }
    })
    .filter(
      (c) =>
        (!hasLevels || c.p.level === DEFAULT_LEVEL) &&
        // The map's tiles at this zoom carry only these (the engine's thinning, placesFilter).
        c.p.minZoom <= Math.floor(view.zoom) &&
        c.x > -COLLISION_VIEW_MARGIN &&
        c.y > -COLLISION_VIEW_MARGIN &&
        c.x < view.width + COLLISION_VIEW_MARGIN &&
        c.y < view.height + COLLISION_VIEW_MARGIN,
    )
    .sort((a, b) => a.p.sortKey - b.p.sortKey || a.order - b.order)
  const grid = new CollisionGrid()
  // The same room around each pin as the map gives at this zoom, so the picture matches it.
  const padding = pinIconPadding(view.zoom)
  const placed: PlacedPin[] = []
  for (const c of candidates) {
    const [width, height] = ICON_SIZES[c.form]
    const [dx, dy] = anchorOffset(PIN_ICON_ANCHOR, width, height)
    const x = c.x - dx
    const y = c.y - dy
    const box: [number, number, number, number] = [
      x - padding,
      y - padding,
      x + width + padding,
      y + height + padding,
    ]
    const free = grid.place(box) || PIN_ICON_ALLOW_OVERLAP
    if (free && x < view.width && y < view.height && x + width > 0 && y + height > 0)
      placed.push({
        nanoId: c.p.nanoId,
        icon: c.p.icon,
        form: c.form,
        categoryId: c.p.categoryId,
        x,
        y,
        width,
        height,
      })
  }
  return placed
}

const round = (v: number) => Math.round(v * 10) / 10

/**
 * The start view's pins as one SVG on the land colour: each pin's artwork once in `<defs>`,
 * every placed pin a `<use>` of it. The page shows it while MapLibre starts, so the visitor sees
 * the pins in their places before the interactive map has drawn them.
 */
export function startPinsSvg(input: {
  items: readonly BasemapItem[]
  categories: readonly Category[]
  icons: readonly Icon[]
  view: StartView
  hasLevels: boolean
  land: string
  colorOf: (category: Category) => string
}): string {
  const { view } = input
  const categories = new Map(input.categories.map((c) => [c.id, c]))
  const iconById = new Map(input.icons.map((i) => [i.id, i]))
  const pins = placeStartPins(input.items, categories, view, input.hasLevels)
  const images = new Map(pins.map((p) => [p.icon, p]))
  const defs = [...images].map(([id, p]) => {
    const category = p.categoryId === null ? undefined : categories.get(p.categoryId)
    return categoryPinSvg(p.form, category, iconById, input.colorOf).replace(/^<svg\b/, `<svg id="${id}"`)
  })
  const uses = pins.map((p) => `<use href="#${p.icon}" x="${round(p.x)}" y="${round(p.y)}"/>`)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${view.width}" height="${view.height}" viewBox="0 0 ${view.width} ${view.height}">` +
    `<rect width="100%" height="100%" fill="${input.land}"/><defs>${defs.join('')}</defs>${uses.join('')}</svg>`
  )
}
