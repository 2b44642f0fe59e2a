export {
  type Bounds,
  boundsOf,
  type CameraTarget,
  type LonLat,
  type Selection,
  selectionCamera,
} from './camera.js'
export { fullSiteUrl, type MapClick, type MapTargetKind } from './clickTarget.js'
export { formatCoordinate } from './coordinatePopup.js'
export { ITEM_SOURCE_ID, type ItemProperties, toFeatureCollection } from './itemFeatures.js'
export { LAYER_IDS, SOURCE_IDS } from './layers.js'
export { type MapData, MapEngine, type MapEngineEvents, type MapEngineOptions } from './MapEngine.js'
export { type PinForm, pinImageId, pinSvg } from './pinArtwork.js'
export { type RouteInput, routeCollection, type ShapeInput, shapeCollection } from './shapes.js'
