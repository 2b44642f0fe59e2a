/** Map centre when no branch is selected (spec §9). */
export const DEFAULT_CENTER = { lon: 9.548428, lat: 47.155579, zoom: 11 } as const
/** Tag groups offered as filters. */
export const FILTERABLE_TAG_GROUPS = [1001, 1003, 1011, 6001] as const
export const ICON_SIZES = { icon: [40, 40], selected: [54, 74], event: [68, 68] } as const
export const SYMBOL_SIZES = { default: 48, small: 40, selected: [64, 88] } as const
export const CONTENT_COLUMN_WIDTH = 350
export const SEARCH_SHORTCUT_END_OFFSET = 72
export const NAV_DRAWER_OFFSET = 64
/** Minimum zoom when a thing is selected (spec §4). */
export const SELECT_ZOOM = { item: 14, exhibition: 20, street: 17, building: 18 } as const
/** Opacity of pins outside a highlighted set. */
export const DIM_OPACITY = { default: 0.3, satellite: 0.4 } as const
export const DEFAULT_LEVEL = 'EG'
export const DEFAULT_SHAPE_COLOR = '#FFDD30'
export const LABEL_RADIAL_OFFSET = 1.1
export const HIGH_ALTITUDE_LABEL_SIZE = 16
export const ROUTE_WIDTH = 6
export const LIFT_ROUTE_STYLE = {
  color: '#E53935',
  dasharray: [2, 1],
  lineCap: 'square',
  width: 4,
  minzoom: 12,
} as const

/** Label size at a zoom: 12 from zoom 17, none below; branch 13 never shows labels. */
export function labelTextSize(zoom: number, branchShortId: number | null): number {
  if (branchShortId === 13) return 0
  return zoom >= 17 ? 12 : 0
}

/** Map padding: 12 px, 36 on a kiosk; a kiosk desktop of branch 21 keeps 300 px at the bottom. */
export function mapPadding(options: {
  kiosk: boolean
  branchShortId: number | null
  breakpoint: 'xs' | 'smAndUp' | 'md'
}) {
  const p = options.kiosk ? 36 : 12
  const bottom = options.kiosk && options.branchShortId === 21 && options.breakpoint === 'md' ? 300 : p
  return { top: p, right: p, bottom, left: p }
}
