/** Map centre when no branch is selected (docs/product.md §9). */
export const DEFAULT_CENTER = { lon: 9.548428, lat: 47.155579, zoom: 11 } as const

/** Tag groups offered as filters; tags of other groups only describe items. */
export const FILTERABLE_TAG_GROUPS = [1001, 1003, 1011, 6001] as const

/** Pin icon sizes as `[width, height]` in px. */
export const ICON_SIZES = { icon: [40, 40], selected: [54, 74], event: [68, 68] } as const
/** Map symbol sizes in px; the selected pin is taller than wide because of its tip. */
export const SYMBOL_SIZES = { default: 48, small: 40, selected: [64, 88] } as const

export const CONTENT_COLUMN_WIDTH = 350
export const SEARCH_SHORTCUT_END_OFFSET = 72
export const NAV_DRAWER_OFFSET = 64

/** Minimum zoom the camera moves to when a thing is selected (docs/product.md §4). */
export const SELECT_ZOOM = { item: 14, exhibition: 20, street: 17, building: 18 } as const
/** Opacity of pins outside a highlighted set; satellite imagery needs more to stay readable. */
export const DIM_OPACITY = { default: 0.3, satellite: 0.4 } as const
/** Level shown first, and the level of items that have none. */
export const DEFAULT_LEVEL = 'EG'

export const LABEL_RADIAL_OFFSET = 1.1
export const HIGH_ALTITUDE_LABEL_SIZE = 16

/** Width of every route line except lifts. */
export const ROUTE_WIDTH = 6
/** Lifts stand apart from walkable routes: red, dashed, square caps, from zoom 12. */
export const LIFT_ROUTE_STYLE = {
  color: '#E53935',
  dasharray: [2, 1],
  lineCap: 'square',
  width: 4,
  minzoom: 12,
} as const
