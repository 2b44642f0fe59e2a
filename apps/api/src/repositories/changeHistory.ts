import type {
  DeletedPlacesPage,
  HistoryChange,
  HistoryEntry,
  HistoryPage,
  HistoryQuery,
  HistoryTable,
} from '@quo/contract'
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/database.js'
import { changeHistory, items } from '../db/schema/index.js'
import { inBranches, type StaffBranches } from './branchAccess.js'
import { NotFound } from './domainErrors.js'

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
export const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

export type Row = Record<string, unknown>
const camelRow = (row: Row | null): Row | null =>
  row && Object.fromEntries(Object.entries(row).map(([k, v]) => [camel(k), v]))

/** The columns an update changed, bookkeeping left out. */
export function changedColumns(before: Row | null, after: Row | null): string[] {
  if (!before || !after) return []
  return Object.keys(after).filter(
    (k) => !BOOKKEEPING.has(k) && JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  )
}

export type HistoryRow = typeof changeHistory.$inferSelect

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
 * whose every branch (by the tags and the events' maps the delete took along) is theirs, as
 * restoring them needs.
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
          WHERE t.tx = ${changeHistory.tx} AND t.item_id = ${changeHistory.itemId} AND t.table_name = 'item_tags' AND NOT ${inBranches(sql`b.short_id`, staff)})
        AND NOT EXISTS (SELECT 1 FROM change_history t
          JOIN branches b ON b.id = (t.before ->> 'branch_id')::integer
          WHERE t.tx = ${changeHistory.tx} AND t.table_name = 'event_branches' AND t.operation = 'delete' AND NOT ${inBranches(sql`b.short_id`, staff)})`,
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
