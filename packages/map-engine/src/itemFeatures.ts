// The pins' feature properties live in @quo/map-symbols (the API places the same pins).
export { type ItemFeature, type ItemProperties, toFeatureCollection } from '@quo/map-symbols'

/**
 * Id of the one GeoJSON source that holds every pin.
 * @example map.getSource(ITEM_SOURCE_ID)
 */
export const ITEM_SOURCE_ID = 'quo-items'
