import type { PlaceImportField } from '@quo/contract'

/**
 * User-facing text of the API (German, docs/product.md §1): the embedded issuer's sign-in pages
 * and what staff download. Problem details for API clients stay English (docs/api.md).
 */
export const messages = {
  /** The embedded issuer's sign-in form (identity/loginPage.ts, identity/embeddedIssuer.ts). */
  /** The open data of a branch (OGC API Features, routes/openData/ogcFeatures.ts). */
  openData: {
    title: (branch: string) => `${branch} – offene Daten`,
    description: (branch: string) =>
      `Orte, Veranstaltungen, Strassen, Gebäude und Routen der Karte ${branch} als GeoJSON (OGC API Features).`,
    collections: {
      places: {
        title: 'Orte',
        description: 'Geschäfte, Einrichtungen und Sehenswürdigkeiten mit Adresse und Öffnungszeiten',
      },
      events: { title: 'Veranstaltungen', description: 'Termine mit Beginn und Ende' },
      streets: { title: 'Strassen', description: 'Strassen mit ihrem Verlauf' },
      buildings: { title: 'Gebäude', description: 'Gebäude mit Umriss und Hausnummer' },
      routes: { title: 'Routen', description: 'Wanderwege, Loipen und andere Routen mit ihrem Verlauf' },
    },
    osmAttribution: '© OpenStreetMap-Mitwirkende',
    /** The catalogue's words for its distributions (openData/dcatCatalog.ts). */
    distribution: {
      geojson: 'Seitenweise als GeoJSON über OGC API Features, mit bbox- und datetime-Filter',
      ics: 'Alle kommenden Veranstaltungen als iCalendar-Feed zum Abonnieren',
    },
    keywords: ['Karte', 'Geodaten', 'Offene Daten'],
  },
  /** A branch's places as staff export them (openData/placeExport.ts). */
  placeExport: {
    header: {
      nanoId: 'Kennung',
      type: 'Typ',
      title: 'Titel',
      category: 'Kategorie',
      street: 'Strasse',
      housenumber: 'Hausnummer',
      postcode: 'PLZ',
      city: 'Ort',
      lat: 'Breite',
      lon: 'Länge',
      phone: 'Telefon',
      email: 'E-Mail',
      website: 'Website',
      openingHours: 'Öffnungszeiten',
      description: 'Kurzbeschreibung',
      osm: 'OpenStreetMap',
      closedSince: 'Geschlossen seit',
      updated: 'Geändert',
    },
    types: { place: 'Ort', route: 'Route', area: 'Gebiet' },
    /** The download's file name, without its extension. */
    fileName: (branch: string) => `orte-${branch}`,
  },
  /** What an import of places says about its file and each row (services/placeImport.ts). */
  placeImport: {
    file: {
      empty: 'Die Datei enthält keine Zeilen.',
      csv: (line: number) => `Die CSV-Datei lässt sich ab Zeile ${line} nicht lesen.`,
      quoteNotClosed: (line: number) =>
        `Ein Anführungszeichen wird nicht geschlossen (bis Zeile ${line} gelesen).`,
      json: 'Die Datei ist kein gültiges JSON.',
      notCollection: 'Die Datei ist keine GeoJSON-FeatureCollection.',
      duplicateColumns: 'Zwei Spalten der Kopfzeile heissen gleich.',
      tooManyRows: (max: number) => `Eine Datei darf höchstens ${max.toLocaleString('de-CH')} Zeilen haben.`,
    },
    mapping: {
      unknownColumn: (column: string) => `Die Spalte «${column}» gibt es in der Datei nicht.`,
      needs: (field: string) => `Bitte die Spalte für «${field}» wählen.`,
      fields: { externalId: 'Kennung', title: 'Titel' },
    },
    /** Names a column may have for each field besides the export's (openData/importMapping.ts). */
    aliases: {
      externalId: ['Kennung', 'Externe ID', 'ID'],
      title: ['Titel', 'Name'],
      category: ['Kategorie'],
      street: ['Strasse', 'Straße'],
      housenumber: ['Hausnummer', 'Nr'],
      postcode: ['PLZ'],
      city: ['Ort', 'Gemeinde'],
      lat: ['Breite', 'Latitude', 'Breitengrad'],
      lon: ['Länge', 'Longitude', 'Längengrad'],
      phone: ['Telefon'],
      email: ['E-Mail', 'Email'],
      website: ['Website', 'Webseite', 'URL'],
      openingHours: ['Öffnungszeiten', 'opening_hours'],
      description: ['Kurzbeschreibung', 'Beschreibung'],
    } satisfies Record<PlaceImportField, readonly string[]>,
    topic: 'Dieses Thema gehört nicht zu dieser Karte.',
    row: {
      noId: 'Die Zeile hat keine Kennung.',
      repeatedId: (id: string, line: number) => `Die Kennung «${id}» steht schon in Zeile ${line}.`,
      noTitle: 'Die Zeile hat keinen Titel.',
      longTitle: 'Der Titel ist länger als 200 Zeichen.',
      noPoint: 'Für einen neuen Ort braucht es Breite und Länge.',
      notANumber: (field: string, value: string) => `${field} «${value}» ist keine Zahl.`,
      outOfRange: (field: string, limit: number) => `${field} muss zwischen −${limit} und ${limit} liegen.`,
      unknownCategory: (name: string) => `Die Kategorie «${name}» gibt es nicht.`,
      unknownCity: (name: string) => `Die Gemeinde «${name}» gibt es nicht.`,
      detail: (field: string, problem: string) => `${field}: ${problem}`,
      otherBranch: 'Dieser Ort ist auch auf einer Karte, die du nicht bearbeiten darfst.',
    },
  },
  /** Names of the iCalendar feeds as calendars list them (routes/events/calendar.ts). */
  calendar: {
    branch: (site: string) => `${site} – Veranstaltungen`,
    place: (place: string) => `Veranstaltungen: ${place}`,
    shortcut: (shortcut: string, site: string) => `${shortcut} – ${site}`,
  },
  signIn: {
    title: 'Anmelden',
    email: 'E-Mail',
    password: 'Passwort',
    submit: 'Anmelden',
    wrongCredentials: 'E-Mail oder Passwort ist falsch.',
    sessionExpired: 'Sitzung abgelaufen.',
    interactionExpired: 'Die Anmeldung ist abgelaufen. Bitte neu starten.',
    /** A sign-in refused by the brute-force limit. */
    tooManyAttempts: (minutes: number) =>
      `Zu viele fehlgeschlagene Anmeldeversuche. Bitte warte ${minutes === 1 ? 'eine Minute' : `${minutes} Minuten`} und versuche es dann erneut.`,
    failedTitle: 'Anmeldung nicht möglich',
  },
  /**
   * RP-initiated logout: the question asked of requests not from the product's own signed-in
   * client, the short page of one that is, and the answer (identity/loginPage.ts). Only staff
   * sign in, so like the dashboard these pages say "du" (docs/apps.md).
   */
  signOut: {
    title: 'Abmelden',
    question: 'Möchtest du dich von quo abmelden?',
    confirm: 'Abmelden',
    stay: 'Angemeldet bleiben',
    signingOut: 'Du wirst abgemeldet …',
    doneTitle: 'Abgemeldet',
    done: 'Du wurdest abgemeldet.',
  },
  /** A contest's entries as CSV (repositories/contestAdminRepository.ts): header and correct cells. */
  /** The web app manifest of a site (seo/webManifest.ts): what an installed map is called. */
  webApp: {
    mainName: 'quo – Karten der Region',
    description: 'Orte, Wege, Veranstaltungen und Listen der Region auf einer Karte.',
  },
  contestCsv: {
    header: ['Name', 'E-Mail', 'Antwort', 'Richtig', 'Eingegangen (Ortszeit Liechtenstein)'],
    correct: { true: 'ja', false: 'nein' },
  },
  /** The file name, and so the title, of an uploaded image that came without one (media/uploadMedia.ts). */
  unnamedImage: 'bild',
  /** Why an event feed's run failed, for the staff who subscribed it (eventFeeds/*). */
  eventFeeds: {
    privateHost:
      'Die Adresse zeigt auf ein internes Netz; Kalender werden nur von öffentlichen Adressen abgerufen.',
    unreachable: (detail: string) => `Der Kalender ist nicht erreichbar (${detail}).`,
    timeout: 'Der Kalender hat nicht rechtzeitig geantwortet.',
    status: (status: number) => `Der Server des Kalenders antwortet mit dem Status ${status}.`,
    tooLarge: (megabytes: number) => `Der Kalender ist grösser als ${megabytes} MB.`,
    tooManyRedirects: 'Der Kalender leitet zu oft weiter.',
    notCalendar: 'Unter der Adresse steht kein iCalendar (keine VCALENDAR-Daten).',
    tooManyEvents: (max: number) =>
      `Der Kalender hat mehr als ${max.toLocaleString('de-CH')} Termine im nächsten Jahr.`,
    noPlace: 'Der Ort des Abos wurde gelöscht; bitte einen neuen Ort wählen.',
    noTopic: 'Das Thema des Abos wurde gelöscht; bitte ein neues Thema wählen.',
    untitled: 'Veranstaltung',
    actor: (feed: string) => `Kalender-Abo «${feed}»`,
    /** What is wrong with a subscription staff enter (field errors of a 400 or 409). */
    fields: {
      place: 'Diesen Ort gibt es nicht.',
      categories: 'Eine der Kategorien gibt es nicht.',
      topic: 'Das Thema gehört nicht zu dieser Karte.',
      duplicate: 'Diese Karte hat den Kalender unter dieser Adresse schon abonniert.',
    },
  },
}
