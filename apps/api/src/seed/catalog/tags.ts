import type { MainCategory } from '@quo/contract'
import type { CatalogTag } from './types.js'

const FOOD: MainCategory[] = ['Eating', 'Drinking & Nightlife']
const VISIT: MainCategory[] = [
  'Sights',
  'Entertainment & Culture',
  'History & Politics',
  'Religion',
  'Experience',
  'Exhibition',
]
const SHOP: MainCategory[] = ['Shopping', 'Craft & Produce']
const OUT: MainCategory[] = ['Nature & Landscape', 'Activities', 'Highway', 'Place']

type Row = [
  key: string,
  value: string,
  group: number,
  keyDe: string,
  valueDe: string,
  icon: string | null,
  appliesTo: MainCategory[],
]
const ROWS: Row[] = [
  ['cuisine', 'swiss', 1001, 'Küche', 'Schweizer Küche', 'fork-knife', FOOD],
  ['cuisine', 'regional', 1001, 'Küche', 'Regional', 'fork-knife', FOOD],
  ['cuisine', 'italian', 1001, 'Küche', 'Italienisch', 'fork-knife', FOOD],
  ['cuisine', 'asian', 1001, 'Küche', 'Asiatisch', 'fork-knife', FOOD],
  ['cuisine', 'pizza', 1001, 'Küche', 'Pizza', 'fork-knife', FOOD],
  ['cuisine', 'vegetarian', 1001, 'Küche', 'Vegetarisch', 'fork-knife', FOOD],
  ['cuisine', 'vegan', 1001, 'Küche', 'Vegan', 'fork-knife', FOOD],
  ['cuisine', 'burger', 1001, 'Küche', 'Burger', 'fork-knife', FOOD],
  ['drink', 'wine', 1004, 'Getränke', 'Wein', 'beer', FOOD],
  ['drink', 'beer', 1004, 'Getränke', 'Bier', 'beer', FOOD],
  ['drink', 'cocktails', 1004, 'Getränke', 'Cocktails', 'beer', FOOD],
  ['drink', 'coffee', 1004, 'Getränke', 'Kaffee', 'cup', FOOD],
  [
    'wheelchair',
    'yes',
    1003,
    'Rollstuhlgerecht',
    'Ja',
    'wheelchair',
    [...FOOD, ...VISIT, ...SHOP, 'Service', 'Sleeping', 'Transport'],
  ],
  [
    'wheelchair',
    'limited',
    1003,
    'Rollstuhlgerecht',
    'Eingeschränkt',
    'wheelchair',
    [...FOOD, ...VISIT, ...SHOP, 'Service', 'Sleeping'],
  ],
  ['wheelchair', 'no', 1003, 'Rollstuhlgerecht', 'Nein', 'wheelchair', [...VISIT, ...OUT]],
  ['takeout', 'yes', 1003, 'Take-away', 'Zum Mitnehmen', 'shopping-bag', FOOD],
  ['delivery', 'yes', 1003, 'Lieferdienst', 'Liefert nach Hause', 'car', [...FOOD, ...SHOP]],
  ['drinkingWater', 'yes', 1003, 'Trinkwasser', 'Trinkwasserbrunnen', 'water-drop', OUT],
  ['webshop', 'yes', 1003, 'Onlineshop', 'Bestellen im Webshop', 'globe', SHOP],
  ['eatingAmenities', 'terrace', 1003, 'Ausstattung', 'Terrasse', 'fork-knife', FOOD],
  ['eatingAmenities', 'highChair', 1003, 'Ausstattung', 'Kinderstuhl', 'fork-knife', FOOD],
  ['topChoice', 'yes', 6001, 'Empfehlung', 'Unser Tipp', 'star', [...FOOD, ...VISIT, ...OUT, 'Sleeping']],
  ['topChoice', 'family', 6001, 'Empfehlung', 'Familientipp', 'star', [...VISIT, ...OUT]],
  ['exhibition', 'new', 2001, 'Ausstellung', 'Neuheit', 'star', ['Exhibition']],
  ['exhibition', 'tasting', 2001, 'Ausstellung', 'Degustation', 'cup', ['Exhibition']],
  ['exhibition', 'competition', 2002, 'Ausstellung', 'Wettbewerb', 'ticket', ['Exhibition']],
  ['fleaMarket', 'yes', 2003, 'Flohmarkt', 'Flohmarkt', 'cart', ['Event', 'Place']],
  ['parking', 'parking disk', 4001, 'Parkieren', 'Parkscheibe', 'parking', ['Transport']],
  ['parking', 'parking garage', 4001, 'Parkieren', 'Parkhaus', 'parking', ['Transport']],
  ['parking', 'surface', 4001, 'Parkieren', 'Parkplatz im Freien', 'parking', ['Transport']],
  ['parking', 'underground', 4001, 'Parkieren', 'Tiefgarage', 'parking', ['Transport']],
  ['surface', 'asphalt', 4002, 'Belag', 'Asphalt', 'road', ['Highway']],
  ['surface', 'gravel', 4002, 'Belag', 'Kies', 'road', ['Highway']],
  ['inPlace', 'indoor', 11, 'Ort', 'Drinnen', 'building', [...VISIT, 'Activities']],
  ['inPlace', 'outdoor', 11, 'Ort', 'Draussen', 'tree', [...OUT, 'Event']],
  ['no visits', 'yes', 11, 'Besuch', 'Keine Besichtigung', 'info', ['History & Politics', 'Religion']],
  [
    'garden:type',
    'community',
    11,
    'Garten',
    'Gemeinschaftsgarten',
    'flower',
    ['Place', 'Nature & Landscape'],
  ],
  ['garden:type', 'botanical', 11, 'Garten', 'Botanischer Garten', 'flower', ['Nature & Landscape']],
]

export const TAG_CATALOG: CatalogTag[] = ROWS.map(
  ([tagKey, tagValue, tagGroup, keyDe, valueDe, icon, appliesTo]) => ({
    tagKey,
    tagValue,
    tagGroup,
    keyDe,
    valueDe,
    icon,
    colorName: null,
    backgroundColorName: null,
    appliesTo,
  }),
)

/** Topics of the per-branch tags (`<branch tag key>` = topic). */
export const BRANCH_TOPICS: { value: string; de: string }[] = [
  { value: 'kulinarik', de: 'Kulinarik' },
  { value: 'transport', de: 'Transport' },
  { value: 'spielplätze', de: 'Spielplätze' },
  { value: 'funken', de: 'Funken' },
  { value: 'wege', de: 'Wege' },
  { value: 'kultur', de: 'Kultur' },
  { value: 'sport', de: 'Sport' },
  { value: 'einkaufen', de: 'Einkaufen' },
  { value: 'natur', de: 'Natur' },
  { value: 'dienstleistungen', de: 'Dienstleistungen' },
]
