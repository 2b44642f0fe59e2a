// Map symbols without a map library or UI framework: the category colours and the pin artwork
// and pin features that @quo/map-engine draws, and how its layers place them, so the API can
// draw the same pins in the same places.
export { CATEGORY_COLORS, type CategoryColorName, categoryColor } from './categoryColors.js'
export type { HexColor } from './hexColor.js'
export { categoryPinSvg, type PinForm, type PinKind, pinImageId, pinSvg, pinsWanted } from './pinArtwork.js'
export {
  featureMinZooms,
  type ItemFeature,
  type ItemProperties,
  itemFeature,
  toFeatureCollection,
} from './pinFeatures.js'
export {
  PINS_PER_CELL,
  pinMinZooms,
  THINNING_CELL_SIZE,
  THINNING_MAX_ZOOM,
  type ThinningPoint,
} from './pinThinning.js'
export {
  PIN_REST_LAYER,
  PIN_TILE_LAYER,
  PIN_TILE_MAX_ZOOM,
  PIN_TILES_FROM,
} from './pinTileRules.js'
export {
  ABOVE_PINS,
  COLLISION_VIEW_MARGIN,
  LABEL_MIN_ZOOM,
  MAP_TILE_SIZE,
  PIN_ICON_ALLOW_OVERLAP,
  PIN_ICON_ANCHOR,
  PIN_ICON_PADDING,
  PIN_ICON_PADDING_STEPS,
  pinIconPadding,
  SELECTED_PIN_ANCHOR,
} from './placement.js'
export { GOLD_COLOR, PRIMARY_COLOR } from './primaryColor.js'
