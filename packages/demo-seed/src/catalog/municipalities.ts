import type { CatalogMunicipality } from './types.js'

/**
 * Village and town centres of Liechtenstein and its neighbours (WGS84). Radii keep random points on land and
 * inside the built-up area; villages near the Rhine use at most 600 m and stay clear of the river bed.
 */
export const MUNICIPALITIES: CatalogMunicipality[] = [
  // Städtle and Rathausplatz
  {
    name: 'Vaduz',
    countryIso2: 'LI',
    state: 'Liechtenstein',
    postcode: '9490',
    lon: 9.52153,
    lat: 47.13945,
    radiusMeters: 700,
  },
  // Lindenplatz
  {
    name: 'Schaan',
    countryIso2: 'LI',
    state: 'Liechtenstein',
    postcode: '9494',
    lon: 9.50875,
    lat: 47.16507,
    radiusMeters: 700,
  },
  // village centre below St. Gallus
  {
    name: 'Triesen',
    countryIso2: 'LI',
    state: 'Liechtenstein',
    postcode: '9495',
    lon: 9.52823,
    lat: 47.10763,
    radiusMeters: 600,
  },
  // village centre; the Rhine is about 1.3 km west
  {
    name: 'Balzers',
    countryIso2: 'LI',
    state: 'Liechtenstein',
    postcode: '9496',
    lon: 9.50237,
    lat: 47.06644,
    radiusMeters: 600,
  },
  // church and Walser museum, on the slope
  {
    name: 'Triesenberg',
    countryIso2: 'LI',
    state: 'Liechtenstein',
    postcode: '9497',
    lon: 9.54203,
    lat: 47.11816,
    radiusMeters: 450,
  },
  // small mountain village
  {
    name: 'Planken',
    countryIso2: 'LI',
    state: 'Liechtenstein',
    postcode: '9498',
    lon: 9.54445,
    lat: 47.18542,
    radiusMeters: 300,
  },
  // village centre
  {
    name: 'Eschen',
    countryIso2: 'LI',
    state: 'Liechtenstein',
    postcode: '9492',
    lon: 9.52272,
    lat: 47.21104,
    radiusMeters: 600,
  },
  // village centre
  {
    name: 'Mauren',
    countryIso2: 'LI',
    state: 'Liechtenstein',
    postcode: '9493',
    lon: 9.54423,
    lat: 47.21805,
    radiusMeters: 550,
  },
  // village centre; Bendern and the Rhine lie to the west
  {
    name: 'Gamprin',
    countryIso2: 'LI',
    state: 'Liechtenstein',
    postcode: '9487',
    lon: 9.50905,
    lat: 47.22032,
    radiusMeters: 400,
  },
  // village centre; the Rhine is about 1.5 km west
  {
    name: 'Ruggell',
    countryIso2: 'LI',
    state: 'Liechtenstein',
    postcode: '9491',
    lon: 9.53006,
    lat: 47.24335,
    radiusMeters: 500,
  },
  // village on the Eschnerberg
  {
    name: 'Schellenberg',
    countryIso2: 'LI',
    state: 'Liechtenstein',
    postcode: '9488',
    lon: 9.54702,
    lat: 47.23071,
    radiusMeters: 400,
  },
  // ski resort village of Triesenberg
  {
    name: 'Malbun',
    countryIso2: 'LI',
    state: 'Liechtenstein',
    postcode: '9497',
    lon: 9.60974,
    lat: 47.10187,
    radiusMeters: 400,
  },
  // hamlet of Triesenberg in the Saminatal
  {
    name: 'Steg',
    countryIso2: 'LI',
    state: 'Liechtenstein',
    postcode: '9497',
    lon: 9.57418,
    lat: 47.11337,
    radiusMeters: 300,
  },
  // town centre; the Rhine is about 1.3 km east
  {
    name: 'Buchs SG',
    countryIso2: 'CH',
    state: 'Sankt Gallen',
    postcode: '9470',
    lon: 9.47454,
    lat: 47.16653,
    radiusMeters: 500,
  },
  // village centre; the Rhine is about 1.2 km east
  {
    name: 'Sevelen',
    countryIso2: 'CH',
    state: 'Sankt Gallen',
    postcode: '9475',
    lon: 9.48643,
    lat: 47.12137,
    radiusMeters: 450,
  },
  // Azmoos, seat of the municipality; the Rhine is about 1 km east
  {
    name: 'Wartau',
    countryIso2: 'CH',
    state: 'Sankt Gallen',
    postcode: '9478',
    lon: 9.47568,
    lat: 47.08111,
    radiusMeters: 400,
  },
  // old town below the castle
  {
    name: 'Sargans',
    countryIso2: 'CH',
    state: 'Sankt Gallen',
    postcode: '7320',
    lon: 9.44306,
    lat: 47.04836,
    radiusMeters: 500,
  },
  // village centre
  {
    name: 'Grabs',
    countryIso2: 'CH',
    state: 'Sankt Gallen',
    postcode: '9472',
    lon: 9.44328,
    lat: 47.18146,
    radiusMeters: 500,
  },
  // village centre
  {
    name: 'Gams',
    countryIso2: 'CH',
    state: 'Sankt Gallen',
    postcode: '9473',
    lon: 9.44175,
    lat: 47.20428,
    radiusMeters: 450,
  },
  // village at the foot of the hills; the Rhine is about 1 km east
  {
    name: 'Sennwald',
    countryIso2: 'CH',
    state: 'Sankt Gallen',
    postcode: '9466',
    lon: 9.50152,
    lat: 47.26051,
    radiusMeters: 350,
  },
  // spa town centre; the Rhine is about 1 km east
  {
    name: 'Bad Ragaz',
    countryIso2: 'CH',
    state: 'Sankt Gallen',
    postcode: '7310',
    lon: 9.50251,
    lat: 47.00312,
    radiusMeters: 450,
  },
  // village square
  {
    name: 'Mels',
    countryIso2: 'CH',
    state: 'Sankt Gallen',
    postcode: '8887',
    lon: 9.41902,
    lat: 47.04641,
    radiusMeters: 500,
  },
  // small town; the Rhine is about 1.5 km west
  {
    name: 'Maienfeld',
    countryIso2: 'CH',
    state: 'Graubünden',
    postcode: '7304',
    lon: 9.53037,
    lat: 47.00925,
    radiusMeters: 400,
  },
  // old town south of the Ill
  {
    name: 'Feldkirch',
    countryIso2: 'AT',
    state: 'Vorarlberg',
    postcode: '6800',
    lon: 9.59855,
    lat: 47.23721,
    radiusMeters: 500,
  },
  // village centre
  {
    name: 'Frastanz',
    countryIso2: 'AT',
    state: 'Vorarlberg',
    postcode: '6820',
    lon: 9.63086,
    lat: 47.21777,
    radiusMeters: 400,
  },
  // village centre
  {
    name: 'Nenzing',
    countryIso2: 'AT',
    state: 'Vorarlberg',
    postcode: '6710',
    lon: 9.70251,
    lat: 47.18421,
    radiusMeters: 450,
  },
  // market town below the Liebfrauenberg
  {
    name: 'Rankweil',
    countryIso2: 'AT',
    state: 'Vorarlberg',
    postcode: '6830',
    lon: 9.64351,
    lat: 47.27126,
    radiusMeters: 550,
  },
  // old town
  {
    name: 'Bludenz',
    countryIso2: 'AT',
    state: 'Vorarlberg',
    postcode: '6700',
    lon: 9.82235,
    lat: 47.15462,
    radiusMeters: 550,
  },
  // village centre
  {
    name: 'Götzis',
    countryIso2: 'AT',
    state: 'Vorarlberg',
    postcode: '6840',
    lon: 9.64306,
    lat: 47.33422,
    radiusMeters: 500,
  },
]
