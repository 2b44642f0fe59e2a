export {
  COLLISION_VIEW_MARGIN,
  LABEL_MIN_ZOOM,
  MAP_TILE_SIZE,
  PIN_ICON_ALLOW_OVERLAP,
  PIN_ICON_ANCHOR,
  PIN_ICON_PADDING,
  PIN_ICON_PADDING_STEPS,
  pinIconPadding,
  SELECTED_PIN_ANCHOR,
} from '@quo/map-symbols'
export type { CameraOptions } from './camera/cameraMoves.js'
export {
  type Bounds,
  boundsOf,
  type CameraTarget,
  type LonLat,
  type Selection,
  selectionCamera,
} from './camera/selectionCamera.js'
export type { CameraState, MapEngineEvents, StyleError } from './events/engineEvents.js'
export { fullSiteUrl, type MapClick, type MapTargetKind } from './interaction/clickTarget.js'
export { formatCoordinate } from './interaction/coordinatePopup.js'
export { orderPins, type PinForm as PinInViewForm, type PinInView } from './interaction/pinsInView.js'
export { ITEM_SOURCE_ID, type ItemProperties, toFeatureCollection } from './itemFeatures.js'
export { MAP_CONTROL_LABELS, MAP_ENGINE_LABELS, type MapEngineLabels } from './labels.js'
export { LAYER_IDS, SOURCE_IDS } from './layers/layerSpecs.js'
export { levelTileTemplate } from './layers/levelTileUrl.js'
export { MapEngine } from './MapEngine.js'
export type { MapMarker, MarkerOptions } from './markers/marker.js'
export type { MapData, MapEngineOptions } from './options.js'
export { type PinForm, pinImageId, pinSvg } from './pinArtwork.js'
export { type RouteInput, routeCollection, type ShapeInput, shapeCollection } from './sources/shapes.js'
