// The pin tiler, its own entry: the vector-tile encoder it needs stays out of the web's bundle.
export { PinTiles } from './pinTiles.js'
