/** User-facing text of the embed (German). */
export const messages = {
  embeddedMap: 'Eingebettete Karte',
  searchShortcut: (id: number) => `Suche ${id}`,
}
