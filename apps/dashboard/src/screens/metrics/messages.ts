import { METRICS_MAX_RANGE_DAYS } from '@quo/contract'

const count = (n: number) => new Intl.NumberFormat('de-CH').format(n)

/** User-facing text of the metrics view (German; staff are addressed with "du"). */
export const metricsMessages = {
  heading: 'Statistik',
  text: 'Wie viele Besuche deine Karten hatten, welche Orte am häufigsten geöffnet wurden und wonach vergeblich gesucht wurde.',
  range: 'Zeitraum',
  from: 'Von',
  to: 'Bis',
  map: 'Karte',
  allMaps: 'Alle Karten',
  allOwnMaps: 'Alle deine Karten',
  lastDays: (n: number) => `Letzte ${n} Tage`,
  validation: {
    missing: 'Bitte ein vollständiges Datum eingeben.',
    toBeforeFrom: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
    tooLong: `Der Zeitraum darf höchstens ${METRICS_MAX_RANGE_DAYS} Tage umfassen.`,
  },
  sessions: {
    heading: 'Besuche pro Tag',
    intro: 'Eine Sitzung ist ein Besuch der Karte in einem Browserfenster. Tage nach Liechtensteiner Zeit.',
    chartLabel: (from: string, to: string) => `Diagramm: Besuche pro Tag vom ${from} bis ${to}`,
    chartLoading: 'Diagramm wird geladen …',
    chartFailed: 'Das Diagramm konnte nicht geladen werden; die Zahlen stehen in der Tabelle.',
    total: (sessions: number, events: number) =>
      `${count(sessions)} ${sessions === 1 ? 'Besuch' : 'Besuche'}, ${count(events)} ${events === 1 ? 'Aktion' : 'Aktionen'} im Zeitraum`,
    table: 'Besuche pro Tag als Tabelle',
    showTable: 'Als Tabelle anzeigen',
    hideTable: 'Tabelle ausblenden',
    series: 'Besuche',
    columns: { day: 'Tag', sessions: 'Besuche', events: 'Aktionen' },
  },
  places: {
    heading: 'Am häufigsten geöffnete Orte',
    empty: 'Im Zeitraum wurde kein Ort geöffnet.',
    columns: { rank: 'Rang', title: 'Ort', opens: 'Geöffnet', sessions: 'Besuche' },
    /** After the title: its town, since titles repeat ("Post"). */
    inCity: (city: string) => `, ${city}`,
  },
  searches: {
    heading: 'Suchen ohne Ergebnis',
    intro:
      'Wonach gesucht und nichts gefunden wurde, in Kleinbuchstaben. Vielleicht fehlt ein Ort oder ein Stichwort.',
    empty: 'Im Zeitraum blieb keine Suche ohne Ergebnis.',
    columns: { term: 'Suchbegriff', count: 'Anzahl', sessions: 'Besuche' },
  },
  privacy: {
    heading: 'Datenschutz',
    kept: 'Gespeichert wird pro Aktion nur: eine zufällige Sitzungskennung (nur für dieses Browserfenster, kein Cookie), was getan wurde, wann, auf welcher Karte, welcher Ort oder Pfad, bei Suchen ohne Ergebnis der Suchbegriff und bei Fragen im Chat die Frage. Beim Start kommen Version, Sprache, Fenstergrösse, Browser- und Systemfamilie (z. B. „Firefox“, „Android“) und die Website, von der jemand kam, dazu.',
    notKept:
      'Nicht gespeichert werden IP-Adressen, die vollständige Browserkennung (User-Agent) und die genaue Seite, von der jemand kam.',
    retention: (days: number) => `Nach ${count(days)} Tagen werden die Daten automatisch gelöscht.`,
  },
  loading: 'Wird geladen …',
  loadFailed: 'Die Zahlen konnten nicht geladen werden.',
  noAccess: 'Für diese Karte hast du keine Berechtigung.',
  retry: 'Erneut versuchen',
  count,
}
