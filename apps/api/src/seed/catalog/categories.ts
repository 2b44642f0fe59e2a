import type { MainCategory } from '@quo/contract'
import type { CatalogCategory } from './types.js'

type Row = [sub: string, subDe: string, icon: string]
const MAIN: [MainCategory, string, number, string, Row[]][] = [
  [
    'Activities',
    'Aktivitäten',
    6,
    'activities',
    [
      ['Playground', 'Spielplatz', 'playground'],
      ['Swimming', 'Schwimmen', 'swim'],
      ['Skiing', 'Skifahren', 'ski'],
      ['Climbing', 'Klettern', 'mountain'],
    ],
  ],
  [
    'Craft & Produce',
    'Handwerk & Produkte',
    4,
    'craft',
    [
      ['Winery', 'Weinkellerei', 'beer'],
      ['Farm Shop', 'Hofladen', 'cart'],
      ['Workshop', 'Werkstatt', 'wrench'],
    ],
  ],
  [
    'Drinking & Nightlife',
    'Trinken & Ausgehen',
    5,
    'drinking',
    [
      ['Bar', 'Bar', 'beer'],
      ['Pub', 'Beiz', 'beer'],
      ['Club', 'Club', 'music'],
    ],
  ],
  [
    'Eating',
    'Essen',
    6,
    'eating',
    [
      ['Restaurant', 'Restaurant', 'fork-knife'],
      ['Café', 'Café', 'cup'],
      ['Pizzeria', 'Pizzeria', 'fork-knife'],
      ['Bakery', 'Bäckerei', 'cup'],
      ['Fast Food', 'Imbiss', 'fork-knife'],
    ],
  ],
  [
    'Education & Science',
    'Bildung & Wissenschaft',
    4,
    'education',
    [
      ['School', 'Schule', 'school'],
      ['Library', 'Bibliothek', 'book'],
      ['University', 'Hochschule', 'school'],
    ],
  ],
  [
    'Entertainment & Culture',
    'Unterhaltung & Kultur',
    6,
    'culture',
    [
      ['Theatre', 'Theater', 'theater'],
      ['Cinema', 'Kino', 'ticket'],
      ['Concert Hall', 'Konzertsaal', 'music'],
    ],
  ],
  [
    'Event',
    'Veranstaltung',
    8,
    'event',
    [
      ['Festival', 'Fest', 'calendar'],
      ['Concert', 'Konzert', 'music'],
      ['Market', 'Markt', 'cart'],
      ['Funken', 'Funken', 'flag'],
    ],
  ],
  [
    'Exhibition',
    'Ausstellung',
    9,
    'exhibition',
    [
      ['Exhibitor', 'Aussteller', 'star'],
      ['Hall', 'Halle', 'building'],
      ['Stage', 'Bühne', 'music'],
    ],
  ],
  [
    'Experience',
    'Erlebnis',
    6,
    'experience',
    [
      ['Guided Tour', 'Führung', 'flag'],
      ['Tasting', 'Degustation', 'cup'],
    ],
  ],
  [
    'Highway',
    'Wege & Strassen',
    1,
    'highway',
    [
      ['Street', 'Strasse', 'road'],
      ['Footpath', 'Fussweg', 'hiker'],
      ['Hiking Trail', 'Wanderweg', 'hiker'],
      ['Ski Slope', 'Skipiste', 'ski'],
    ],
  ],
  [
    'History & Politics',
    'Geschichte & Politik',
    7,
    'history',
    [
      ['Monument', 'Denkmal', 'flag'],
      ['Government', 'Regierung', 'building'],
      ['Archaeological Site', 'Fundstätte', 'castle'],
    ],
  ],
  [
    'Information',
    'Information',
    5,
    'information',
    [
      ['Tourist Information', 'Tourismusbüro', 'info'],
      ['Notice Board', 'Anschlagbrett', 'info'],
    ],
  ],
  [
    'Nature & Landscape',
    'Natur & Landschaft',
    5,
    'nature',
    [
      ['Viewpoint', 'Aussichtspunkt', 'camera'],
      ['Summit', 'Gipfel', 'mountain'],
      ['Lake', 'See', 'water-drop'],
      ['Park', 'Park', 'tree'],
    ],
  ],
  [
    'Place',
    'Ort',
    3,
    'place',
    [
      ['Square', 'Platz', 'flag'],
      ['Rest Area', 'Rastplatz', 'tree'],
      ['Meeting Point', 'Treffpunkt', 'star'],
    ],
  ],
  [
    'Religion',
    'Religion',
    5,
    'religion',
    [
      ['Church', 'Kirche', 'church'],
      ['Chapel', 'Kapelle', 'church'],
    ],
  ],
  [
    'Service',
    'Dienstleistungen',
    4,
    'service',
    [
      ['Pharmacy', 'Apotheke', 'pharmacy'],
      ['Doctor', 'Arztpraxis', 'medical-cross'],
      ['Bank', 'Bank', 'bank'],
      ['Post Office', 'Post', 'mail'],
      ['Town Hall', 'Gemeindehaus', 'building'],
      ['Recycling', 'Wertstoffsammelstelle', 'wrench'],
    ],
  ],
  [
    'Shopping',
    'Einkaufen',
    4,
    'shopping',
    [
      ['Supermarket', 'Lebensmittel', 'cart'],
      ['Boutique', 'Boutique', 'shopping-bag'],
      ['Souvenirs', 'Souvenirs', 'gift'],
      ['Sports Shop', 'Sportgeschäft', 'shopping-bag'],
    ],
  ],
  [
    'Sights',
    'Sehenswürdigkeiten',
    8,
    'sights',
    [
      ['Castle', 'Schloss', 'castle'],
      ['Museum', 'Museum', 'museum'],
      ['Ruin', 'Burgruine', 'castle'],
    ],
  ],
  [
    'Sleeping',
    'Übernachten',
    5,
    'sleeping',
    [
      ['Hotel', 'Hotel', 'bed'],
      ['Guesthouse', 'Pension', 'bed'],
      ['Camping', 'Camping', 'tent'],
      ['Mountain Hut', 'Berghütte', 'mountain'],
    ],
  ],
  [
    'Transport',
    'Unterwegs',
    3,
    'transport',
    [
      ['Bus Stop', 'Bushaltestelle', 'bus'],
      ['Train Station', 'Bahnhof', 'train'],
      ['Parking', 'Parkplatz', 'parking'],
      ['Cable Car', 'Bergbahn', 'cable-car'],
      ['Bike Rental', 'Veloverleih', 'bike'],
      ['Charging Station', 'Ladestation', 'car'],
    ],
  ],
]

export const CATEGORY_CATALOG: CatalogCategory[] = MAIN.flatMap(
  ([mainCategory, mainDe, zOrder, color, subs]) =>
    subs.map(([subCategory, subDe, icon]) => ({
      mainCategory,
      subCategory,
      mainDe,
      subDe,
      zOrder,
      icon,
      colorName: color,
      backgroundColorName: `${color}-light`,
    })),
)
