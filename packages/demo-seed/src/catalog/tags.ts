import type { MainCategory } from '@quo/contract'
import type { CatalogTag } from './types.js'

/*
 * Tag groups:
 *   1001   cuisine (filterable)
 *   1003   amenities and accessibility (filterable)
 *   1004   drinks on offer
 *   2001   exhibitor offers at a fair
 *   2002   fair contests
 *   2003   markets
 *   4001   parking
 *   4002   ways: surface and suitability
 *   6001   highlights and recommendations (filterable)
 *   11     general properties of a place
 *   100001 topics; the per-branch topic tags (`<branch tag key>` = topic) are added by the generator
 */

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
const HOSTS: MainCategory[] = [...FOOD, 'Sleeping']

type Row = [
  tagKey: string,
  tagValue: string,
  tagGroup: number,
  keyDe: string,
  valueDe: string,
  icon: string | null,
  appliesTo: MainCategory[],
  colorName?: string,
]

const ROWS: Row[] = [
  // 1001 cuisine
  ['cuisine', 'swiss', 1001, 'Küche', 'Schweizerisch', 'fork-knife', FOOD],
  ['cuisine', 'regional', 1001, 'Küche', 'Regional', 'fork-knife', [...FOOD, 'Sleeping']],
  ['cuisine', 'italian', 1001, 'Küche', 'Italienisch', 'fork-knife', ['Eating']],
  ['cuisine', 'pizza', 1001, 'Küche', 'Pizza', 'fork-knife', ['Eating']],
  ['cuisine', 'asian', 1001, 'Küche', 'Asiatisch', 'fork-knife', ['Eating']],
  ['cuisine', 'thai', 1001, 'Küche', 'Thailändisch', 'fork-knife', ['Eating']],
  ['cuisine', 'indian', 1001, 'Küche', 'Indisch', 'fork-knife', ['Eating']],
  ['cuisine', 'mediterranean', 1001, 'Küche', 'Mediterran', 'fork-knife', ['Eating']],
  ['cuisine', 'burger', 1001, 'Küche', 'Burger', 'fork-knife', FOOD],
  ['cuisine', 'vegetarian', 1001, 'Küche', 'Vegetarisch', 'leaf', FOOD],
  ['cuisine', 'vegan', 1001, 'Küche', 'Vegan', 'leaf', FOOD],
  ['cuisine', 'cake', 1001, 'Küche', 'Kuchen & Torten', 'cup', ['Eating']],

  // 1003 amenities and accessibility
  [
    'wheelchair',
    'yes',
    1003,
    'Rollstuhlgerecht',
    'Ja',
    'wheelchair',
    [...FOOD, ...VISIT, ...SHOP, 'Service', 'Sleeping', 'Transport', 'Education & Science'],
  ],
  [
    'wheelchair',
    'limited',
    1003,
    'Rollstuhlgerecht',
    'Teilweise',
    'wheelchair',
    [...FOOD, ...VISIT, ...SHOP, 'Service', 'Sleeping', 'Place'],
  ],
  ['wheelchair', 'no', 1003, 'Rollstuhlgerecht', 'Nein', 'wheelchair', [...VISIT, ...OUT, 'Sleeping']],
  ['takeout', 'yes', 1003, 'Take-away', 'Ja', 'shopping-bag', FOOD],
  ['delivery', 'yes', 1003, 'Hauslieferdienst', 'Ja', 'car', [...FOOD, ...SHOP, 'Service']],
  ['drinkingWater', 'yes', 1003, 'Trinkwasser', 'Brunnen vorhanden', 'water-drop', [...OUT, 'Religion']],
  ['webshop', 'yes', 1003, 'Onlineshop', 'Ja', 'globe', [...SHOP, 'Service']],
  ['eatingAmenities', 'terrace', 1003, 'Ausstattung', 'Terrasse', 'fork-knife', HOSTS],
  ['eatingAmenities', 'garden', 1003, 'Ausstattung', 'Gartenwirtschaft', 'tree', FOOD],
  ['eatingAmenities', 'highChair', 1003, 'Ausstattung', 'Kinderstuhl', 'fork-knife', ['Eating']],
  ['eatingAmenities', 'playCorner', 1003, 'Ausstattung', 'Spielecke', 'playground', ['Eating']],
  ['eatingAmenities', 'functionRoom', 1003, 'Ausstattung', 'Säli für Gesellschaften', 'building', HOSTS],
  ['wifi', 'free', 1003, 'WLAN', 'Gratis', 'globe', [...HOSTS, 'Information']],
  ['dogs', 'yes', 1003, 'Hunde', 'Willkommen', null, [...HOSTS, ...OUT]],
  ['toilets', 'yes', 1003, 'WC', 'Vorhanden', 'info', [...OUT, 'Transport', 'Event']],

  // 1004 drinks
  ['drink', 'wine', 1004, 'Getränke', 'Wein', 'wine', [...FOOD, 'Craft & Produce', 'Experience']],
  ['drink', 'beer', 1004, 'Getränke', 'Bier', 'beer', FOOD],
  ['drink', 'cocktails', 1004, 'Getränke', 'Cocktails', 'wine', ['Drinking & Nightlife']],
  ['drink', 'coffee', 1004, 'Getränke', 'Kaffee', 'cup', FOOD],
  ['drink', 'localWine', 1004, 'Getränke', 'Wein aus der Region', 'wine', [...FOOD, 'Craft & Produce']],

  // 2001 exhibitor offers
  ['exhibition', 'new', 2001, 'Ausstellung', 'Neuheit', 'star', ['Exhibition']],
  ['exhibition', 'tasting', 2001, 'Ausstellung', 'Degustation', 'wine', ['Exhibition']],
  ['exhibition', 'demo', 2001, 'Ausstellung', 'Vorführung', 'camera', ['Exhibition']],
  ['exhibition', 'fairOffer', 2001, 'Ausstellung', 'Messeangebot', 'euro', ['Exhibition']],

  // 2002 fair contests
  ['exhibition', 'competition', 2002, 'Ausstellung', 'Wettbewerb', 'ticket', ['Exhibition']],
  ['exhibition', 'prizeDraw', 2002, 'Ausstellung', 'Verlosung', 'gift', ['Exhibition']],

  // 2003 markets
  ['fleaMarket', 'yes', 2003, 'Flohmarkt', 'Ja', 'cart', ['Event', 'Place']],
  ['market', 'farmers', 2003, 'Markt', 'Bauernmarkt', 'cart', ['Event', 'Craft & Produce']],
  ['market', 'christmas', 2003, 'Markt', 'Weihnachtsmarkt', 'gift', ['Event']],

  // 4001 parking
  ['parking', 'parking disk', 4001, 'Parkieren', 'Parkscheibe', 'parking', ['Transport']],
  ['parking', 'parking garage', 4001, 'Parkieren', 'Parkhaus', 'parking', ['Transport']],
  ['parking', 'surface', 4001, 'Parkieren', 'Parkplatz im Freien', 'parking', ['Transport']],
  ['parking', 'underground', 4001, 'Parkieren', 'Tiefgarage', 'parking', ['Transport']],
  ['parkingFee', 'yes', 4001, 'Parkgebühr', 'Gebührenpflichtig', 'euro', ['Transport']],
  ['parkingFee', 'no', 4001, 'Parkgebühr', 'Gratis', 'euro', ['Transport']],

  // 4002 ways
  ['surface', 'asphalt', 4002, 'Belag', 'Asphalt', 'road', ['Highway']],
  ['surface', 'gravel', 4002, 'Belag', 'Kies', 'road', ['Highway']],
  ['surface', 'ground', 4002, 'Belag', 'Naturweg', 'road', ['Highway']],
  ['stroller', 'yes', 4002, 'Kinderwagen', 'Geeignet', 'hiker', ['Highway', 'Nature & Landscape']],

  // 6001 highlights
  [
    'topChoice',
    'yes',
    6001,
    'Empfehlung',
    'Unser Tipp',
    'star',
    [...FOOD, ...VISIT, ...OUT, 'Sleeping'],
    'highlight',
  ],
  [
    'topChoice',
    'insider',
    6001,
    'Empfehlung',
    'Geheimtipp',
    'star',
    [...FOOD, ...OUT, 'Shopping'],
    'highlight',
  ],
  ['topChoice', 'family', 6001, 'Empfehlung', 'Familientipp', 'playground', [...VISIT, ...OUT], 'highlight'],
  [
    'topChoice',
    'rainyDay',
    6001,
    'Empfehlung',
    'Auch bei Regen',
    'info',
    [...VISIT, 'Activities'],
    'highlight',
  ],
  ['topChoice', 'view', 6001, 'Empfehlung', 'Schöne Aussicht', 'binoculars', [...FOOD, ...OUT], 'highlight'],
  [
    'topChoice',
    'new',
    6001,
    'Empfehlung',
    'Neu eröffnet',
    'star',
    [...FOOD, ...SHOP, 'Sleeping'],
    'highlight',
  ],

  // 11 general properties
  ['inPlace', 'indoor', 11, 'Lage', 'Drinnen', 'building', [...VISIT, 'Activities', 'Event']],
  ['inPlace', 'outdoor', 11, 'Lage', 'Draussen', 'tree', [...OUT, 'Event']],
  ['no visits', 'yes', 11, 'Besichtigung', 'Nicht möglich', 'info', ['History & Politics', 'Religion']],
  [
    'garden:type',
    'community',
    11,
    'Gartentyp',
    'Gemeinschaftsgarten',
    'flower',
    ['Place', 'Nature & Landscape'],
  ],
  ['garden:type', 'botanical', 11, 'Gartentyp', 'Botanischer Garten', 'flower', ['Nature & Landscape']],
  [
    'garden:type',
    'herb',
    11,
    'Gartentyp',
    'Kräutergarten',
    'leaf',
    ['Nature & Landscape', 'Craft & Produce'],
  ],
  ['season', 'summer', 11, 'Saison', 'Sommer', 'mountain', ['Activities', 'Highway', 'Sleeping']],
  ['season', 'winter', 11, 'Saison', 'Winter', 'ski', ['Activities', 'Highway', 'Sleeping']],

  // 100001 topics without a branch: the two electoral regions of Liechtenstein. They depend on the
  // municipality, so the generator must not hand them out at random (appliesTo stays empty).
  ['region', 'oberland', 100001, 'Region', 'Oberland', 'mountain', []],
  ['region', 'unterland', 100001, 'Region', 'Unterland', 'tree', []],
]

export const TAG_CATALOG: CatalogTag[] = ROWS.map(
  ([tagKey, tagValue, tagGroup, keyDe, valueDe, icon, appliesTo, colorName]) => ({
    tagKey,
    tagValue,
    tagGroup,
    keyDe,
    valueDe,
    icon,
    colorName: colorName ?? null,
    backgroundColorName: colorName ? `${colorName}-light` : null,
    appliesTo,
  }),
)

/** Topics of the per-branch tags (`<branch tag key>` = topic); the first one is the fallback topic. */
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
