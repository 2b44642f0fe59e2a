export {
  CONTENT_COLUMN_WIDTH,
  DEFAULT_CENTER,
  DEFAULT_LEVEL,
  DEFAULT_SHAPE_COLOR,
  DIM_OPACITY,
  FILTERABLE_TAG_GROUPS,
  HIGH_ALTITUDE_LABEL_SIZE,
  ICON_SIZES,
  LABEL_RADIAL_OFFSET,
  LIFT_ROUTE_STYLE,
  labelTextSize,
  mapPadding,
  NAV_DRAWER_OFFSET,
  ROUTE_WIDTH,
  SEARCH_SHORTCUT_END_OFFSET,
  SELECT_ZOOM,
  SYMBOL_SIZES,
} from './constants.js'
export type { HostResolution, HostRules } from './resolveHost.js'
export { pathRedirect, resolveHost } from './resolveHost.js'
export { slugify } from './slugify.js'
export type { SortKeyInput } from './sortKey.js'
export { sortKey } from './sortKey.js'
