// The pins' feature properties live in @quo/map-symbols (the API places the same pins).
export { type ItemProperties, toFeatureCollection } from '@quo/map-symbols'

/** Id of the one GeoJSON source that holds every pin. */
export const ITEM_SOURCE_ID = 'quo-items'
