const count = (n: number) => new Intl.NumberFormat('de-CH').format(n)
const places = (n: number) => `${count(n)} ${n === 1 ? 'Ort' : 'Orte'}`

/** User-facing text of the bulk edit in the places list (German; staff are addressed with "du"). */
export const bulkMessages = {
  region: 'Sammelbearbeitung',
  selectAll: 'Alle Orte dieser Seite auswählen',
  selectRow: (title: string) => `„${title}“ auswählen`,
  selected: (n: number) => `${places(n)} ausgewählt`,
  clear: 'Auswahl aufheben',
  action: 'Aktion',
  actions: {
    addTag: 'Thema oder Merkmal hinzufügen',
    removeTag: 'Thema oder Merkmal entfernen',
    addCategory: 'Kategorie hinzufügen',
    removeCategory: 'Kategorie entfernen',
    setReviewDue: 'Überprüfung fällig am',
  },
  tag: 'Thema oder Merkmal',
  category: 'Kategorie',
  dateDue: 'Fällig am',
  choose: 'Bitte wählen …',
  apply: 'Anwenden',
  applying: 'Wird angewendet …',
  required: {
    tag: 'Bitte ein Thema oder Merkmal wählen.',
    category: 'Bitte eine Kategorie wählen.',
    dateDue: 'Bitte ein vollständiges Datum eingeben.',
  },
  done: (changed: number, total: number) =>
    changed === 0
      ? `Keine Änderung nötig: ${total === 1 ? 'der Ort hatte' : `alle ${places(total)} hatten`} das schon.`
      : `${count(changed)} von ${count(total)} ${total === 1 ? 'Ort' : 'Orten'} geändert.`,
  failed: 'Nichts wurde geändert.',
  /** The API refused the tag: a topic of a map (`map`) the person may not edit. */
  tagRefused: (type: 'addTag' | 'removeTag', tag: string, map: string | undefined) =>
    `Das Thema „${tag}“ darfst du nicht ${type === 'addTag' ? 'vergeben' : 'entfernen'}: Es gehört ${
      map ? `zur Karte ${map}` : 'zu einer Karte'
    }, die du nicht bearbeiten darfst. Nichts wurde geändert.`,
  unknownTag: (id: number) => `Nr. ${id}`,
  placesRefused:
    'Mindestens einer der ausgewählten Orte ist auch auf einer Karte, die du nicht bearbeiten darfst. Nichts wurde geändert.',
}
