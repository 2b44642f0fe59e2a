/** User-facing text of the change history (German; staff are addressed with "du"). */
export const historyMessages = {
  heading: 'Verlauf',
  intro:
    'Jede Änderung mit Zeitpunkt und Person. Ein früherer Wert lässt sich wiederherstellen; auch das wird festgehalten.',
  loading: 'Verlauf wird geladen …',
  loadFailed: 'Der Verlauf konnte nicht geladen werden.',
  empty: 'Noch keine Änderungen im Dashboard.',
  restore: 'Wiederherstellen',
  fieldName: (field: string) => `${field}:`,
  arrow: '→',
  back: '←',
  restoreField: (field: string, value: string) => `${field} «${value}» wiederherstellen`,
  restoreFailed: 'Wiederherstellen nicht möglich.',
  pages: 'Seiten des Verlaufs',
  deleted: {
    heading: 'Gelöschte Orte',
    intro:
      'Gelöschte Orte lassen sich mit allem wiederherstellen, was beim Löschen mitging: Angaben, Kategorien, Merkmale, Veranstaltungen.',
    link: 'Gelöschte Orte',
    loading: 'Gelöschte Orte werden geladen …',
    loadFailed: 'Die gelöschten Orte konnten nicht geladen werden.',
    empty: 'Keine gelöschten Orte.',
    emptyHint: 'Was im Dashboard gelöscht wird, erscheint hier und lässt sich wiederherstellen.',
    total: (n: number) => (n === 1 ? '1 gelöschter Ort' : `${n} gelöschte Orte`),
    deletedBy: (date: string, who: string) => `gelöscht am ${date} von ${who}`,
    restore: (title: string) => `${title} wiederherstellen`,
    restored: (title: string) => `«${title}» ist wiederhergestellt.`,
    open: 'Öffnen',
  },
}
