// Five decimals (about a metre): one arrow-key step of the pin changes what is read out.
const coordinateFormat = new Intl.NumberFormat('de-CH', {
  minimumFractionDigits: 5,
  maximumFractionDigits: 5,
})
/** "47.14100° Nord, 9.52150° Ost": the way a position is said, without the fields' labels. */
const position = ({ lat, lon }: { lat: number; lon: number }) =>
  `${coordinateFormat.format(Math.abs(lat))}° ${lat < 0 ? 'Süd' : 'Nord'}, ${coordinateFormat.format(Math.abs(lon))}° ${lon < 0 ? 'West' : 'Ost'}`

/** User-facing text of the place editor (German; staff are addressed with "du"). */
export const placeMessages = {
  headingNew: 'Neuer Ort',
  heading: (title: string) => title || 'Ort bearbeiten',
  backToList: 'Zurück zu den Orten',
  loading: 'Ort wird geladen …',
  notFound: 'Diesen Ort gibt es nicht (mehr).',
  /** A place of a map the staff member may not edit (the API answered 403). */
  notYours: 'Dieser Ort gehört zu einer Karte, die du nicht bearbeiten darfst.',
  loadFailed: 'Der Ort konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  onPublicMap: 'Auf der Karte ansehen',
  onNamedMap: (map: string) => `Auf der Karte ${map} ansehen`,
  /** The public card as the form stands, before saving (CardPreviewPanel). */
  preview: {
    open: 'Vorschau',
    heading: 'Vorschau der Karte',
    close: 'Schliessen',
    onMap: 'Auf der Karte',
    note: (map: string) =>
      `So sehen Besucherinnen und Besucher den Ort auf der Karte ${map}, sobald du speicherst.`,
    noMap: 'Keine Karte mit eigener Adresse: Die Vorschau braucht eine.',
    frameTitle: (map: string) => `Vorschau der Karte ${map}`,
    loading: 'Vorschau wird geladen …',
    failed: (map: string) =>
      `Die Vorschau konnte nicht geladen werden: Die Karte ${map} ist nicht erreichbar.`,
  },
  basics: 'Grunddaten',
  title: 'Titel',
  titleProblems: {
    titleMissing: 'Bitte gib einen Titel ein.',
    titleTooLong: 'Der Titel darf höchstens 200 Zeichen lang sein.',
  },
  type: 'Art',
  types: { place: 'Ort', route: 'Route', area: 'Gebiet' },
  position: 'Position',
  positionHint: 'Ziehe die Nadel an die richtige Stelle oder gib die Koordinaten ein.',
  positionInvalid: 'Bitte gib gültige Koordinaten ein (Breite −90 bis 90, Länge −180 bis 180).',
  lat: 'Breite',
  lon: 'Länge',
  map: 'Karte zum Setzen der Position',
  /** The pin's name: where it is, and how to move it without a pointer. */
  pin: (at: { lat: number; lon: number } | null) =>
    at
      ? `Position des Orts: ${position(at)} – mit den Pfeiltasten verschieben`
      : 'Position des Orts – mit den Pfeiltasten verschieben',
  /** Said after the pin was moved (keys or drag), so a screen reader hears where it went. */
  pinMoved: (at: { lat: number; lon: number }) => `Position: ${position(at)}`,
  mapFailed: 'Die Karte konnte nicht geladen werden. Die Koordinaten kannst du trotzdem eingeben.',
  address: 'Adresse',
  addressLoading: 'Adresse wird ermittelt …',
  addressUnknown: 'Keine Gemeinde in der Nähe gefunden.',
  addressFromPosition: 'Gemeinde, Kanton bzw. Land und Postleitzahl ergeben sich aus der Position.',
  nearCity: (meters: number) =>
    ` (${new Intl.NumberFormat('de-CH').format(Math.round(meters))} m vom Zentrum)`,
  categories: 'Kategorien',
  categoriesHint: 'Die Hauptkategorie bestimmt das Symbol auf der Karte.',
  addCategory: 'Kategorie hinzufügen …',
  mainCategory: 'Hauptkategorie',
  makeMain: (name: string) => `${name} zur Hauptkategorie machen`,
  removeCategory: (name: string) => `${name} entfernen`,
  tooManyCategories: 'Höchstens 10 Kategorien.',
  noCategories: 'Noch keine Kategorie.',
  maps: 'Karten und Themen',
  mapsHint: 'Ein Thema einer Karte zeigt den Ort auf dieser Karte.',
  features: 'Merkmale',
  tagSearch: (group: string) => `${group} durchsuchen`,
  tagSearchPlaceholder: 'Suchen …',
  noTags: 'Nichts ausgewählt.',
  noTagMatches: 'Nichts gefunden.',
  removeTag: (name: string) => `${name} entfernen`,
  moreTags: (n: number) => `${n} weitere – Suche eingrenzen`,
  details: 'Angaben',
  addDetail: 'Angabe hinzufügen …',
  noDetails: 'Noch keine Angaben. Füge eine hinzu, zum Beispiel Öffnungszeiten oder Telefon.',
  status: 'Status',
  closedOn: 'Dauerhaft geschlossen seit',
  closedHint: 'Leer lassen, solange der Ort offen ist.',
  duplicateOf: 'Doppelter Eintrag von',
  duplicateHint: 'Wenn dieser Ort einen anderen doppelt, wähle den richtigen Eintrag.',
  duplicateSearch: 'Ort suchen …',
  duplicateClear: 'Kein Duplikat',
  duplicateUnknown: (nanoId: string) => `Ort ${nanoId}`,
  reviews: 'Überprüfung',
  reviewDue: 'Fällig am',
  reviewOverdue: 'überfällig',
  reviewNote: 'Notiz zur Überprüfung',
  reviewDone: 'Geprüft',
  reviewDoneHint: 'Schliesst die Überprüfung ab und plant die nächste in einem Jahr.',
  reviewSaveNote: 'Notiz speichern',
  reviewNone: 'Keine offene Überprüfung.',
  reviewHistory: 'Frühere Überprüfungen',
  reviewCompleted: (date: string) => `geprüft, fällig war ${date}`,
  reviewNextPlanned: (date: string) => `Nächste Überprüfung am ${date} geplant.`,
  delete: 'Ort löschen',
  deleteTitle: 'Ort löschen?',
  deleteText: (title: string) =>
    `„${title}“ verschwindet mit allen Angaben, Medien, Veranstaltungen und Überprüfungen von allen Karten. Unter «Gelöschte Orte» lässt sich der Ort mit allem wiederherstellen.`,
  deleteConfirm: 'Löschen',
  deleted: (title: string) => `„${title}“ wurde gelöscht.`,
  create: 'Ort anlegen',
  cancel: 'Abbrechen',
  detailsInvalid: 'Bitte prüfe die markierten Angaben: Sie werden so nicht gespeichert.',
  save: 'Speichern',
  saveBar: 'Ort speichern',
  reset: 'Änderungen verwerfen',
  unsaved: 'Ungespeicherte Änderungen',
  saved: 'Alle Änderungen sind gespeichert.',
  /** A unit the detail's key does not take (the API refused it). */
  unitRefused: 'Diese Einheit passt nicht zu dieser Angabe.',
  /** After a failed save: sends the same form again. */
  saveAgain: 'Erneut speichern',
  /** A draft of this form an earlier visit left in the browser. */
  localDraft: (at: string) => `Hier liegt ein nicht gespeicherter Entwurf vom ${at}.`,
  restoreDraft: 'Entwurf wiederherstellen',
  dropDraft: 'Entwurf verwerfen',
} as const
