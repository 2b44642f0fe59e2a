// What the engine and the API agree on about pin tiles (`PinTiles`, in `@quo/map-symbols/tiles`).

import { THINNING_MAX_ZOOM } from './pinThinning.js'

/**
 * Name of the tiles' one layer (a MapLibre layer's `source-layer`).
 * @example { source: 'quo-items', 'source-layer': PIN_TILE_LAYER }
 */
export const PIN_TILE_LAYER = 'pins'

/**
 * Highest zoom the tiles are cut for: from it on every place is in its tile, so MapLibre
 * over-zooms these tiles beyond it (the source's `maxzoom`).
 * @example { type: 'vector', tiles, maxzoom: PIN_TILE_MAX_ZOOM }
 */
export const PIN_TILE_MAX_ZOOM = THINNING_MAX_ZOOM

/**
 * From this many places on, a map takes its pins as tiles (`PinTiles`) instead of one GeoJSON
 * source: below, the whole set costs MapLibre less than the round trips of tiles; above, its
 * worker's re-cutting of every pin is what a staff edit and the first visit wait for.
 * @example const tiled = items.length >= PIN_TILES_FROM
 */
export const PIN_TILES_FROM = 30_000
