// The pins without MapLibre — their artwork and their feature properties (icon, sort key) — so
// the API can draw the start view's pins exactly as the engine will: `@quo/map-engine/pins`.
export { type ItemProperties, toFeatureCollection } from './itemFeatures.js'
export { categoryPinSvg, type PinForm, pinImageId, pinSvg } from './pinArtwork.js'
