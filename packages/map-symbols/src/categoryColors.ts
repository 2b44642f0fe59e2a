import type { HexColor } from './hexColor.js'
import { PRIMARY_COLOR } from './primaryColor.js'

/**
 * Colours keyed by the `colorName` / `backgroundColorName` the seed gives categories and tags:
 * the kebab-case main category (`craft-produce`) and its `-light` background variant
 * (the base colour mixed 15 % into white). `highlight` is the colour name of the
 * recommendation tags (group 6001).
 *
 * @example
 * pin.style.background = CATEGORY_COLORS['eating-light']
 */
export const CATEGORY_COLORS = {
  activities: '#00897B',
  'activities-light': '#D9EDEB',
  'craft-produce': '#8D6E63',
  'craft-produce-light': '#EEE9E8',
  'drinking-nightlife': '#5E35B1',
  'drinking-nightlife-light': '#E7E1F3',
  eating: '#E4572E',
  'eating-light': '#FBE6E0',
  'education-science': '#0277BD',
  'education-science-light': '#D9EBF5',
  'entertainment-culture': '#C2185B',
  'entertainment-culture-light': '#F6DCE6',
  event: '#00ACC1',
  'event-light': '#D9F3F6',
  exhibition: '#F2B705',
  'exhibition-light': '#FDF4DA',
  experience: '#43A047',
  'experience-light': '#E3F1E3',
  highway: '#757575',
  'highway-light': '#EAEAEA',
  'history-politics': '#6D4C41',
  'history-politics-light': '#E9E4E3',
  information: '#1565C0',
  'information-light': '#DCE8F6',
  'nature-landscape': '#2E8B57',
  'nature-landscape-light': '#E0EEE6',
  place: '#78909C',
  'place-light': '#EBEEF0',
  religion: '#9E9D24',
  'religion-light': '#F0F0DE',
  service: '#546E7A',
  'service-light': '#E5E9EB',
  shopping: '#D81B60',
  'shopping-light': '#F9DDE7',
  sights: '#8E44AD',
  'sights-light': '#EEE3F3',
  sleeping: '#3D5A80',
  'sleeping-light': '#E2E6EC',
  transport: '#1E88E5',
  'transport-light': '#DDEDFB',
  highlight: '#F2B705',
  'highlight-light': '#FDF4DA',
} as const satisfies Record<string, HexColor>

export type CategoryColorName = keyof typeof CATEGORY_COLORS

const isCategoryColorName = (name: string): name is CategoryColorName => Object.hasOwn(CATEGORY_COLORS, name)

/**
 * Hex colour for a seed colour name. Unknown or missing names get the primary colour, so a
 * category added on the server still draws instead of breaking the map.
 *
 * @example
 * categoryColor(category.colorName) // '#E4572E' for 'eating'
 * categoryColor('unknown') // '#7B48FF'
 */
export function categoryColor(name: string | null | undefined): HexColor {
  return name && isCategoryColorName(name) ? CATEGORY_COLORS[name] : PRIMARY_COLOR
}
