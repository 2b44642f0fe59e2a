/** Primary colour of the product (spec §3). */
export const PRIMARY_COLOR = '#7B48FF'

/** Gold of the map button in the default layout's header (spec §2 "Layouts"). */
export const GOLD_COLOR = '#F2B705'
