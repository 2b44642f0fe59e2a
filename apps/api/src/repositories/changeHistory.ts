import {
  type DeletedPlacesPage,
  HISTORY_TABLES,
  type HistoryChange,
  type HistoryEntry,
  type HistoryPage,
  type HistoryQuery,
  type HistoryTable,
} from '@quo/contract'
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/database.js'
import { changeHistory, items } from '../db/schema/index.js'
import { type BranchScope, inBranches, type StaffBranches } from './branchAccess.js'
import { mapConstraintErrors, pgCode } from './dbErrors.js'
import { Conflict, InvalidInput, NotFound } from './domainErrors.js'

/** Who writes: the staff token's subject and e-mail. */
interface Actor {
  sub: string
  email?: string | undefined
}

/**
 * Names the transaction's actor, so the trigger `quo_record_change` records what it changes
 * (migration 0013); without an actor nothing is recorded.
 */
export async function recordChangesAs(tx: Db, actor: Actor | undefined): Promise<void> {
  if (!actor) return
  const value = JSON.stringify({ sub: actor.sub, email: actor.email ?? null })
  await tx.execute(sql`SELECT set_config('quo.actor', ${value}, true)`)
}

/** Columns that change with every write and say nothing a person would restore. */
const BOOKKEEPING = new Set(['date_updated'])

const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())
const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

type Row = Record<string, unknown>
const camelRow = (row: Row | null): Row | null =>
  row && Object.fromEntries(Object.entries(row).map(([k, v]) => [camel(k), v]))

/** The columns an update changed, bookkeeping left out. */
function changedColumns(before: Row | null, after: Row | null): string[] {
  if (!before || !after) return []
  return Object.keys(after).filter(
    (k) => !BOOKKEEPING.has(k) && JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  )
}

type HistoryRow = typeof changeHistory.$inferSelect

function toEntry(row: HistoryRow): HistoryEntry {
  const changes: HistoryChange[] = changedColumns(row.before, row.after).map((k) => ({
    field: camel(k),
    before: row.before?.[k] ?? null,
    after: row.after?.[k] ?? null,
  }))
  return {
    id: row.id,
    tx: row.tx,
    dateChanged: row.dateChanged,
    actorSub: row.actorSub,
    actorEmail: row.actorEmail,
    table: row.tableName as HistoryTable,
    operation: row.operation as HistoryEntry['operation'],
    itemId: row.itemId,
    eventId: row.eventId,
    rowKey: camelRow(row.rowKey) ?? {},
    before: camelRow(row.before),
    after: camelRow(row.after),
    changes,
  }
}

/** One page of history rows, newest first, and how many there are in all. */
async function pageOf(db: Db, where: SQL | undefined, query: HistoryQuery) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(changeHistory)
      .where(where)
      .orderBy(desc(changeHistory.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(changeHistory).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

async function historyPage(db: Db, where: SQL, query: HistoryQuery): Promise<HistoryPage> {
  const { rows, total } = await pageOf(db, where, query)
  return { entries: rows.map(toEntry), total }
}

/** A place's history, newest first: the place, everything hanging on it, and its events. */
export const itemHistory = (db: Db, itemId: number, query: HistoryQuery) =>
  historyPage(db, eq(changeHistory.itemId, itemId), query)

/** An event's history, newest first: its dates and its branches. */
export const eventHistory = (db: Db, eventId: number, query: HistoryQuery) =>
  historyPage(db, eq(changeHistory.eventId, eventId), query)

/**
 * Places staff deleted that are still gone, newest first; for staff of some branches only those
 * whose every branch (by the tags the delete took along) is theirs, as restoring them needs.
 */
export async function deletedPlaces(
  db: Db,
  query: HistoryQuery,
  staff: StaffBranches,
): Promise<DeletedPlacesPage> {
  const gone = and(
    eq(changeHistory.tableName, 'items'),
    eq(changeHistory.operation, 'delete'),
    sql`NOT EXISTS (SELECT 1 FROM ${items} WHERE ${items.id} = ${changeHistory.itemId})`,
    staff === 'all'
      ? undefined
      : sql`NOT EXISTS (SELECT 1 FROM change_history t
          JOIN tags tg ON tg.id = (t.before ->> 'tag_id')::integer
          JOIN branches b ON b.tag_key = tg.tag_key
          WHERE t.tx = ${changeHistory.tx} AND t.item_id = ${changeHistory.itemId} AND t.table_name = 'item_tags' AND NOT ${inBranches(sql`b.short_id`, staff)})`,
  )
  const { rows, total } = await pageOf(db, gone, query)
  return {
    places: rows.map((r) => ({
      historyId: r.id,
      itemId: r.itemId ?? 0,
      nanoId: String(r.before?.nano_id ?? ''),
      title: String(r.before?.title ?? ''),
      dateDeleted: r.dateChanged,
      actorEmail: r.actorEmail,
    })),
    total,
  }
}

/** One history entry; 404 when there is none. */
export async function historyEntry(db: Db, id: number): Promise<HistoryRow> {
  const [row] = await db.select().from(changeHistory).where(eq(changeHistory.id, id))
  if (!row) throw new NotFound('Unknown history entry')
  return row
}

/**
 * The records a restore of `entry` writes to, for the branch check: the place (or event) it
 * belongs to, and for a deleted place the tags its delete took along, since putting them back
 * puts the place on those branches' maps (as a create would).
 */
export async function restoreScope(db: Db, entry: HistoryRow): Promise<BranchScope> {
  if (entry.tableName === 'items' && entry.operation === 'delete') {
    const tags = await db
      .select({ before: changeHistory.before })
      .from(changeHistory)
      .where(
        and(
          eq(changeHistory.tx, entry.tx),
          eq(changeHistory.tableName, 'item_tags'),
          eq(changeHistory.itemId, entry.itemId ?? 0),
        ),
      )
    return { tags: tags.map((t) => Number(t.before?.tag_id)).filter(Number.isInteger) }
  }
  if (entry.itemId !== null) return { items: [entry.itemId] }
  if (entry.eventId !== null) return { events: [entry.eventId] }
  return {}
}

/**
 * What the delete of a place or event took along, among the rows its transaction deleted: the
 * rows of that place (or event), and the branches of its events — a cascade records those
 * after their event is gone, so without the place's id.
 */
function alongWith(entry: HistoryRow, deleted: HistoryRow[]): HistoryRow[] {
  const own = (row: HistoryRow) =>
    entry.tableName === 'items' ? row.itemId === entry.itemId : row.eventId === entry.eventId
  const events = new Set(deleted.filter((r) => r.tableName === 'events' && own(r)).map((r) => r.eventId))
  return deleted.filter((r) => own(r) || (r.tableName === 'event_branches' && events.has(r.eventId)))
}

const insertRow = (tx: Db, table: string, row: Row) =>
  tx.execute(sql`SELECT quo_history_insert(${table}, ${JSON.stringify(row)}::jsonb)`)

async function updateRow(tx: Db, entry: HistoryRow, values: Row): Promise<void> {
  try {
    await tx.execute(
      sql`SELECT quo_history_update(${entry.tableName}, ${JSON.stringify(entry.rowKey)}::jsonb, ${JSON.stringify(values)}::jsonb)`,
    )
  } catch (err) {
    if (pgCode(err) === 'P0002') throw new Conflict('The record this entry changed exists no more')
    throw err
  }
}

/** Removes an added row again; 409 when it is gone already (removed since, or restored before). */
async function deleteRowByKey(tx: Db, entry: HistoryRow): Promise<void> {
  const removed = await queryRows<{ one: number }>(
    tx,
    sql`DELETE FROM ${sql.identifier(entry.tableName)} WHERE ${sql.join(
      Object.entries(entry.rowKey).map(
        ([k, v]) => sql`${sql.identifier(k)} = ${typeof v === 'number' ? v : String(v)}`,
      ),
      sql` AND `,
    )} RETURNING 1 AS one`,
  )
  if (removed.length === 0) throw new Conflict('The added record is gone already')
}

/**
 * Puts the former state of `entry` back in `tx` (a staff transaction, so the restore is itself
 * recorded): for an update `field` or every changed column, for a deleted row the row (for a
 * deleted place everything its delete took along), for an added row its removal. A record
 * that changed in a way the restore cannot bridge (gone, or back already) is a 409.
 */
export async function restoreEntry(tx: Db, entry: HistoryRow, field: string | undefined): Promise<void> {
  if (entry.operation === 'update') {
    const changed = changedColumns(entry.before, entry.after)
    const columns = field === undefined ? changed : [snake(field)]
    if (!columns.every((c) => changed.includes(c)))
      throw new NotFound(`This entry did not change ${field ?? 'anything'}`)
    const values = Object.fromEntries(columns.map((c) => [c, entry.before?.[c] ?? null]))
    await mapConstraintErrors(() => updateRow(tx, entry, values))
    return
  }
  if (field !== undefined)
    throw new InvalidInput('Only an update is restored field by field', [
      { path: 'body.field', message: 'only an update is restored field by field' },
    ])
  if (entry.operation === 'insert') {
    if (entry.tableName === 'items') throw new Conflict('A new place is deleted in the editor, not restored')
    await deleteRowByKey(tx, entry)
    return
  }
  const rows =
    entry.tableName === 'items' || entry.tableName === 'events'
      ? alongWith(
          entry,
          await tx
            .select()
            .from(changeHistory)
            .where(and(eq(changeHistory.tx, entry.tx), eq(changeHistory.operation, 'delete'))),
        )
      : [entry]
  const ordered = [...rows].sort(
    (a, b) =>
      HISTORY_TABLES.indexOf(a.tableName as HistoryTable) -
      HISTORY_TABLES.indexOf(b.tableName as HistoryTable),
  )
  for (const row of ordered) {
    const before = row.before
    if (!before) continue
    await mapConstraintErrors(() => insertRow(tx, row.tableName, before))
  }
}
