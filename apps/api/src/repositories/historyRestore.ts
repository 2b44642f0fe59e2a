import { HISTORY_TABLES, type HistoryTable } from '@quo/contract'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/database.js'
import { changeHistory } from '../db/schema/index.js'
import type { BranchScope } from './branchAccess.js'
import { changedColumns, type HistoryRow, type Row, snake } from './changeHistory.js'
import { mapConstraintErrors, pgCode } from './dbErrors.js'
import { Conflict, InvalidInput, NotFound } from './domainErrors.js'

/** `column = value AND …` for a recorded row key. */
const keyMatch = (rowKey: Row): SQL =>
  sql.join(
    Object.entries(rowKey).map(
      ([k, v]) => sql`${sql.identifier(k)} = ${typeof v === 'number' ? v : String(v)}`,
    ),
    sql` AND `,
  )

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

/** The recorded rows a restore of a deleted row puts back: for a place or event with what it took along. */
async function rowsPutBack(tx: Db, entry: HistoryRow): Promise<HistoryRow[]> {
  if (entry.tableName !== 'items' && entry.tableName !== 'events') return [entry]
  const deleted = await tx
    .select()
    .from(changeHistory)
    .where(and(eq(changeHistory.tx, entry.tx), eq(changeHistory.operation, 'delete')))
  return alongWith(entry, deleted)
}

/** The row a recorded key names as it is stored now, if it still is. */
async function currentRow(tx: Db, entry: HistoryRow): Promise<Row | null> {
  const [row] = await queryRows<{ row: Row }>(
    tx,
    sql`SELECT to_jsonb(t) AS row FROM ${sql.identifier(entry.tableName)} t WHERE ${keyMatch(entry.rowKey)}`,
  )
  return row?.row ?? null
}

const ids = (...values: unknown[]): number[] =>
  values.map(Number).filter((n, i) => values[i] != null && Number.isInteger(n))

/**
 * The records a row of `table` puts on a map, named as the direct write of that row is
 * checked: what hangs on a place by its place, a tag also by the tag's branch, a link to a
 * document also by the document (its other places), an event by its place and its maps, a
 * featured entry by its map (every map without one).
 */
function rowScope(table: string, r: Row): BranchScope {
  switch (table) {
    case 'items':
      return { items: ids(r.id) }
    case 'events':
      return { events: ids(r.id), items: ids(r.item_id) }
    case 'event_branches':
      return { events: ids(r.event_id), branchIds: ids(r.branch_id) }
    case 'featured':
      return r.branch_id == null ? { everyBranch: true } : { branchIds: ids(r.branch_id) }
    case 'item_tags':
      return { items: ids(r.item_id), tags: ids(r.tag_id) }
    case 'item_relations':
      return { items: ids(r.parent_item_id, r.child_item_id) }
    case 'item_geojsons':
      return { items: ids(r.item_id), geojsons: ids(r.geojson_id) }
    case 'item_jsons':
      return { items: ids(r.item_id), jsons: ids(r.json_id) }
    case 'geojsons':
      return { geojsons: ids(r.id) }
    case 'jsons':
      return { jsons: ids(r.id) }
    default:
      return { items: ids(r.item_id) }
  }
}

/**
 * Places that ever linked these documents by the history: a document's "created" entry names
 * no place, and one unlinked since is still the map of the places it was drawn for.
 */
async function formerLinks(tx: Db, table: 'item_geojsons' | 'item_jsons', docIds: number[]) {
  if (!docIds.length) return []
  const column = table === 'item_geojsons' ? 'geojson_id' : 'json_id'
  const rows = await queryRows<{ item_id: number }>(
    tx,
    sql`SELECT DISTINCT item_id FROM change_history
      WHERE table_name = ${table} AND item_id IS NOT NULL
        AND coalesce(after, before) ->> ${column} IN (${sql.join(
          docIds.map((id) => sql`${String(id)}`),
          sql`, `,
        )})`,
  )
  return rows.map((r) => Number(r.item_id))
}

function mergeScopes(scopes: BranchScope[]): BranchScope {
  const merged: Record<string, number[]> = {}
  let everyBranch = false
  for (const scope of scopes) {
    for (const [key, value] of Object.entries(scope)) {
      if (key === 'everyBranch') everyBranch ||= value === true
      else if (Array.isArray(value)) merged[key] = [...(merged[key] ?? []), ...value]
    }
  }
  return { ...merged, ...(everyBranch ? { everyBranch } : {}) }
}

/**
 * The records a restore of `entry` writes to, for the branch check — read in the restore's own
 * transaction. A restore is checked as the writes it performs would be: against every row it
 * puts back, changes or takes away, as recorded then and as stored now (an update's row before
 * and after, and today), plus the place or event the entry belongs to. So a branch editor
 * restores only entries whose records are all theirs.
 */
export async function restoreScope(tx: Db, entry: HistoryRow): Promise<BranchScope> {
  const rows: { table: string; row: Row }[] = []
  if (entry.operation === 'delete') {
    for (const r of await rowsPutBack(tx, entry))
      if (r.before) rows.push({ table: r.tableName, row: r.before })
  } else {
    const now = await currentRow(tx, entry)
    for (const row of [entry.before, entry.after, now]) if (row) rows.push({ table: entry.tableName, row })
  }
  const scopes = rows.map(({ table, row }) => rowScope(table, row))
  const docs = (table: string) => [
    ...new Set(rows.filter((r) => r.table === table).map((r) => Number(r.row.id))),
  ]
  scopes.push(
    { items: ids(entry.itemId), events: ids(entry.eventId) },
    { items: await formerLinks(tx, 'item_geojsons', docs('geojsons')) },
    { items: await formerLinks(tx, 'item_jsons', docs('jsons')) },
  )
  return mergeScopes(scopes)
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
    sql`DELETE FROM ${sql.identifier(entry.tableName)} WHERE ${keyMatch(entry.rowKey)} RETURNING 1 AS one`,
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
  const order = (row: HistoryRow) => HISTORY_TABLES.indexOf(row.tableName as HistoryTable)
  const ordered = [...(await rowsPutBack(tx, entry))].sort((a, b) => order(a) - order(b))
  for (const row of ordered) {
    const before = row.before
    if (!before) continue
    await mapConstraintErrors(() => insertRow(tx, row.tableName, before))
  }
}
