// Data, not UI text: German words a visitor uses for what they look for and for whom, mapped to
// the categories (by their English keys, `mainCategory` or `subCategory`) and tags (`key=value`)
// of the data. Words are stemmed when the chat's vocabulary is built, so one form of a word is
// enough ("Apotheke" finds "Apotheken"); irregular plurals are listed ("Museen"). The answer's
// German labels for these concepts live in messages.ts (chat.concepts), by the same ids.

export interface ConceptWords {
  id: string
  /** Space-separated German words, any form. */
  words: string
  categories: readonly string[]
  tags?: readonly string[]
}

export const WHAT: readonly ConceptWords[] = [
  {
    id: 'eat',
    words:
      'essen restaurant restaurants abendessen mittagessen znacht zmittag zmorge fruhstuck speisen gasthaus gasthof beiz wirtschaft lokal hunger',
    categories: ['Eating', 'Pub'],
  },
  { id: 'cafe', words: 'kaffee cafe kafi kuchen', categories: ['Café'], tags: ['drink=coffee'] },
  { id: 'bakery', words: 'backerei beck bäcker brot gipfeli', categories: ['Bakery'] },
  { id: 'pizza', words: 'pizza pizzeria', categories: ['Pizzeria'], tags: ['cuisine=pizza'] },
  { id: 'bar', words: 'bar bars ausgehen bier drink apero', categories: ['Drinking & Nightlife'] },
  { id: 'pharmacy', words: 'apotheke apotheken medikamente drogerie', categories: ['Pharmacy'] },
  {
    id: 'doctor',
    words: 'arzt arzte arztin arztpraxis doktor praxis spital krankenhaus notfall',
    categories: ['Doctor'],
  },
  { id: 'bank', words: 'bank banken geldautomat bankomat geld abheben', categories: ['Bank'] },
  { id: 'post', words: 'post postfiliale postamt briefmarken paket', categories: ['Post Office'] },
  {
    id: 'playground',
    words: 'spielplatz spielplatze spielen schaukel rutschbahn',
    categories: ['Playground'],
  },
  { id: 'museum', words: 'museum museen ausstellung', categories: ['Museum'] },
  {
    id: 'parking',
    words: 'parkplatz parkplatze parkhaus parkieren parken tiefgarage',
    categories: ['Parking'],
  },
  { id: 'toilet', words: 'toilette toiletten wc klo', categories: [], tags: ['toilets=yes'] },
  { id: 'bus', words: 'bus busse bushaltestelle haltestelle postauto', categories: ['Bus Stop'] },
  { id: 'train', words: 'zug bahn bahnhof', categories: ['Train Station'] },
  { id: 'charging', words: 'ladestation elektroauto', categories: ['Charging Station'] },
  {
    id: 'sleep',
    words: 'hotel hotels ubernachten ubernachtung schlafen unterkunft zimmer pension',
    categories: ['Sleeping'],
  },
  { id: 'hut', words: 'berghutte hutte hutten alphutte', categories: ['Mountain Hut'] },
  { id: 'camping', words: 'camping zelten campingplatz wohnmobil', categories: ['Camping'] },
  {
    id: 'shop',
    words: 'einkaufen lebensmittel supermarkt laden dorfladen shopping',
    categories: ['Supermarket'],
  },
  { id: 'hike', words: 'wandern wanderung wanderweg spazieren spaziergang', categories: ['Hiking Trail'] },
  { id: 'lift', words: 'skilift lift sessellift seilbahn bergbahn gondel', categories: ['Cable Car'] },
  { id: 'ski', words: 'ski skifahren skigebiet piste skipiste', categories: ['Skiing', 'Ski Slope'] },
  { id: 'swim', words: 'schwimmen baden schwimmbad hallenbad freibad', categories: ['Swimming'] },
  { id: 'bike', words: 'velo fahrrad velos mieten veloverleih bike', categories: ['Bike Rental'] },
  { id: 'church', words: 'kirche kirchen kapelle gottesdienst', categories: ['Church', 'Chapel'] },
  {
    id: 'view',
    words: 'aussicht aussichtspunkt panorama',
    categories: ['Viewpoint'],
    tags: ['topChoice=view'],
  },
  {
    id: 'info',
    words: 'information tourismus tourismusburo touristeninformation',
    categories: ['Tourist Information'],
  },
]

/** For whom a place should suit: a boost, not a filter (a museum for children is a museum). */
export const FOR_WHOM: readonly ConceptWords[] = [
  {
    id: 'children',
    words: 'kinder kind kindern familie familien kinderfreundlich familienfreundlich kinderwagen',
    categories: ['Playground'],
    tags: ['topChoice=family', 'eatingAmenities=highChair', 'eatingAmenities=playCorner', 'stroller=yes'],
  },
  {
    id: 'wheelchair',
    words: 'rollstuhl rollstuhlgerecht rollstuhlgerechtes rollstuhlgangig barrierefrei rollator',
    categories: [],
    tags: ['wheelchair=yes', 'wheelchair=limited'],
  },
]
