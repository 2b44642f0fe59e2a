import type { FragenQuestion } from './fragenQuestion.js'

// The tuning part of the Fragen question table (fragen.test.ts): the chat's query understanding
// may be tuned on these. Expected answers are real OpenStreetMap places of the demo, never the
// generated demo names. The clock stands at FRAGEN_NOW (Wednesday 10:30 in Vaduz).

const VADUZ_HOTELS = [
  'Residence',
  'Real',
  'Park-Hotel Sonnenhof',
  'Schlössle',
  'Falknis',
  'Landhaus am Giessen',
]
const VADUZ_MUSEUMS = [
  'Kunstmuseum Liechtenstein',
  'Liechtensteinisches Landesmuseum Vaduz',
  'Postmuseum',
  'Skimuseum',
]
const SCHAAN_RESTAURANTS = [
  'Restaurant Forum',
  'Central',
  'Pur',
  'Restaurant Rössle',
  'Orient Café & Restaurant',
  'Restaurant Da Dona',
  "b'eat",
  'UNIKUM',
  'Pizzeria Toscana',
  'Café Gassner',
]

export const TUNING_QUESTIONS: FragenQuestion[] = [
  {
    host: 'vaduz',
    question: 'Wo kann ich heute Abend essen?',
    top: 'any',
    absent: ['Liechtensteinisches Landesspital', 'Landhaus am Giessen'],
  },
  { host: 'vaduz', question: 'Welche Apotheke hat offen?', top: ['Schloss Apotheke'] },
  { host: 'vaduz', question: 'Museum mit Kindern', top: VADUZ_MUSEUMS, absent: ['Kita'] },
  { host: 'vaduz', question: 'Bushaltestelle Städtle', top: ['Städtle'] },
  { host: 'vaduz', question: 'Wo ist das Kunstmuseum?', top: ['Kunstmuseum Liechtenstein'] },
  { host: 'vaduz', question: 'Landesmuseum', top: ['Liechtensteinisches Landesmuseum Vaduz'] },
  { host: 'vaduz', question: 'Schloss', top: ['Schloss Vaduz'] },
  { host: 'vaduz', question: 'Wo ist das Rathaus?', top: ['Rathaus Vaduz'] },
  { host: 'vaduz', question: 'Banken', top: ['Postbank', 'Liechtensteinische Landesbank'] },
  { host: 'vaduz', question: 'Supermarkt', top: ['Coop', 'Maxi'] },
  { host: 'vaduz', question: 'Lebensmittel einkaufen', top: ['Coop', 'Maxi'] },
  { host: 'vaduz', question: 'Wo kann ich übernachten?', top: VADUZ_HOTELS },
  { host: 'vaduz', question: 'Aussichtspunkt', top: ['Himmelstreppe Gaflei', 'Wildschloss'] },
  { host: 'vaduz', question: 'Universität', top: ['Universität Liechtenstein'] },
  { host: 'vaduz', question: 'Stadion', top: ['Rheinparkstadion', 'Vaduz, Rheinpark Stadion'] },
  {
    host: 'vaduz',
    question: 'Welches Museum ist am Donnerstagabend offen?',
    top: ['Kunstmuseum Liechtenstein'],
    absent: ['Liechtensteinisches Landesmuseum Vaduz'],
  },
  { host: 'vaduz', question: 'Hat das Kunstmuseum jetzt offen?', top: ['Kunstmuseum Liechtenstein'] },
  { host: 'vaduz', question: 'Parkplatz Gaflei', top: ['Parkplatz Gaflei'] },
  { host: 'vaduz', question: 'Burgruine', top: ['Wildschloss'] },
  {
    host: 'vaduz',
    question: 'Rollstuhlgerechtes Museum',
    top: ['Kunstmuseum Liechtenstein', 'Liechtensteinisches Landesmuseum Vaduz'],
  },
  { host: 'vaduz', question: 'Tankstelle', top: ['Vaduz, Gastankstelle'] },
  { host: 'vaduz', question: 'Landtag', top: ['Landtag'] },
  { host: 'vaduz', question: 'Hallo, wie gehts?', top: [] },
  { host: 'liechtenstein', question: 'Restaurants in Schaan', top: SCHAAN_RESTAURANTS },
  { host: 'liechtenstein', question: 'Bäckerei in Schaan', top: ['Bäckerei Gassner'] },
  { host: 'liechtenstein', question: 'Museum in Schaan am Samstag', top: ['DoMuS'] },
  { host: 'liechtenstein', question: 'Spielplatz in Schaan', top: ['Abenteuerspielplatz Dräggspatz'] },
  { host: 'liechtenstein', question: 'Hallenbad in Schaan', top: ['Hallenbad Resch'] },
  {
    host: 'liechtenstein',
    question: 'Wo kann ich in Schaan ein Velo mieten?',
    top: ['Wenaweser Zweiradcenter'],
  },
  { host: 'liechtenstein', question: 'Bahnhof Schaan', top: ['Schaan-Vaduz'] },
  { host: 'liechtenstein', question: 'Toilette in Schaan', top: ['Toiletten'] },
  { host: 'liechtenstein', question: 'Buchhandlung in Schaan', top: ['GMG Buchhandlung Harlekin AG'] },
  { host: 'liechtenstein', question: 'Supermarkt in Schaan jetzt offen', top: ['Denner Schaan'] },
  {
    host: 'schaan',
    question: 'Wo kann ich Kaffee trinken?',
    top: ['La Golosa', 'Demmel Kaffee AG', 'Café Gassner', 'Orient Café & Restaurant'],
  },
  { host: 'schaan', question: 'Kirche', top: ['St. Laurentiuskirche', 'St. Peter', 'Duxkapelle'] },
  { host: 'schaan', question: 'Theater', top: ['TaK (Theater am Kirchplatz)'] },
  {
    host: 'malbun',
    question: 'Gipfel',
    top: [
      'Galinakopf',
      'Naafkopf',
      'Gorfion',
      'Schönberg',
      'Augstenberg',
      'Hinter Grauspitz',
      'Vorder Grauspitz',
    ],
  },
  { host: 'malbun', question: 'Skilift', top: ['Schneeflucht', 'Täli', 'Hocheck', 'Sareis'] },
  { host: 'malbun', question: 'Bergrestaurant', top: ['Bergrestaurant Sareis'] },
  {
    host: 'malbun',
    question: 'Naturschutzgebiet',
    top: ['Spirkenwälder Saminatal', 'Alpenmannstreu Gamperdonatal'],
  },
]
