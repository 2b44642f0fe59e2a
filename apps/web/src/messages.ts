/** User-facing text of the web app (German, docs/product.md §1). */
export const messages = {
  productName: 'quo',
  regions: 'Regionen',
  loadFailed: 'Die Daten konnten nicht geladen werden. Bitte später erneut versuchen.',
  openRegion: (title: string) => `${title} öffnen`,
  openMap: 'Zur Karte',
  notFoundTitle: 'This page could not be found',
  notFoundText: 'Diese Seite gibt es nicht (mehr).',
  errorTitle: (status: number) => (status === 404 ? '404 Not Found' : 'An error occurred'),
  errorWhileShowingError: 'Beim Anzeigen des Fehlers ist ein weiterer Fehler aufgetreten.',
  home: 'Zur Startseite',
  close: 'Schliessen',
  menu: 'Menü',
  feedback: 'feedback senden',
  loadingMap: 'Karte wird geladen …',
  closed: 'Dauerhaft geschlossen',
  duplicate: 'Dieser Eintrag ist ein Duplikat.',
  categories: 'Kategorien',
  events: 'Veranstaltungen',
  mentions: 'Erwähnungen',
  parents: 'Gehört zu',
  children: 'Enthält',
  waypoints: 'Wegpunkte',
  /** A part of the site that could not load because the device is offline (ErrorPage). */
  offlinePart: {
    title: 'Keine Internetverbindung',
    text: 'Dieser Teil der Karte war noch nicht geladen. Er erscheint, sobald das Gerät wieder online ist.',
  },
  enlarge: 'Vergrössern',
  locate: 'Mein Standort',
  zoomIn: 'Hineinzoomen',
  zoomOut: 'Herauszoomen',
  /** The places the map leaves out at its zoom (map/PlacesLeftOut.tsx); a tap zooms in. */
  placesLeftOut: (count: number) =>
    count === 1
      ? 'Ein weiterer Ort beim Hineinzoomen'
      : `${new Intl.NumberFormat('de-CH').format(count)} weitere Orte beim Hineinzoomen`,
  /** The map's places for the keyboard (PinKeyboardList). */
  pinList: {
    list: 'Orte auf der Karte',
    hint: 'Pfeiltasten wechseln zum nächsten Ort in dieser Richtung, Pos1 und Ende zum wichtigsten und letzten, Eingabe öffnet den Ort, Escape führt zurück zur Karte.',
  },
  levels: 'Ebenen',
  season: 'Saison',
  layers: 'Kartenstil',
  copyright: (year: number) => `© ${year} quo`,
  homeLink: 'quo – Startseite',
  homeTitle: 'Entdecke deine Region',
  homeIntro: 'Orte, Wege, Veranstaltungen und Angebote – für jede Gemeinde eine eigene Karte.',
  instagram: 'Instagram',
  notFoundStatus: '404',
  map: 'Karte',
  content: 'Inhalt',
  menuIcon: '☰',
  toCenter: 'Zum Zentrum',
  touchToExplore: 'Berühren, um die Karte zu erkunden',
  discover: 'Entdecken',
  lists: 'Listen',
  loading: 'Wird geladen …',
  filterByTags: 'Nach Merkmalen filtern',
  /** The page title when a page names none (app/usePageTitle.ts, docs/product.md §2). */
  defaultPageTitle: 'Home',
  /** A list card with nothing in it (cards/ItemSetCard.tsx). */
  noEntries: 'Keine Einträge',
  /** What the small card of a street or a building says it is (cards/PlaceOnMapCards.tsx). */
  street: 'Strasse',
  building: 'Gebäude',
  /** A street's card: what lies on it (cards/PlaceOnMapCards.tsx). */
  alongStreet: {
    title: (count: number) =>
      count === 0
        ? 'An dieser Strasse'
        : count === 1
          ? 'Ein Ort an dieser Strasse'
          : `${count} Orte an dieser Strasse`,
    none: 'An dieser Strasse ist noch nichts eingetragen.',
    notFound: {
      title: 'Strasse nicht gefunden',
      message: 'Diese Strasse wurde nicht gefunden.',
      hint: 'Suchen Sie oben nach ihrem Namen.',
    },
  },
  buildingNotFound: {
    title: 'Gebäude nicht gefunden',
    message: 'Dieses Gebäude wurde nicht gefunden.',
    hint: 'Suchen Sie oben nach seiner Adresse.',
  },
  /** The basemap styles' names in the layer switcher (map/basemapStyles.ts). */
  basemap: { road: 'Strasse', topo: 'Topo', satellite: 'Satellit' },
  /** Why the visitor's position is not shown (map/LocateButton.tsx), by the GeolocationPositionError code. */
  locateFailed: {
    1: 'Standortzugriff wurde nicht erlaubt. Sie können ihn in den Browser-Einstellungen freigeben.',
    2: 'Ihr Standort ist gerade nicht bestimmbar.',
    3: 'Die Standortbestimmung hat zu lange gedauert.',
    unsupported: 'Dieser Browser kann den Standort nicht bestimmen.',
    /** Offline, a device without satellite positioning (a laptop) cannot place itself. */
    offline: 'Ohne Internetverbindung kann dieses Gerät seinen Standort gerade nicht bestimmen.',
  },
  /** The dot marking the visitor's position on the map. */
  visitorPosition: 'Ihr Standort',
  /** The events card (events/EventsCard.tsx). */
  eventsCard: {
    none: 'Zurzeit sind keine Veranstaltungen angekündigt.',
    running: 'läuft',
    /** The branch's iCalendar feed: subscribed in the visitor's calendar app, or downloaded. */
    subscribe: 'Im Kalender abonnieren',
    download: 'Als Datei (.ics)',
    subscribeHint: 'Neue und geänderte Veranstaltungen erscheinen von selbst in Ihrem Kalender.',
  },
  /** Opening hours and dates (detail/openingWeek.ts, detail/eventDates.ts, search/ResultRow.tsx). */
  hours: {
    /** Monday first: the short name and the whole one. */
    days: [
      ['Mo', 'Montag'],
      ['Di', 'Dienstag'],
      ['Mi', 'Mittwoch'],
      ['Do', 'Donnerstag'],
      ['Fr', 'Freitag'],
      ['Sa', 'Samstag'],
      ['So', 'Sonntag'],
    ] as const,
    /** Sunday first, as `Date.getUTCDay()` counts. */
    shortWeekdays: ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'],
    closedDay: 'geschlossen',
    allDay: 'rund um die Uhr',
    at: (time: string) => `um ${time}`,
    tomorrowAt: (time: string) => `morgen um ${time}`,
    weekdayAt: (weekday: string, time: string) => `${weekday} um ${time}`,
    dateAt: (day: number, month: number, time: string) => `am ${day}.${month}. um ${time}`,
    opens: (at: string) => `öffnet ${at}`,
    closes: (at: string) => `schliesst ${at}`,
    /** Today's holiday sets the state (the card's badge). */
    holidayToday: (name: string) => `Heute Feiertag: ${name}`,
    /** A holiday in the card's week, under its hours. */
    holidayRow: (name: string) => `Feiertag: ${name}`,
    /** A search result's opening state. */
    state: { open: 'geöffnet', closingSoon: 'schliesst bald', closed: 'geschlossen' },
  },
  search: {
    label: 'Suche',
    placeholder: 'Ort oder Strasse suchen',
    hits: (count: number, more: boolean) => `${count}${more ? '+' : ''} Treffer`,
    none: (query: string) => `Keine Treffer für «${query}»`,
    /** Nothing in the titles while the index (typos, categories, tags) is still being built. */
    noneYet: (query: string) => `«${query}»: die Suche wird noch vorbereitet …`,
    /** Words that find every street and every addressed building (the category of their rows). */
    streetWords: 'Strasse Strassen Gasse Weg',
    buildingWords: 'Gebäude Adresse Hausnummer',
  },
  /** Cards for a stale or mistyped link to a list, a tag or a search shortcut (cards/NotFoundCard.tsx). */
  sets: {
    listNotFound: {
      title: 'Liste nicht gefunden',
      message: 'Diese Liste wurde nicht gefunden.',
      hint: 'Vielleicht wurde sie entfernt oder der Link ist unvollständig.',
    },
    tagNotFound: {
      title: 'Merkmal nicht gefunden',
      message: 'Dieses Merkmal wurde nicht gefunden.',
      hint: 'Vielleicht wurde es entfernt oder der Link ist unvollständig.',
    },
    shortcutNotFound: {
      title: 'Suche nicht gefunden',
      message: 'Diese Suche gibt es auf dieser Karte nicht (mehr).',
      hint: 'Suchen Sie oben nach Orten, Kategorien oder Merkmalen.',
    },
  },
  place: {
    notFound: {
      title: 'Ort nicht gefunden',
      message: 'Dieser Ort wurde nicht gefunden.',
      hint: 'Vielleicht wurde er entfernt oder der Link ist unvollständig.',
    },
    address: 'Adresse: ',
    directions: 'Route planen',
    share: 'Teilen',
    linkCopied: 'Link kopiert',
    copyFailed: 'Kopieren nicht möglich – Link:',
    eventOver: 'Vorbei:',
    dates: 'Termine',
    hoursLoading: 'Öffnungszeiten werden geladen …',
    /** A place whose details are not loaded yet (PinPlaceCard): on their way, failed, or offline. */
    detailsLoading: 'Angaben werden geladen …',
    retry: 'Erneut versuchen',
    offlineDetails:
      'Keine Internetverbindung: Die Angaben zu diesem Ort waren noch nicht geladen. Sie erscheinen, sobald das Gerät wieder online ist.',
    /** The dashboard editor's preview of a place's card (CardPreview.tsx). */
    preview: {
      title: 'Vorschau',
      waiting: 'Die Vorschau wartet auf den Ort aus dem Formular …',
      notFramed: 'Diese Seite zeigt die Vorschau eines Orts aus dem Dashboard.',
    },
  },
  media: {
    section: 'Medien',
    video: 'Video ansehen',
    panorama: 'Panorama ansehen',
  },
  chat: {
    title: 'Fragen',
    restart: 'Neu beginnen',
    question: 'Ihre Frage',
    placeholder: 'Ihre Frage …',
    ask: 'Fragen',
    visitor: 'Sie: ',
    quo: 'quo: ',
    greeting:
      'Hallo! Was suchen Sie? Fragen Sie zum Beispiel «Wo gibt es eine Apotheke?» oder «Spielplätze».',
    askForWords: 'Nennen Sie mir einen Ort, eine Kategorie oder ein Merkmal.',
    /** What the chat understood of a question, as the answer's heading. */
    understood: (parts: { what: string[]; where: string | null; when: string | null; forWhom: string[] }) =>
      [
        `${parts.what.join(' und ') || 'Orte'}${parts.where ? ` ${parts.where}` : ''}`,
        parts.when ? `${parts.when} geöffnet` : '',
        ...parts.forWhom,
      ]
        .filter(Boolean)
        .join(', '),
    /** The chat's names of what visitors ask for (chat/vocabulary/synonyms.ts ids), in the plural. */
    concepts: {
      eat: 'Restaurants',
      cafe: 'Cafés',
      bakery: 'Bäckereien',
      pizza: 'Pizzerias',
      bar: 'Bars und Beizen',
      pharmacy: 'Apotheken',
      doctor: 'Ärzte und Spitäler',
      bank: 'Banken',
      post: 'Poststellen',
      playground: 'Spielplätze',
      museum: 'Museen',
      parking: 'Parkplätze',
      toilet: 'Toiletten',
      bus: 'Bushaltestellen',
      train: 'Bahnhöfe',
      charging: 'Ladestationen',
      sleep: 'Unterkünfte',
      hut: 'Berghütten',
      camping: 'Campingplätze',
      shop: 'Einkaufsläden',
      hike: 'Wanderwege',
      lift: 'Bergbahnen und Lifte',
      ski: 'Skigebiete und Pisten',
      swim: 'Bäder',
      bike: 'Veloverleih',
      church: 'Kirchen und Kapellen',
      view: 'Aussichtspunkte',
      info: 'Informationsstellen',
      children: 'für Kinder geeignet',
      wheelchair: 'rollstuhlgerecht',
    } as Record<string, string>,
    /** A concept read from the data (a category's or tag's name) or a word of a title. */
    named: (name: string) => `«${name}»`,
    inCity: (city: string) => `in ${city}`,
    nearVisitor: 'in Ihrer Nähe',
    nearMapCentre: 'nahe der Kartenmitte',
    now: 'jetzt',
    days: { today: 'heute', tomorrow: 'morgen', dayAfter: 'übermorgen' },
    weekdays: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
    onWeekday: (weekday: string) => `am ${weekday}`,
    /** "um 10 Uhr", "um 14.30 Uhr" (a moment) or "ab 18 Uhr" (a part of the day). */
    atHour: (hour: number, exact: boolean) => {
      const minutes = Math.round((hour % 1) * 60)
      const time = minutes
        ? `${Math.floor(hour)}.${String(minutes).padStart(2, '0')}`
        : String(Math.floor(hour))
      return `${exact ? 'um' : 'ab'} ${time} Uhr`
    },
    nothingFound: (understood: string) =>
      `${understood}: dazu habe ich leider nichts gefunden. Versuchen Sie ein anderes Wort.`,
    nothingOpen: (understood: string) =>
      `${understood}: dazu habe ich leider nichts gefunden, das dann geöffnet hat.`,
    found: (understood: string, count: number, partial: boolean) =>
      `${partial ? 'Nicht alles passt genau, am nächsten kommen – ' : ''}${understood} (${count}):`,
    /** After the list of a time question, for places without known hours. */
    withoutHours: (count: number, all: boolean) =>
      all
        ? 'Zu diesen Orten kenne ich keine Öffnungszeiten; bitte vorher nachfragen.'
        : count === 1
          ? 'Beim letzten Ort kenne ich keine Öffnungszeiten.'
          : `Bei den letzten ${count} Orten kenne ich keine Öffnungszeiten.`,
    checkingHours: 'Ich schaue nach den Öffnungszeiten …',
  },
  form: {
    honeypot: 'Website (bitte leer lassen)',
    send: 'Senden',
    sending: 'Wird gesendet …',
    cancel: 'Abbrechen',
    name: (optional: boolean) => (optional ? 'Name (freiwillig)' : 'Name'),
    email: (optional: boolean) => (optional ? 'E-Mail (freiwillig)' : 'E-Mail'),
    emailHint: 'Nur für Rückfragen; wird nicht veröffentlicht.',
  },
  changeRequest: {
    open: 'Änderung melden',
    intro: 'Stimmt etwas nicht? Schreiben Sie uns, was wir korrigieren sollen.',
    thanks: 'Danke! Ihre Meldung ist eingegangen; wir prüfen sie.',
    message: 'Was sollen wir ändern?',
    corrections: 'Richtige Angaben (freiwillig)',
    title: 'Richtiger Name',
    details: {
      hours: { label: 'Öffnungszeiten', hint: 'z. B. Mo-Fr 08:00-18:00; Sa 09:00-12:00' },
      phone: { label: 'Telefon', hint: 'z. B. +423 232 00 00' },
      url: { label: 'Website', hint: 'z. B. https://www.beispiel.li' },
    },
    /** What the form says about a corrected detail it would not take as typed (feedback/detailChecks.ts). */
    check: {
      hoursUnreadable:
        'Diese Öffnungszeiten können wir nicht lesen. Bitte so schreiben: Mo-Fr 08:00-18:00; Sa 09:00-12:00',
      hoursAsWritten: (written: string) => `Bitte so schreiben: ${written}`,
      phone: 'Bitte eine Telefonnummer mit Ziffern angeben, z. B. +423 232 00 00.',
      url: 'Bitte eine Web-Adresse angeben, z. B. www.beispiel.li (ohne Leerzeichen).',
      email: 'Bitte eine E-Mail-Adresse wie name@beispiel.li angeben.',
    },
  },
  proposal: {
    open: 'Ort vorschlagen',
    intro: 'Der Ort wird an der Spitze der violetten Nadel eingetragen: ziehen Sie die Nadel auf den Ort.',
    pin: 'Nadel des neuen Orts – ziehen oder mit den Pfeiltasten verschieben',
    thanks: 'Danke für Ihren Vorschlag! Wir prüfen ihn, bevor er auf der Karte erscheint.',
    name: 'Name des Orts',
    description: 'Beschreibung',
  },
  /** What forms say is wrong (forms/germanValidation.ts). */
  validation: {
    invalid: 'Ungültige Eingabe.',
    required: 'Bitte ausfüllen.',
    atLeast: (minimum: unknown) => `Mindestens ${minimum} Zeichen.`,
    atMost: (maximum: unknown) => `Höchstens ${maximum} Zeichen.`,
    email: 'Bitte eine gültige E-Mail-Adresse eingeben, z. B. name@beispiel.li.',
    format: 'Das Format stimmt nicht.',
    checkMarked: 'Bitte die markierten Angaben prüfen.',
    checkField: 'Bitte prüfen.',
    /** What a visitor reads when the server refused (by HTTP status) or could not be reached. */
    submit: {
      offline: 'Keine Verbindung zum Server. Bitte später erneut versuchen.',
      forbidden: 'Hier sind keine Meldungen möglich.',
      notFound: 'Dieser Eintrag existiert nicht mehr.',
      duplicate: 'Diese Meldung ist schon bei uns eingegangen. Danke!',
      tooLarge: 'Die Nachricht ist zu lang.',
      tooMany: 'Zu viele Meldungen in kurzer Zeit. Bitte in einer Minute erneut versuchen.',
      failed: 'Senden fehlgeschlagen. Bitte später erneut versuchen.',
    },
  },
  contest: {
    section: (title: string) => `Wettbewerb: ${title}`,
    until: (description: string, date: string) => `${description} Teilnahme bis ${date}.`,
    join: 'Teilnehmen',
    thanks: 'Danke fürs Mitmachen! Die Gewinner werden per E-Mail benachrichtigt.',
    /** Refusals in the contest's own terms (forms/germanValidation.ts has the rest). */
    submit: {
      duplicate: 'Mit dieser E-Mail-Adresse nehmen Sie schon an diesem Wettbewerb teil. Danke!',
      forbidden: 'An diesem Wettbewerb ist keine Teilnahme (mehr) möglich.',
      notFound: 'Diesen Wettbewerb gibt es nicht mehr.',
      tooMany: 'Zu viele Versuche in kurzer Zeit. Bitte in einer Minute erneut versuchen.',
    },
    answer: 'Ihre Antwort',
    /**
     * What an entry keeps, why, who sees it and until when: the API deletes the entries
     * CONTEST_ENTRY_RETENTION_DAYS after the end (apps/api services/retention.ts).
     */
    privacy: {
      title: 'Datenschutz:',
      text: (days: number, until: string) =>
        `Gespeichert werden Ihr Name, Ihre E-Mail-Adresse, Ihre Antwort und der Zeitpunkt der Teilnahme – nur, um die Gewinnerinnen und Gewinner zu ziehen und zu benachrichtigen. Sehen kann sie nur das Team, das den Wettbewerb betreut. ${days} Tage nach Ende des Wettbewerbs, am ${until}, werden die Angaben gelöscht.`,
    },
  },
}
