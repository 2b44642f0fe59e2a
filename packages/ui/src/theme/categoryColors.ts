// The category colours live in @quo/map-symbols (framework-free, so the API draws with them).
export { CATEGORY_COLORS, type CategoryColorName, categoryColor } from '@quo/map-symbols'
