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

// The threshold lives in the contract: the web decides by it before the engine has loaded.
export { PIN_TILES_FROM } from '@quo/contract/constants'
