// What the engine and the API agree on about pin tiles (`PinTiles`, in `@quo/map-symbols/tiles`).

import { THINNING_MAX_ZOOM } from './pinThinning.js'

/**
 * Name of the tiles' one layer (a MapLibre layer's `source-layer`).
 * @example { source: 'quo-items', 'source-layer': PIN_TILE_LAYER }
 */
export const PIN_TILE_LAYER = 'pins'

/**
 * Name of the tiles' layer of the places their zoom leaves out: a point per square of
 * `PIN_REST_SQUARES` × `PIN_REST_SQUARES` (per level) at the middle of those places, with their
 * `count`, the tile's zoom `z` and the `level`. Not drawn; the engine adds up what is in view.
 */
export const PIN_REST_LAYER = 'rest'

/** The rest layer's squares per tile side. */
export const PIN_REST_SQUARES = 8

/**
 * Highest zoom the tiles are cut for: from it on every place is in its tile, so MapLibre
 * over-zooms these tiles beyond it (the source's `maxzoom`).
 * @example { type: 'vector', tiles, maxzoom: PIN_TILE_MAX_ZOOM }
 */
export const PIN_TILE_MAX_ZOOM = THINNING_MAX_ZOOM

// The threshold lives in the contract: the web decides by it before the engine has loaded.
export { PIN_TILES_FROM } from '@quo/contract/constants'
