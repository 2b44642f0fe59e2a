// How the engine's layers place the pins, free of MapLibre: the server-side start-pins picture
// places pins with these same values, so the picture and the map agree pin for pin.

/**
 * Width of MapLibre's tiles in CSS pixels at their own zoom: the world is `512 · 2^zoom`
 * pixels wide, which is how a pin's screen position follows from its longitude and latitude.
 * @example const worldWidth = MAP_TILE_SIZE * 2 ** zoom
 */
export const MAP_TILE_SIZE = 512

/**
 * Where the plain and event pins sit on their position: centred (`icon-anchor` of the pin layer).
 * @example const left = x - width / 2 // PIN_ICON_ANCHOR === 'center'
 */
export const PIN_ICON_ANCHOR = 'center' as const

/**
 * Extra room around each plain or event pin in collision checks from zoom 16, in CSS pixels
 * (`icon-padding`); below, `pinIconPadding` gives more.
 * @example const box = [left - PIN_ICON_PADDING, top - PIN_ICON_PADDING, right + PIN_ICON_PADDING, bottom + PIN_ICON_PADDING]
 */
export const PIN_ICON_PADDING = 1

/**
 * Collision room around a pin by zoom, as `[from zoom, padding]` steps: zoomed out, fewer pins
 * stand further apart instead of a carpet of touching discs (the rest show as dots), the pins
 * with the lowest sort key first.
 * @example ['step', ['zoom'], PIN_ICON_PADDING_STEPS[0][1], ...PIN_ICON_PADDING_STEPS.slice(1).flat()]
 */
export const PIN_ICON_PADDING_STEPS: readonly (readonly [zoom: number, padding: number])[] = [
  [0, 18],
  [14, 10],
  [15, 5],
  [16, PIN_ICON_PADDING],
]

/**
 * The pins' collision padding at a zoom (`PIN_ICON_PADDING_STEPS`), as MapLibre evaluates the
 * step at the integer zoom of the tile the pins are laid out in.
 * @example const padding = pinIconPadding(view.zoom) // 18 at zoom 13.5
 */
export function pinIconPadding(zoom: number): number {
  let padding = PIN_ICON_PADDING_STEPS[0]?.[1] ?? PIN_ICON_PADDING
  for (const [from, value] of PIN_ICON_PADDING_STEPS) if (Math.floor(zoom) >= from) padding = value
  return padding
}

/**
 * Plain and event pins never overlap: a pin that would overlap one placed before it (lower
 * sort key first) is left out (`icon-allow-overlap`).
 * @example if (!PIN_ICON_ALLOW_OVERLAP && overlapsPlacedPin(box)) continue
 */
export const PIN_ICON_ALLOW_OVERLAP = false

/**
 * The selected pin stands on its position with its tip (`icon-anchor: bottom`), above every
 * other pin and never hidden by a collision.
 * @example const top = y - ICON_SIZES.selected[1] // SELECTED_PIN_ANCHOR === 'bottom'
 */
export const SELECTED_PIN_ANCHOR = 'bottom' as const

/**
 * Pins just outside the view still block pins inside it: MapLibre's collision grid reaches this
 * many CSS pixels beyond each edge of the view.
 * @example const counts = x > -COLLISION_VIEW_MARGIN && x < width + COLLISION_VIEW_MARGIN
 */
export const COLLISION_VIEW_MARGIN = 100

/**
 * Zoom from which titles show beside the pins (label layer `minzoom`).
 * @example const labelsShown = zoom >= LABEL_MIN_ZOOM
 */
export const LABEL_MIN_ZOOM = 17

/**
 * Style-layer metadata key of basemap names a visitor looks for first (towns, main roads): the
 * engine puts its pins below the first such layer, so MapLibre places these names before the
 * pins and a pin gives way to them instead of hiding them. Style layers carrying it come last.
 * @example { id: 'place-label', type: 'symbol', metadata: { [ABOVE_PINS]: true }, … }
 */
export const ABOVE_PINS = 'quo:above-pins'
