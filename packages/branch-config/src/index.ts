export { BREAKPOINTS } from '@quo/contract/constants'
export type { BranchBehaviour } from './branchBehaviour.js'
export { BRANCH_BEHAVIOUR, branchBehaviour, DEFAULT_BRANCH_BEHAVIOUR } from './branchBehaviour.js'
export type { BranchCenter } from './branchView.js'
export { BREAKPOINT_MIN_WIDTH, branchBounds, branchCenter, breakpointOf } from './branchView.js'
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
export { filterableTags } from './filterableTags.js'
export type { GeojsonLayerClass, GeojsonLayerKind } from './geojsonLayerClass.js'
export { DEFAULT_SHAPE_COLOR, GEOJSON_LAYER_CLASS } from './geojsonLayerClass.js'
export { isInIframe } from './isInIframe.js'
export { isKiosk } from './isKiosk.js'
export type { KioskActivity, KioskActivityOptions } from './kioskActivity.js'
export { createKioskActivity, metricCountsAsActivity } from './kioskActivity.js'
export { labelTextSize } from './labelTextSize.js'
export type { MapPadding, MapPaddingOptions } from './mapPadding.js'
export { mapPadding } from './mapPadding.js'
export type { KnownBranch } from './mergeBranches.js'
export { mergeBranches } from './mergeBranches.js'
export type { PathRedirectRule } from './pathRedirect.js'
export { pathRedirect } from './pathRedirect.js'
export type { Query, QueryParamsReader, QueryRecord } from './query.js'
export type { HostResolution, HostRules } from './resolveHost.js'
export { resolveHost } from './resolveHost.js'
export { searchShortcutsForBranch } from './searchShortcutsForBranch.js'
export { isWinterSeason, seasonFromQuery } from './seasonFromQuery.js'
export { slugify } from './slugify.js'
export type { SortKeyInput } from './sortKey.js'
export { sortKey } from './sortKey.js'
export { branchesOfTag, mayActOn, mayUseTag, missingBranches } from './staffAccess.js'
export { matchesTagFilter, tagFilterGroups } from './tagFilter.js'
export type { TagWords } from './tagLabel.js'
export { tagFilterLabel, tagSubtitleLabel, tagWords } from './tagLabel.js'
