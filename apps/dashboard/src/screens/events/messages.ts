/** User-facing text of the dashboard's events screens (German; staff are addressed with "du"). */
export const eventMessages = {
  list: {
    heading: 'Veranstaltungen',
    text: 'Hier pflegst du die Veranstaltungen deiner Karten.',
    filters: 'Filter',
    hidePast: 'Vergangene ausblenden',
    branch: 'Karte',
    anyBranch: 'Alle Karten',
    create: 'Neue Veranstaltung',
    columns: {
      title: 'Veranstaltung',
      when: 'Zeit',
      branches: 'Karten',
    },
    loading: 'Veranstaltungen werden geladen …',
    empty: 'Keine Veranstaltungen gefunden',
    emptyHintPast: 'Blende vergangene Veranstaltungen ein oder wähle eine andere Karte.',
    emptyHint: 'Wähle eine andere Karte oder lege eine neue Veranstaltung an.',
    failed: 'Die Veranstaltungen konnten nicht geladen werden.',
    total: (n: number) =>
      `${new Intl.NumberFormat('de-CH').format(n)} ${n === 1 ? 'Veranstaltung' : 'Veranstaltungen'}`,
    untitled: '(ohne Titel)',
    noBranch: 'keine Karte',
    past: 'vorbei',
  },
  editor: {
    createHeading: 'Neue Veranstaltung',
    createText: 'Wähle den Ort, die Zeit und die Karten, auf denen die Veranstaltung erscheint.',
    editHeading: 'Veranstaltung bearbeiten',
    editText: (id: number) => `Veranstaltung Nr. ${id}`,
    back: 'Zurück zur Liste',
    backArrow: '←',
    item: 'Ort der Veranstaltung',
    begin: 'Beginn',
    end: 'Ende',
    timeHint: 'Ortszeit deines Browsers',
    branches: 'Karten',
    branchesHint: 'Die Veranstaltung erscheint auf diesen Karten.',
    create: 'Veranstaltung anlegen',
    save: 'Speichern',
    saving: 'Wird gespeichert …',
    saved: 'Gespeichert.',
    created: 'Die Veranstaltung ist angelegt.',
    reset: 'Änderungen verwerfen',
    delete: 'Löschen',
    deleteTitle: 'Veranstaltung löschen?',
    deleteText: (title: string) =>
      `«${title}» wird von allen Karten entfernt. Das lässt sich nicht rückgängig machen.`,
    deleteConfirm: 'Endgültig löschen',
    cancel: 'Abbrechen',
    unsaved: 'Ungespeicherte Änderungen',
    loading: 'Veranstaltung wird geladen …',
    loadFailed: 'Die Veranstaltung konnte nicht geladen werden.',
    notFound: 'Diese Veranstaltung gibt es nicht mehr. Vielleicht hat sie jemand gelöscht.',
    /** An event of maps the staff member may not edit (the API answered 403). */
    notYours: 'Diese Veranstaltung gehört zu einer Karte, die du nicht bearbeiten darfst.',
    retry: 'Erneut versuchen',
    branchesLoadFailed: 'Die Karten konnten nicht geladen werden.',
  },
  validation: {
    item: 'Wähle den Ort, zu dem die Veranstaltung gehört.',
    begin: 'Gib Datum und Uhrzeit des Beginns an.',
    end: 'Gib Datum und Uhrzeit des Endes an.',
    endBeforeBegin: 'Das Ende darf nicht vor dem Beginn liegen.',
    branches: 'Wähle mindestens eine Karte.',
  },
  /** Subscriptions to other organisations' calendars (EventFeedsScreen). */
  feeds: {
    link: 'Kalender abonnieren',
    heading: 'Kalender-Abos',
    text:
      'Veranstaltungen aus dem Kalender eines Vereins, Museums oder einer Gemeinde (eine iCalendar-Adresse, ' +
      'wie Outlook, Google oder eine Website sie anbieten). quo ruft jeden Kalender stündlich ab: neue, ' +
      'geänderte, abgesagte und entfernte Termine folgen. Was du an einer übernommenen Veranstaltung ' +
      'änderst, bleibt so.',
    back: 'Zurück zu den Veranstaltungen',
    loading: 'Abos werden geladen …',
    failed: 'Die Abos konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    none: 'Diese Karte hat noch keinen Kalender abonniert.',
    list: 'Abonnierte Kalender',
    place: (title: string) => `Ort: ${title}`,
    noPlace: 'Ort gelöscht – bitte neu wählen',
    events: (n: number) => `${n} ${n === 1 ? 'Veranstaltung' : 'Veranstaltungen'} auf der Karte`,
    neverRun: 'Noch nie abgerufen.',
    lastRun: (when: string) => `Letzter Abruf ${when}:`,
    unchanged: 'Der Kalender hat sich nicht geändert.',
    counts: (c: {
      created: number
      updated: number
      cancelled: number
      removed: number
      unchanged: number
      keptStaffEdits: number
    }) => {
      const parts = [
        c.created && `${c.created} neu`,
        c.updated && `${c.updated} geändert`,
        c.cancelled && `${c.cancelled} abgesagt`,
        c.removed && `${c.removed} entfernt`,
        c.unchanged && `${c.unchanged} unverändert`,
        c.keptStaffEdits &&
          `${c.keptStaffEdits} ${c.keptStaffEdits === 1 ? 'Änderung' : 'Änderungen'} von euch behalten`,
      ].filter(Boolean)
      return parts.length ? `${parts.join(', ')}.` : 'Keine Termine im nächsten Jahr.'
    },
    nextRun: (when: string) => `Nächster Abruf ${when}.`,
    paused: 'Pausiert: wird nicht abgerufen.',
    run: 'Jetzt abrufen',
    running: 'Wird abgerufen …',
    pause: 'Pausieren',
    resume: 'Fortsetzen',
    remove: 'Abo beenden',
    removeTitle: 'Abo beenden?',
    removeText: (title: string) =>
      `«${title}» wird nicht mehr abgerufen. Die übernommenen Veranstaltungen bleiben auf der Karte.`,
    removeConfirm: 'Abo beenden',
    cancel: 'Abbrechen',
    actionFailed: 'Das hat nicht geklappt. Prüfe die Verbindung und versuche es noch einmal.',
    waitingOnline: 'Keine Internetverbindung: Das geschieht, sobald du wieder online bist.',
    form: {
      heading: 'Neuen Kalender abonnieren',
      title: 'Name',
      titleHint: 'So erscheint das Abo hier und in der Änderungsgeschichte.',
      url: 'Adresse des Kalenders',
      urlHint: 'Die Adresse, die der Kalender zum Abonnieren anbietet (https://… oder webcal://…).',
      place: 'Ort der Veranstaltungen',
      category: 'Kategorie',
      topic: 'Thema',
      submit: 'Abonnieren und abrufen',
      submitting: 'Wird abonniert …',
      created: (title: string) => `«${title}» ist abonniert.`,
    },
    validation: {
      title: 'Gib dem Abo einen Namen.',
      url: 'Gib eine Adresse an, die mit https:// oder http:// beginnt.',
      place: 'Wähle den Ort, an dem die Veranstaltungen stattfinden.',
    },
  },
} as const
