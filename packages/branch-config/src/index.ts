export { BREAKPOINTS } from '@quo/contract'
export {
  CONTENT_COLUMN_WIDTH,
  DEFAULT_CENTER,
  DEFAULT_LEVEL,
  DIM_OPACITY,
  FILTERABLE_TAG_GROUPS,
  HIGH_ALTITUDE_LABEL_SIZE,
  ICON_SIZES,
  LABEL_RADIAL_OFFSET,
  LIFT_ROUTE_STYLE,
  NAV_DRAWER_OFFSET,
  ROUTE_WIDTH,
  SEARCH_SHORTCUT_END_OFFSET,
  SELECT_ZOOM,
  SYMBOL_SIZES,
} from './constants.js'
export type { GeojsonLayerClass, GeojsonLayerKind } from './geojsonLayerClass.js'
export { DEFAULT_SHAPE_COLOR, GEOJSON_LAYER_CLASS } from './geojsonLayerClass.js'
export { labelTextSize } from './labelTextSize.js'
export type { MapPadding, MapPaddingOptions } from './mapPadding.js'
export { mapPadding } from './mapPadding.js'
export type { PathRedirectRule } from './pathRedirect.js'
export { pathRedirect } from './pathRedirect.js'
export type { HostResolution, HostRules } from './resolveHost.js'
export { resolveHost } from './resolveHost.js'
export { slugify } from './slugify.js'
export type { SortKeyInput } from './sortKey.js'
export { sortKey } from './sortKey.js'
