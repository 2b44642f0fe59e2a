import type { OpeningHoursState } from './theme/openingHoursColors.js'

/**
 * Every user-facing text of the components in one place (the UI language is German,
 * docs/product.md §1). The error page titles stay English because the spec quotes them verbatim.
 */
export const MESSAGES = {
  close: 'Schliessen',
  loading: 'Ladefortschritt',
  loadingFailed: 'Laden fehlgeschlagen',
  feedback: 'feedback senden',
  version: 'Version',
  mapStyle: 'Kartenstil',
  level: 'Stockwerk',
  search: 'Suche',
  clearSearch: 'Suche leeren',
  opensInNewTab: '(öffnet in neuem Tab)',
  openingHours: {
    open: 'Geöffnet',
    closingSoon: 'Schliesst bald',
    closed: 'Geschlossen',
    unknown: 'Öffnungszeiten unbekannt',
  } satisfies Record<OpeningHoursState, string>,
  notFoundTitle: '404 Not Found',
  notFoundText: 'This page could not be found',
  errorTitle: 'An error occurred',
  home: 'Zur Startseite',
  offline: 'Keine Internetverbindung',
} as const
