// The colours without the components, for code that draws outside React (the API's start-view
// pins): `@quo/ui/colors`.
export { CATEGORY_COLORS, type CategoryColorName, categoryColor } from './theme/categoryColors.js'
export type { HexColor } from './theme/hexColor.js'
export { OPENING_HOURS_COLORS, type OpeningHoursState } from './theme/openingHoursColors.js'
export { GOLD_COLOR, PRIMARY_COLOR } from './theme/primaryColor.js'
