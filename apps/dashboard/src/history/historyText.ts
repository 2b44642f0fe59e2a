import type { HistoryEntry, HistoryTable } from '@quo/contract'
import { formatDate, formatDateTime } from '../format.js'
import { historyMessages } from './messages.js'

/** Names the records a history row refers to by id, from the reference data staff know. */
export interface HistoryLabels {
  category: (id: number) => string | undefined
  tag: (id: number) => string | undefined
  detailKey: (keyName: string) => string | undefined
  branch: (id: number) => string | undefined
}

/** What a row of each table is, for a person. */
const RECORD: Record<HistoryTable, string> = historyMessages.record

const ACTION = historyMessages.action
/** A place or an event is made or deleted rather than added or removed. */
const RECORD_ACTION = historyMessages.recordAction
/** The tables whose rows are whole records (a place, an event) rather than parts of one. */
const RECORD_TABLES: readonly HistoryTable[] = ['items', 'events']
const isRecord = (table: HistoryTable) => RECORD_TABLES.includes(table)

/** Columns by their German name; a column not named here shows as it is called. */
const FIELD: Record<string, string> = historyMessages.field

export const fieldLabel = (field: string) => FIELD[field] ?? field

const number = new Intl.NumberFormat('de-CH', { maximumFractionDigits: 6 })
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

/** A recorded value as a person reads it. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return historyMessages.value.empty
  if (typeof value === 'boolean') return value ? historyMessages.value.yes : historyMessages.value.no
  if (typeof value === 'number') return number.format(value)
  if (typeof value === 'string') {
    if (ISO_DATE_TIME.test(value)) {
      const midnight = /T00:00:00(\.0+)?(Z|\+00:00)$/.test(value)
      return midnight ? formatDate(value) : formatDateTime(value)
    }
    return value
  }
  return historyMessages.value.structured
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

/**
 * Whether a place or event put back by a restore made this entry: its row was deleted before
 * (`older`). A new place always gets a new id, so the same row again is the old one back.
 */
const isRestore = (entry: HistoryEntry, older: readonly HistoryEntry[]) =>
  entry.operation === 'insert' &&
  isRecord(entry.table) &&
  older.some(
    (e) =>
      e.operation === 'delete' &&
      e.table === entry.table &&
      e.id < entry.id &&
      JSON.stringify(e.rowKey) === JSON.stringify(entry.rowKey),
  )

/** `Kategorie «Bäckerei» hinzugefügt`, `Ort «Post» wiederhergestellt` when `entries` show a restore */
export const entrySummary = (
  entry: HistoryEntry,
  labels: HistoryLabels,
  entries: readonly HistoryEntry[] = [],
) =>
  `${entrySubject(entry, labels)} ${
    isRestore(entry, entries)
      ? historyMessages.restoredAction
      : (isRecord(entry.table) ? RECORD_ACTION : ACTION)[entry.operation]
  }`

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
    ...group.filter((e) => isRecord(e.table) && e.operation !== 'update'),
    ...group.filter((e) => !(isRecord(e.table) && e.operation !== 'update')),
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
  const whole = lead !== undefined && isRecord(lead.table) && lead.operation !== 'update'
  return !whole || entry === lead
}

/** The button of a whole entry: `Wiederherstellen` for a removal, `Rückgängig machen` for an addition. */
export const wholeRestoreText = (entry: HistoryEntry) =>
  entry.operation === 'delete' ? historyMessages.restore : historyMessages.undo
