import type { FragenQuestion } from './fragenQuestion.js'

// The held-out part of the Fragen question table (fragen.test.ts): written before the chat's
// query understanding was tuned, and never used to tune it. Its accuracy is the honest one.
// Expected answers are real OpenStreetMap places of the demo (nanoIds starting with "osm"), never
// the generated demo names. The clock stands at FRAGEN_NOW (Wednesday 10:30 in Vaduz).

export const HELD_OUT_QUESTIONS: FragenQuestion[] = [
  { host: 'vaduz', question: 'Wo ist die nächste Apotheke?', top: ['Schloss Apotheke'] },
  {
    host: 'vaduz',
    question: 'Ich suche ein Hotel',
    top: ['Residence', 'Real', 'Park-Hotel Sonnenhof', 'Schlössle', 'Falknis', 'Landhaus am Giessen'],
  },
  {
    host: 'vaduz',
    question: 'Wo kann ich Geld abheben?',
    top: ['Postbank', 'Liechtensteinische Landesbank'],
  },
  { host: 'vaduz', question: 'Gibt es hier eine Bibliothek?', top: ['Landesbibliothek'] },
  {
    host: 'vaduz',
    question: 'Kirchen in Vaduz',
    top: ['Sankt Florin', 'Sankt Josefskirchlein', 'Evangelische Kirche'],
  },
  { host: 'vaduz', question: 'Wo ist das Spital?', top: ['Liechtensteinisches Landesspital'] },
  { host: 'vaduz', question: 'Thailändisch essen', top: ['Thai'] },
  {
    host: 'vaduz',
    question: 'Welches Museum hat heute Abend offen?',
    top: ['Liechtensteinisches Landesmuseum Vaduz'],
    absent: ['Kunstmuseum Liechtenstein'],
  },
  {
    host: 'vaduz',
    question: 'Parkplatz in der Nähe',
    top: ['Marktplatz', 'Städtle', 'Herrengasse', 'Schlosswald'],
  },
  {
    host: 'liechtenstein',
    question: 'Apotheken in Schaan',
    top: ['Apotheke am Postplatz', 'TopPharm Apotheke'],
  },
  { host: 'liechtenstein', question: 'Kino in Schaan', top: ['TAKino'] },
  { host: 'liechtenstein', question: 'Supermarkt in Schaan am Sonntag', top: ['Denner Schaan'] },
  {
    host: 'liechtenstein',
    question: 'Restaurant mit Pizza in Schaan',
    top: ['Pizzeria Toscana', 'UNIKUM', 'Pizzeria Amici'],
  },
  { host: 'malbun', question: 'Wo kann ich in Malbun übernachten?', top: ['Hotel Turna Malbun'] },
  { host: 'malbun', question: 'Berghütten', top: ['Guschg', 'Pfälzer Hütte'] },
]
