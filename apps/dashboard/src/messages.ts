/** User-facing text of the dashboard (German). */
export const messages = {
  title: 'quo Dashboard',
  mainNavigation: 'Hauptnavigation',
  navigation: {
    dashboard: 'Dashboard',
    places: 'Orte',
    events: 'Veranstaltungen',
    media: 'Medien',
    debug: 'Debugging',
  },
}
