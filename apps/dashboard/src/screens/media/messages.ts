import { MEDIA_LIMITS } from '@quo/contract'

const megabytes = MEDIA_LIMITS.maxBytes / 1024 / 1024
const megapixels = MEDIA_LIMITS.maxPixels / 1_000_000
const number = new Intl.NumberFormat('de-CH', { maximumFractionDigits: 1 })

/** User-facing text of the media library (German; staff are addressed with "du"). */
export const mediaMessages = {
  heading: 'Medien',
  text: 'Bilder hochladen, finden und den Orten zuordnen. Jedes Bild wird für Handy und Desktop verkleinert (AVIF und WebP), Kameradaten wie der Aufnahmeort werden entfernt.',
  upload: {
    heading: 'Bilder hochladen',
    choose: 'Bilder auswählen',
    drop: 'oder hierher ziehen',
    limits: `JPEG, PNG oder WebP, höchstens ${megabytes} MB und ${megapixels} Megapixel.`,
    map: 'Karte',
    mapHint: 'Wer die Bilder verwenden darf.',
    allMaps: 'Alle Karten',
    chooseMap: 'Bitte wählen …',
    uploading: 'wird hochgeladen und umgerechnet …',
    done: 'hochgeladen',
    queueLabel: 'Hochgeladene Dateien',
    failed: {
      tooLarge: `Die Datei ist zu gross: höchstens ${megabytes} MB und ${megapixels} Megapixel.`,
      notImage: 'Das ist kein JPEG-, PNG- oder WebP-Bild. Andere Formate bitte vorher umwandeln.',
      unreadable: 'Die Datei lässt sich nicht als Bild lesen. Vielleicht ist sie beschädigt oder sehr klein.',
      duplicate: 'Dieses Bild ist schon in der Bibliothek.',
      chooseMap: 'Wähle, für welche Karte das Bild ist.',
      forbidden: 'Für diese Karte darfst du keine Bilder hochladen.',
      other: 'Das Hochladen ist fehlgeschlagen. Bitte versuche es erneut.',
    },
  },
  search: 'Suchen',
  searchPlaceholder: 'Titel, Beschreibung oder Dateiname',
  usageFilter: 'Verwendung',
  usageFilters: { all: 'Alle Bilder', used: 'Verwendet', unused: 'Nicht verwendet' },
  list: {
    loading: 'Bilder werden geladen …',
    failed: 'Die Bilder konnten nicht geladen werden.',
    empty: 'Keine Bilder gefunden.',
    emptyHint: 'Lade oben Bilder hoch oder ändere die Suche.',
    label: 'Bilder der Bibliothek',
  },
  total: (n: number) => `${new Intl.NumberFormat('de-CH').format(n)} ${n === 1 ? 'Bild' : 'Bilder'}`,
  usage: (n: number) =>
    n === 0 ? 'nicht verwendet' : n === 1 ? 'von 1 Ort verwendet' : `von ${n} Orten verwendet`,
  size: (width: number, height: number, bytes: number) =>
    `${width} × ${height} px · ${bytes >= 1024 * 1024 ? `${number.format(bytes / 1024 / 1024)} MB` : `${number.format(bytes / 1024)} KB`}`,
  open: (title: string) => `${title} öffnen`,
  detail: {
    title: 'Titel',
    titleInvalid: 'Der Titel braucht 1 bis 200 Zeichen, ohne spitze Klammern.',
    alt: 'Beschreibung für Menschen, die das Bild nicht sehen',
    altHint: 'Was zeigt das Bild? Leer lassen, wenn es nur schmückt.',
    altInvalid: 'Die Beschreibung hat höchstens 500 Zeichen, ohne spitze Klammern.',
    file: (name: string, date: string, by: string) => `${name}, am ${date} von ${by}`,
    variants: 'Grössen',
    usedBy: 'Verwendet bei',
    usedAs: (type: string) => `(als ${type})`,
    asFloorPlan: '(als Grundriss)',
    notUsed: 'Noch kein Ort zeigt dieses Bild. Du kannst es im Ort unter «Medien» zuordnen.',
    close: 'Schliessen',
    delete: 'Löschen',
    deleteTitle: 'Bild löschen?',
    deleteText: 'Das Bild und alle seine Grössen werden gelöscht.',
    inUse: 'Ein Bild, das Orte zeigen, kann nicht gelöscht werden. Entferne es zuerst bei diesen Orten.',
    saved: 'Gespeichert.',
  },
  picker: {
    open: 'Aus der Bibliothek wählen',
    heading: 'Bild aus der Bibliothek',
    choose: (title: string) => `${title} wählen`,
    linking: 'Wird zugeordnet …',
    cancel: 'Abbrechen',
  },
}
