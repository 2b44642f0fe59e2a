import type { HistoryEntry, HistoryTable } from '@quo/contract'
import { formatDate, formatDateTime } from '../format.js'

/** Names the records a history row refers to by id, from the reference data staff know. */
export interface HistoryLabels {
  category: (id: number) => string | undefined
  tag: (id: number) => string | undefined
  detailKey: (keyName: string) => string | undefined
  branch: (id: number) => string | undefined
}

/** What a row of each table is, for a person. */
const RECORD: Record<HistoryTable, string> = {
  items: 'Ort',
  item_categories: 'Kategorie',
  item_details: 'Angabe',
  item_tags: 'Merkmal',
  item_addresses: 'Adresse',
  item_media: 'Medium',
  item_geojsons: 'Geometrie',
  item_jsons: 'Daten',
  item_floor_plans: 'Grundriss',
  item_relations: 'Verknüpfung',
  item_reviews: 'Prüfung',
  mentions: 'Erwähnung',
  featured: 'Hervorhebung',
  geojsons: 'Geometrie',
  jsons: 'Daten',
  events: 'Veranstaltung',
  event_branches: 'Karte der Veranstaltung',
}

const ACTION = { insert: 'hinzugefügt', update: 'geändert', delete: 'entfernt' } as const
/** A place or an event is made or deleted rather than added or removed. */
const RECORD_ACTION = { insert: 'angelegt', update: 'geändert', delete: 'gelöscht' } as const
const RECORDS: ReadonlySet<HistoryTable> = new Set(['items', 'events'])

/** Columns by their German name; a column not named here shows as it is called. */
const FIELD: Record<string, string> = {
  title: 'Titel',
  lon: 'Länge',
  lat: 'Breite',
  type: 'Art',
  datePermanentlyClosed: 'Dauerhaft geschlossen am',
  isDuplicateOf: 'Duplikat von',
  dataValue: 'Wert',
  dataValueUnit: 'Einheit',
  dateBegin: 'Beginn',
  dateEnd: 'Ende',
  dateDue: 'Fällig am',
  isCompleted: 'Erledigt',
  note: 'Notiz',
  url: 'Link',
  mediumType: 'Art des Mediums',
  sortOrder: 'Reihenfolge',
  street: 'Strasse',
  housenumber: 'Hausnummer',
  postcode: 'Postleitzahl',
  cityId: 'Gemeinde',
  countryId: 'Land',
  stateId: 'Kanton',
  isHidden: 'Verborgen',
  showInSubtitle: 'Im Untertitel',
  subtitleSortOrder: 'Reihenfolge im Untertitel',
  geojson: 'Geometrie',
  geojsonType: 'Art der Geometrie',
  json: 'Daten',
  source: 'Quelle',
  datePublished: 'Veröffentlicht am',
  branchId: 'Karte',
  dateFeatured: 'Hervorgehoben am',
  assetId: 'Bild',
  west: 'Westrand',
  south: 'Südrand',
  east: 'Ostrand',
  north: 'Nordrand',
  opacity: 'Deckkraft',
}

export const fieldLabel = (field: string) => FIELD[field] ?? field

const number = new Intl.NumberFormat('de-CH', { maximumFractionDigits: 6 })
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

/** A recorded value as a person reads it. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(leer)'
  if (typeof value === 'boolean') return value ? 'ja' : 'nein'
  if (typeof value === 'number') return number.format(value)
  if (typeof value === 'string') {
    if (ISO_DATE_TIME.test(value)) {
      const midnight = /T00:00:00(\.0+)?(Z|\+00:00)$/.test(value)
      return midnight ? formatDate(value) : formatDateTime(value)
    }
    return value
  }
  return 'Geometrie oder Daten'
}

const quoted = (name: string | undefined) => (name ? ` «${name}»` : '')

/**
 * What an entry is about: the record and, where the reference data names it, which one
 * (`Angabe «Telefon»`, `Kategorie «Bäckerei»`, `Ort «Café Rheinblick»`).
 */
function entrySubject(entry: HistoryEntry, labels: HistoryLabels): string {
  const row = entry.after ?? entry.before ?? {}
  const num = (key: string) => (typeof row[key] === 'number' ? (row[key] as number) : undefined)
  const text = (key: string) => (typeof row[key] === 'string' ? (row[key] as string) : undefined)
  const name = (() => {
    switch (entry.table) {
      case 'items':
      case 'mentions':
      case 'item_media':
        return text('title')
      case 'item_details':
        return labels.detailKey(text('dataKeyV2') ?? '') ?? text('dataKeyV2')
      case 'item_categories':
        return labels.category(num('categoryId') ?? 0)
      case 'item_tags':
        return labels.tag(num('tagId') ?? 0)
      case 'event_branches':
      case 'featured':
        return labels.branch(num('branchId') ?? 0)
      case 'events':
        return text('dateBegin') && formatValue(text('dateBegin'))
      default:
        return undefined
    }
  })()
  return `${RECORD[entry.table]}${quoted(name)}`
}

/** `Kategorie «Bäckerei» hinzugefügt` */
export const entrySummary = (entry: HistoryEntry, labels: HistoryLabels) =>
  `${entrySubject(entry, labels)} ${(RECORDS.has(entry.table) ? RECORD_ACTION : ACTION)[entry.operation]}`

/** Entries of one staff action (one transaction), in the order the history lists them. */
export function groupByAction(entries: readonly HistoryEntry[]): HistoryEntry[][] {
  const groups: HistoryEntry[][] = []
  for (const entry of entries) {
    const last = groups.at(-1)
    if (last?.[0]?.tx === entry.tx) last.push(entry)
    else groups.push([entry])
  }
  // The place or event the action made or deleted leads its group.
  return groups.map((group) => [
    ...group.filter((e) => RECORDS.has(e.table) && e.operation !== 'update'),
    ...group.filter((e) => !(RECORDS.has(e.table) && e.operation !== 'update')),
  ])
}

/** Who made the change: the e-mail where the token had one. */
export const entryActor = (entry: HistoryEntry) => entry.actorEmail ?? entry.actorSub

/**
 * Whether the entry can be put back as a whole: a removal (the row returns) or an addition
 * (the row goes again) — a place's creation is undone by deleting it in the editor.
 */
export const restorableWhole = (entry: HistoryEntry) =>
  entry.operation === 'delete' || (entry.operation === 'insert' && entry.table !== 'items')

/**
 * Whether an entry gets its own button in its group: not what a creation or deletion of a place
 * or event brought along (the whole is restored or deleted as one), and not the review cycle,
 * which its own section keeps.
 */
export function ownRestore(entry: HistoryEntry, group: readonly HistoryEntry[]): boolean {
  if (entry.table === 'item_reviews') return false
  const lead = group[0]
  const whole = lead !== undefined && RECORDS.has(lead.table) && lead.operation !== 'update'
  return !whole || entry === lead
}

/** The button of a whole entry: `Wiederherstellen` for a removal, `Rückgängig machen` for an addition. */
export const wholeRestoreText = (entry: HistoryEntry) =>
  entry.operation === 'delete' ? 'Wiederherstellen' : 'Rückgängig machen'
