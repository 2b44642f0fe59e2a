/**
 * 12’345, as written in Switzerland and Liechtenstein. By hand: the first `toLocaleString` of a
 * page loads the locale's number data, a quarter of a second on a slow phone.
 */
export function thousands(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '’')
}

/** User-facing text of the embed (German). */
export const messages = {
  loading: 'Wird geladen …',
  results: (n: number) => (n === 1 ? '1 Ort' : `${thousands(n)} Orte`),
  empty: 'Hier gibt es noch keine Orte.',
  notFound: 'Diese Auswahl gibt es nicht (mehr).',
  pageNotFound: 'Diese Seite gibt es nicht.',
  failed: 'Die Orte konnten nicht geladen werden.',
  offline: 'Keine Internetverbindung. Die Orte erscheinen, sobald das Gerät wieder online ist.',
  retry: 'Erneut versuchen',
  more: 'Mehr anzeigen',
  nearest: 'In meiner Nähe zuerst',
  nearestActive: 'Nach Entfernung sortiert',
  locating: 'Standort wird ermittelt …',
  noLocation: 'Der Standort ist nicht verfügbar.',
  showMap: 'Karte anzeigen',
  hideMap: 'Karte ausblenden',
  mapFailed: 'Die Karte konnte nicht geladen werden.',
  mapOffline: 'Keine Internetverbindung. Die Karte erscheint, sobald das Gerät wieder online ist.',
  mapLabel: (title: string) => `Karte: ${title}`,
  opensInNewWindow: '(öffnet in neuem Fenster)',
  fullMap: 'Ganze Karte öffnen',
  credit: 'Karte von quo',
  distance: (text: string) => `${text} entfernt`,
  /** A result's opening state and when it changes (hoursText.ts). */
  hours: {
    state: { open: 'Geöffnet', closingSoon: 'Schliesst bald', closed: 'Geschlossen' },
    /** Sunday first, as `Date.getUTCDay()` counts. */
    weekdays: ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'],
    tomorrow: (time: string) => `morgen ${time}`,
    opens: (state: string, at: string) => `${state} · öffnet ${at}`,
    until: (state: string, at: string) => `${state} · bis ${at}`,
    /** Today's holiday sets the state ("Geschlossen · Heute Feiertag"); its name in the tooltip. */
    holiday: (state: string) => `${state} · Heute Feiertag`,
  },
  /** MapLibre's hints while the wheel and one finger scroll the page instead of the map. */
  mapGestures: {
    'CooperativeGesturesHandler.WindowsHelpText': 'Strg + Mausrad zoomt die Karte',
    'CooperativeGesturesHandler.MacHelpText': '⌘ + Mausrad zoomt die Karte',
    'CooperativeGesturesHandler.MobileHelpText': 'Mit zwei Fingern die Karte bewegen',
  },
}
