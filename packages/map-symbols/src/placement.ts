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
 * Extra room around each plain or event pin in collision checks, in CSS pixels (`icon-padding`).
 * @example const box = [left - PIN_ICON_PADDING, top - PIN_ICON_PADDING, right + PIN_ICON_PADDING, bottom + PIN_ICON_PADDING]
 */
export const PIN_ICON_PADDING = 1

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
