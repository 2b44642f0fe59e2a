import type { MainCategory } from '@quo/contract'
import type { CatalogCategory } from './types.js'

/** A sub-category: English key, German name, icon and an optional zOrder that overrides the main one. */
type Sub = [subCategory: string, subDe: string, icon: string, zOrder?: number]

interface Main {
  mainCategory: MainCategory
  mainDe: string
  /** Default stacking order of the main category's pins (0–10, higher draws above). */
  zOrder: number
  subs: Sub[]
}

const MAINS: Main[] = [
  {
    mainCategory: 'Activities',
    mainDe: 'Aktivitäten',
    zOrder: 5,
    subs: [
      ['Playground', 'Spielplatz', 'playground'],
      ['Swimming', 'Schwimmbad', 'swim'],
      ['Skiing', 'Skigebiet', 'ski'],
      ['Climbing', 'Klettern', 'mountain'],
      ['Fitness Trail', 'Vita-Parcours', 'hiker'],
    ],
  },
  {
    mainCategory: 'Craft & Produce',
    mainDe: 'Handwerk & Produkte',
    zOrder: 4,
    subs: [
      ['Winery', 'Weinkellerei', 'wine'],
      ['Farm Shop', 'Hofladen', 'cart'],
      ['Workshop', 'Werkstatt', 'wrench'],
    ],
  },
  {
    mainCategory: 'Drinking & Nightlife',
    mainDe: 'Trinken & Ausgehen',
    zOrder: 5,
    subs: [
      ['Bar', 'Bar', 'wine'],
      ['Pub', 'Beiz', 'beer'],
      ['Club', 'Club', 'music'],
    ],
  },
  {
    mainCategory: 'Eating',
    mainDe: 'Essen',
    zOrder: 6,
    subs: [
      ['Restaurant', 'Restaurant', 'fork-knife'],
      ['Café', 'Café', 'cup'],
      ['Pizzeria', 'Pizzeria', 'fork-knife'],
      ['Bakery', 'Bäckerei', 'bread'],
      ['Fast Food', 'Imbiss', 'fork-knife'],
    ],
  },
  {
    mainCategory: 'Education & Science',
    mainDe: 'Bildung & Wissenschaft',
    zOrder: 4,
    subs: [
      ['School', 'Schule', 'school'],
      ['Library', 'Bibliothek', 'book'],
      ['University', 'Hochschule', 'school'],
    ],
  },
  {
    mainCategory: 'Entertainment & Culture',
    mainDe: 'Kultur & Unterhaltung',
    zOrder: 6,
    subs: [
      ['Theatre', 'Theater', 'theater'],
      ['Cinema', 'Kino', 'ticket'],
      ['Concert Hall', 'Konzertsaal', 'music'],
      ['Gallery', 'Galerie', 'palette'],
    ],
  },
  {
    mainCategory: 'Event',
    mainDe: 'Veranstaltungen',
    zOrder: 8,
    subs: [
      ['Festival', 'Fest', 'calendar'],
      ['Concert', 'Konzert', 'music'],
      ['Market', 'Markt', 'cart'],
      ['Funken', 'Funken', 'fire'],
    ],
  },
  {
    mainCategory: 'Exhibition',
    mainDe: 'Ausstellung',
    zOrder: 9,
    subs: [
      ['Exhibitor', 'Aussteller', 'star'],
      ['Hall', 'Halle', 'building', 7],
      ['Stage', 'Bühne', 'music'],
    ],
  },
  {
    mainCategory: 'Experience',
    mainDe: 'Erlebnisse',
    zOrder: 6,
    subs: [
      ['Guided Tour', 'Führung', 'flag'],
      ['Tasting', 'Degustation', 'wine'],
      ['Wellness', 'Wellness', 'water-drop'],
    ],
  },
  {
    mainCategory: 'Highway',
    mainDe: 'Wege & Strassen',
    zOrder: 1,
    subs: [
      ['Street', 'Strasse', 'road', 0],
      ['Footpath', 'Fussweg', 'hiker'],
      ['Hiking Trail', 'Wanderweg', 'hiker'],
      ['Bike Route', 'Veloroute', 'bike'],
      ['Ski Slope', 'Skipiste', 'ski'],
    ],
  },
  {
    mainCategory: 'History & Politics',
    mainDe: 'Geschichte & Politik',
    zOrder: 7,
    subs: [
      ['Monument', 'Denkmal', 'flag'],
      ['Government', 'Regierungsgebäude', 'building'],
      ['Archaeological Site', 'Fundstätte', 'castle'],
    ],
  },
  {
    mainCategory: 'Information',
    mainDe: 'Information',
    zOrder: 5,
    subs: [
      ['Tourist Information', 'Tourismusbüro', 'info'],
      ['Notice Board', 'Infotafel', 'info'],
    ],
  },
  {
    mainCategory: 'Nature & Landscape',
    mainDe: 'Natur & Landschaft',
    zOrder: 5,
    subs: [
      ['Viewpoint', 'Aussichtspunkt', 'binoculars', 6],
      ['Summit', 'Gipfel', 'mountain'],
      ['Lake', 'See', 'water-drop'],
      ['Park', 'Park', 'tree'],
      ['Nature Reserve', 'Naturschutzgebiet', 'flower', 4],
    ],
  },
  {
    mainCategory: 'Place',
    mainDe: 'Orte',
    zOrder: 3,
    subs: [
      ['Square', 'Platz', 'flag'],
      ['Rest Area', 'Rastplatz', 'bench'],
      ['Fire Pit', 'Feuerstelle', 'fire'],
    ],
  },
  {
    mainCategory: 'Religion',
    mainDe: 'Religion',
    zOrder: 5,
    subs: [
      ['Church', 'Kirche', 'church'],
      ['Chapel', 'Kapelle', 'church'],
      ['Wayside Cross', 'Wegkreuz', 'cross', 3],
    ],
  },
  {
    mainCategory: 'Service',
    mainDe: 'Dienstleistungen',
    zOrder: 4,
    subs: [
      ['Pharmacy', 'Apotheke', 'pharmacy'],
      ['Doctor', 'Arztpraxis', 'medical-cross'],
      ['Bank', 'Bank', 'bank'],
      ['Post Office', 'Postfiliale', 'mail'],
      ['Town Hall', 'Gemeindeverwaltung', 'building'],
      ['Recycling', 'Wertstoffsammelstelle', 'bin', 2],
    ],
  },
  {
    mainCategory: 'Shopping',
    mainDe: 'Einkaufen',
    zOrder: 4,
    subs: [
      ['Supermarket', 'Lebensmittelgeschäft', 'cart'],
      ['Boutique', 'Boutique', 'shopping-bag'],
      ['Souvenirs', 'Souvenirs', 'gift'],
      ['Bookshop', 'Buchhandlung', 'book'],
    ],
  },
  {
    mainCategory: 'Sights',
    mainDe: 'Sehenswürdigkeiten',
    zOrder: 8,
    subs: [
      ['Castle', 'Schloss', 'castle', 9],
      ['Museum', 'Museum', 'museum'],
      ['Ruin', 'Burgruine', 'castle'],
      ['Landmark', 'Wahrzeichen', 'star'],
    ],
  },
  {
    mainCategory: 'Sleeping',
    mainDe: 'Übernachten',
    zOrder: 5,
    subs: [
      ['Hotel', 'Hotel', 'bed'],
      ['Guesthouse', 'Pension', 'bed'],
      ['Holiday Apartment', 'Ferienwohnung', 'house'],
      ['Camping', 'Campingplatz', 'tent'],
      ['Mountain Hut', 'Berghütte', 'house'],
    ],
  },
  {
    mainCategory: 'Transport',
    mainDe: 'Verkehr',
    zOrder: 3,
    subs: [
      ['Bus Stop', 'Bushaltestelle', 'bus'],
      ['Train Station', 'Bahnhof', 'train', 4],
      ['Parking', 'Parkplatz', 'parking'],
      ['Cable Car', 'Bergbahn', 'cable-car', 4],
      ['Bike Rental', 'Veloverleih', 'bike'],
      ['Charging Station', 'Ladestation', 'charging', 2],
    ],
  },
]

/** Theme colour name of a main category: kebab-case of its key, e.g. `craft-produce`. */
const colorOf = (main: MainCategory): string =>
  main
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '')

export const CATEGORY_CATALOG: CatalogCategory[] = MAINS.flatMap(({ mainCategory, mainDe, zOrder, subs }) =>
  subs.map(([subCategory, subDe, icon, subZOrder]) => ({
    mainCategory,
    subCategory,
    mainDe,
    subDe,
    zOrder: subZOrder ?? zOrder,
    icon,
    colorName: colorOf(mainCategory),
    backgroundColorName: `${colorOf(mainCategory)}-light`,
  })),
)
