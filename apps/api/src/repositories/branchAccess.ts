import { type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/database.js'

/**
 * Branches (short ids) a record belongs to; `'all'` when it belongs to every map (a featured
 * entry without a branch).
 */
export type BranchSet = number[] | 'all'

/**
 * The stored records a staff request touches, by id, and the branches it links to. Each
 * record resolves to the branches it belongs to: an item through its branch tags (tag key =
 * the branch's tag key), what hangs on an item through that item, an event through its branch
 * links and its item, a geometry document through every item that links it.
 */
export interface BranchScope {
  items?: number[]
  details?: number[]
  media?: number[]
  mentions?: number[]
  reviews?: number[]
  addresses?: number[]
  /** `item_geojsons.id`. */
  itemGeojsons?: number[]
  /** `geojsons.id`: shared documents, on every item that links them. */
  geojsons?: number[]
  jsons?: number[]
  events?: number[]
  /** Also the events of `items`, which a delete takes with it. */
  itemEvents?: boolean
  featured?: number[]
  /** `branches.id` the write links to (event branches, featured entries). */
  branchIds?: number[]
  /** Tags the write adds or removes: a branch's tag puts an item on its map. */
  tags?: number[]
  /** The write reaches every map (a featured entry without a branch). */
  everyBranch?: boolean
}

const list = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )

/** `SELECT column FROM table WHERE key IN (ids)` for the non-empty id lists. */
function sources(parts: [number[] | undefined, SQL][]): SQL[] {
  return parts.flatMap(([ids, select]) => (ids?.length ? [sql`${select} IN (${list(ids)})`] : []))
}

/** Selects of the ids of the items a scope reaches. */
function itemSources(scope: BranchScope): SQL[] {
  return sources([
    [scope.items, sql`SELECT id FROM items WHERE id`],
    [scope.details, sql`SELECT item_id FROM item_details WHERE id`],
    [scope.media, sql`SELECT item_id FROM item_media WHERE id`],
    [scope.mentions, sql`SELECT item_id FROM mentions WHERE id`],
    [scope.reviews, sql`SELECT item_id FROM item_reviews WHERE id`],
    [scope.addresses, sql`SELECT item_id FROM item_addresses WHERE id`],
    [scope.itemGeojsons, sql`SELECT item_id FROM item_geojsons WHERE id`],
    [scope.geojsons, sql`SELECT item_id FROM item_geojsons WHERE geojson_id`],
    [scope.jsons, sql`SELECT item_id FROM item_jsons WHERE json_id`],
    [scope.events, sql`SELECT item_id FROM events WHERE id`],
  ])
}

/**
 * Locks the stored records whose links decide a scope's branches (items, events, geometry
 * documents), in id order, until the transaction ends. Linking one to a branch takes a key
 * share lock on it (the foreign key check), so a concurrent re-tagging either commits before
 * {@link branchesOf} reads or waits for this write. PostgreSQL only needs it; PGlite runs one
 * transaction at a time.
 */
export async function lockScope(db: Db, scope: BranchScope): Promise<void> {
  const items = itemSources(scope)
  const roots: SQL[] = []
  if (items.length) roots.push(sql`SELECT id FROM items WHERE id IN (${sql.join(items, sql` UNION `)})`)
  const events = sources([
    [scope.events, sql`SELECT id FROM events WHERE id`],
    [scope.itemEvents ? scope.items : undefined, sql`SELECT id FROM events WHERE item_id`],
  ])
  if (events.length) roots.push(sql`SELECT id FROM events WHERE id IN (${sql.join(events, sql` UNION `)})`)
  if (scope.geojsons?.length) roots.push(sql`SELECT id FROM geojsons WHERE id IN (${list(scope.geojsons)})`)
  if (scope.jsons?.length) roots.push(sql`SELECT id FROM jsons WHERE id IN (${list(scope.jsons)})`)
  if (!roots.length) return
  const locks = roots.map((select, i) => sql`${sql.raw(`l${i}`)} AS (${select} ORDER BY id FOR UPDATE)`)
  // A CTE runs only when read: counting its rows takes every lock.
  const counts = roots.map((_, i) => sql.raw(`(SELECT count(*) FROM l${i})`))
  await db.execute(sql`WITH ${sql.join(locks, sql`, `)} SELECT ${sql.join(counts, sql` + `)}`)
}

/**
 * Which branches the records of a scope belong to, in one statement however many records
 * and kinds it names. Unknown ids add nothing, so the write itself answers 404 for them.
 */
export async function branchesOf(db: Db, scope: BranchScope): Promise<BranchSet> {
  if (scope.everyBranch) return 'all'
  const eventIds = scope.events
  const items = itemSources(scope)
  const branchSources = sources([
    [scope.branchIds, sql`SELECT id FROM branches WHERE id`],
    [eventIds, sql`SELECT branch_id FROM event_branches WHERE event_id`],
    [scope.featured, sql`SELECT branch_id FROM featured WHERE id`],
    [
      scope.itemEvents ? scope.items : undefined,
      sql`SELECT eb.branch_id FROM event_branches eb JOIN events e ON e.id = eb.event_id WHERE e.item_id`,
    ],
  ])
  const arms: SQL[] = []
  if (items.length) {
    arms.push(sql`SELECT b.short_id FROM item_tags it
      JOIN tags t ON t.id = it.tag_id JOIN branches b ON b.tag_key = t.tag_key
      WHERE it.item_id IN (${sql.join(items, sql` UNION `)})`)
  }
  if (branchSources.length) {
    arms.push(sql`SELECT short_id FROM branches WHERE id IN (${sql.join(branchSources, sql` UNION `)})`)
  }
  if (scope.tags?.length) {
    arms.push(sql`SELECT b.short_id FROM tags t JOIN branches b ON b.tag_key = t.tag_key
      WHERE t.id IN (${list(scope.tags)})`)
  }
  if (scope.featured?.length) {
    arms.push(sql`SELECT NULL FROM featured WHERE branch_id IS NULL AND id IN (${list(scope.featured)})`)
  }
  if (!arms.length) return []
  const rows = await queryRows<{ short_id: number | null }>(db, sql.join(arms, sql` UNION `))
  if (rows.some((r) => r.short_id === null)) return 'all'
  return rows.map((r) => Number(r.short_id)).sort((a, b) => a - b)
}

/** The branches (short ids) each tag puts items on, by tag id; tags of no branch are left out. */
export async function branchesOfTags(db: Db, tagIds: readonly number[]): Promise<Map<number, number[]>> {
  const rows = await queryRows<{ tag_id: number; short_id: number }>(
    db,
    sql`SELECT t.id AS tag_id, b.short_id FROM tags t JOIN branches b ON b.tag_key = t.tag_key
      WHERE t.id IN (${list([...tagIds])}) ORDER BY t.id, b.short_id`,
  )
  const byTag = new Map<number, number[]>()
  for (const row of rows) {
    const tagId = Number(row.tag_id)
    byTag.set(tagId, [...(byTag.get(tagId) ?? []), Number(row.short_id)])
  }
  return byTag
}

/** Staff of every branch (`'all'`) or of the listed branch short ids. */
export type StaffBranches = 'all' | readonly number[]

/** `column IN (branches)`; no branches match nothing. */
export function inBranches(column: SQL, branches: readonly number[]): SQL {
  return branches.length ? sql`${column} IN (${list([...branches])})` : sql`FALSE`
}

const onBranches = (branches: readonly number[]) => inBranches(sql`b.short_id`, branches)

/** Whether an item carries the tag of any branch, or (given `among`) of one of these. */
export function itemOnBranch(itemId: SQL, among?: readonly number[]): SQL {
  return sql`EXISTS (SELECT 1 FROM item_tags it JOIN tags t ON t.id = it.tag_id
    JOIN branches b ON b.tag_key = t.tag_key
    WHERE it.item_id = ${itemId}${among ? sql` AND ${onBranches(among)}` : sql``})`
}

function eventLinked(eventId: SQL, among?: readonly number[]): SQL {
  return sql`EXISTS (SELECT 1 FROM event_branches eb JOIN branches b ON b.id = eb.branch_id
    WHERE eb.event_id = ${eventId}${among ? sql` AND ${onBranches(among)}` : sql``})`
}

/**
 * List filter: items on one of the caller's branches or on none (new items before their
 * branch tag stay visible, or nobody could tag them). `itemId` is the outer query's column.
 */
export function itemVisibleTo(branches: StaffBranches, itemId: SQL): SQL {
  if (branches === 'all') return sql`TRUE`
  return sql`(NOT ${itemOnBranch(itemId)} OR ${itemOnBranch(itemId, branches)})`
}

/** List filter for events: on one of the caller's branches (links or item) or on none. */
export function eventVisibleTo(branches: StaffBranches, eventId: SQL, itemId: SQL): SQL {
  if (branches === 'all') return sql`TRUE`
  return sql`((NOT ${eventLinked(eventId)} AND NOT ${itemOnBranch(itemId)})
    OR ${eventLinked(eventId, branches)} OR ${itemOnBranch(itemId, branches)})`
}

/** List filter for rows carrying a branch short id; rows without one are for every branch. */
export function branchColumnVisibleTo(branches: StaffBranches, shortId: SQL): SQL {
  if (branches === 'all') return sql`TRUE`
  return sql`(${shortId} IS NULL OR ${inBranches(shortId, branches)})`
}
