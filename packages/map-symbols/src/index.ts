// Map symbols without a map library or UI framework: the category colours and the pin artwork
// and pin features that @quo/map-engine draws, so the API can draw the same pins.
export { CATEGORY_COLORS, type CategoryColorName, categoryColor } from './categoryColors.js'
export type { HexColor } from './hexColor.js'
export { categoryPinSvg, type PinForm, pinImageId, pinSvg, pinsWanted } from './pinArtwork.js'
export { type ItemProperties, toFeatureCollection } from './pinFeatures.js'
export { GOLD_COLOR, PRIMARY_COLOR } from './primaryColor.js'
