import type { EventFeed, EventFeedInput, EventFeedRun, EventFeedUpdateInput } from '@quo/contract'
import { eq, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/database.js'
import { eventFeedEntries, eventFeeds, type ImportedFeedEvent } from '../db/schema/index.js'
import { pgTimestampToIso } from '../db/timestamps.js'
import { mapConstraintErrors } from './dbErrors.js'
import { NotFound } from './domainErrors.js'
import { putDetail } from './placeImportRepository.js'

interface FeedRow {
  id: number
  branch_id: number
  branch_short_id: number
  title: string
  url: string
  place_item_id: number | null
  place_nano_id: string | null
  place_title: string | null
  category_ids: number[]
  topic_tag_id: number | null
  is_active: boolean
  etag: string | null
  last_modified: string | null
  last_run: EventFeedRun | null
  date_next_run: string
  event_items: number
}

/** A subscription as the import reads it: the API's view plus its branch and validators. */
export interface StoredEventFeed extends EventFeed {
  branchId: number
  etag: string | null
  lastModified: string | null
}

const FEED_COLUMNS = sql`f.id, f.branch_id, b.short_id AS branch_short_id, f.title, f.url, f.place_item_id,
  p.nano_id AS place_nano_id, p.title AS place_title, f.category_ids, f.topic_tag_id, f.is_active,
  f.etag, f.last_modified, f.last_run, f.date_next_run,
  (SELECT count(*)::int FROM event_feed_entries e WHERE e.feed_id = f.id AND e.item_id IS NOT NULL) AS event_items
  FROM event_feeds f JOIN branches b ON b.id = f.branch_id LEFT JOIN items p ON p.id = f.place_item_id`

function toFeed(r: FeedRow): StoredEventFeed {
  return {
    id: r.id,
    branchId: r.branch_id,
    branchShortId: r.branch_short_id,
    title: r.title,
    url: r.url,
    place:
      r.place_item_id !== null && r.place_nano_id !== null
        ? { id: r.place_item_id, nanoId: r.place_nano_id, title: r.place_title ?? '' }
        : null,
    categoryIds: r.category_ids,
    topicTagId: r.topic_tag_id,
    isActive: r.is_active,
    eventItems: r.event_items,
    lastRun: r.last_run,
    nextRun: r.is_active ? pgTimestampToIso(r.date_next_run) : null,
    etag: r.etag,
    lastModified: r.last_modified,
  }
}

/** The public view of a subscription (no validators, no internal branch id). */
export function publicFeed({
  branchId: _b,
  etag: _e,
  lastModified: _l,
  ...feed
}: StoredEventFeed): EventFeed {
  return feed
}

/** A branch's subscriptions, by title. */
export async function listEventFeeds(db: Db, branchId: number): Promise<StoredEventFeed[]> {
  const rows = await queryRows<FeedRow>(
    db,
    sql`SELECT ${FEED_COLUMNS} WHERE f.branch_id = ${branchId} ORDER BY lower(f.title), f.id`,
  )
  return rows.map(toFeed)
}

export async function eventFeedById(db: Db, id: number): Promise<StoredEventFeed> {
  const [row] = await queryRows<FeedRow>(db, sql`SELECT ${FEED_COLUMNS} WHERE f.id = ${id}`)
  if (!row) throw new NotFound('Unknown event feed')
  return toFeed(row)
}

/** Subscribes a branch to a feed, due at once; a URL the branch already has is a conflict. */
export async function insertEventFeed(db: Db, branchId: number, input: EventFeedInput): Promise<number> {
  const [row] = await mapConstraintErrors(() =>
    db
      .insert(eventFeeds)
      .values({ branchId, ...input })
      .returning({ id: eventFeeds.id }),
  )
  if (!row) throw new Error('insert returned nothing')
  return row.id
}

/** Changes a subscription; a new URL is fetched afresh (no validators) at the next turn. */
export async function updateEventFeed(db: Db, id: number, input: EventFeedUpdateInput): Promise<void> {
  const rows = await mapConstraintErrors(() =>
    db
      .update(eventFeeds)
      .set({
        ...input,
        ...(input.url !== undefined ? { etag: null, lastModified: null, dateNextRun: sql`now()` } : {}),
        ...(input.isActive ? { dateNextRun: sql`now()` } : {}),
      })
      .where(eq(eventFeeds.id, id))
      .returning({ id: eventFeeds.id }),
  )
  if (!rows.length) throw new NotFound('Unknown event feed')
}

/** Ends a subscription; the events it brought stay as they are. */
export async function deleteEventFeed(db: Db, id: number): Promise<void> {
  const rows = await db.delete(eventFeeds).where(eq(eventFeeds.id, id)).returning({ id: eventFeeds.id })
  if (!rows.length) throw new NotFound('Unknown event feed')
}

/**
 * Takes the next due active subscription and moves its next run an interval ahead, in one
 * statement: replicas each take a different one (SKIP LOCKED), and a run that crashes is
 * simply retried an interval later.
 */
export async function claimDueEventFeed(db: Db, intervalMinutes: number): Promise<number | undefined> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`UPDATE event_feeds SET date_next_run = now() + ${intervalMinutes} * interval '1 minute'
      WHERE id = (SELECT id FROM event_feeds WHERE is_active AND date_next_run <= now()
        ORDER BY date_next_run, id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING id`,
  )
  return row?.id
}

/**
 * What a run did, the validators for the next fetch (kept when the server sent none), and the
 * next scheduled run an interval after this one (a run staff start counts as one).
 */
export async function recordEventFeedRun(
  db: Db,
  id: number,
  run: EventFeedRun,
  intervalMinutes: number,
  validators?: { etag: string | null; lastModified: string | null },
): Promise<void> {
  await db
    .update(eventFeeds)
    .set({
      lastRun: run,
      dateNextRun: sql`now() + ${intervalMinutes} * interval '1 minute'`,
      ...(validators ?? {}),
    })
    .where(eq(eventFeeds.id, id))
}

/** Which item each of a feed's events became, and what the last import wrote. */
export async function eventFeedEntriesOf(
  db: Db,
  feedId: number,
): Promise<Map<string, { itemId: number | null; imported: ImportedFeedEvent }>> {
  const rows = await db
    .select({
      uid: eventFeedEntries.uid,
      itemId: eventFeedEntries.itemId,
      imported: eventFeedEntries.imported,
    })
    .from(eventFeedEntries)
    .where(eq(eventFeedEntries.feedId, feedId))
  return new Map(rows.map((r) => [r.uid, { itemId: r.itemId, imported: r.imported }]))
}

/** Writes the entries of a run, replacing what the last one wrote. */
export async function putEventFeedEntries(
  db: Db,
  feedId: number,
  entries: readonly { uid: string; itemId: number; imported: ImportedFeedEvent }[],
): Promise<void> {
  for (let i = 0; i < entries.length; i += 500) {
    await db
      .insert(eventFeedEntries)
      .values(entries.slice(i, i + 500).map((e) => ({ feedId, ...e })))
      .onConflictDoUpdate({
        target: [eventFeedEntries.feedId, eventFeedEntries.uid],
        set: { itemId: sql`excluded.item_id`, imported: sql`excluded.imported` },
      })
  }
}

/** Forgets events the feed dropped and the import deleted, so they come back if they return. */
export async function deleteEventFeedEntries(db: Db, feedId: number, uids: readonly string[]): Promise<void> {
  if (!uids.length) return
  await db.execute(
    sql`DELETE FROM event_feed_entries WHERE feed_id = ${feedId} AND uid = ANY(${sql.param(uids)}::text[])`,
  )
}

/** An imported event's item as it is now: what staff may have changed since the last import. */
export interface CurrentFeedItem {
  title: string
  description: string | null
  url: string | null
  cancelled: boolean
  /** Its dated occurrences by event id. */
  occurrences: Map<number, { begin: string; end: string }>
}

/** The imported items as they are now, in one statement. */
export async function currentFeedItems(
  db: Db,
  itemIds: readonly number[],
): Promise<Map<number, CurrentFeedItem>> {
  if (!itemIds.length) return new Map()
  const rows = await queryRows<{
    id: number
    title: string
    closed: boolean
    description: string | null
    url: string | null
    occurrences: { id: number; begin: string; end: string }[] | null
  }>(
    db,
    sql`SELECT i.id, i.title, i.date_permanently_closed IS NOT NULL AS closed,
        (SELECT d.data_value FROM item_details d
          WHERE d.item_id = i.id AND d.data_key_v2 = 'shortDescription' ORDER BY d.id LIMIT 1) AS description,
        (SELECT d.data_value FROM item_details d
          WHERE d.item_id = i.id AND d.data_key_v2 = 'url' ORDER BY d.id LIMIT 1) AS url,
        (SELECT json_agg(json_build_object('id', e.id, 'begin', e.date_begin, 'end', e.date_end))
          FROM events e WHERE e.item_id = i.id) AS occurrences
      FROM items i WHERE i.id = ANY(${sql.param(itemIds)}::int[])`,
  )
  return new Map(
    rows.map((r) => [
      r.id,
      {
        title: r.title,
        description: r.description,
        url: r.url,
        cancelled: r.closed,
        occurrences: new Map(
          (r.occurrences ?? []).map((o) => [
            o.id,
            { begin: pgTimestampToIso(o.begin), end: pgTimestampToIso(o.end) },
          ]),
        ),
      },
    ]),
  )
}

/** Files events under their place: parts of it, as a hall's booths are (relationship `itemPart`). */
export async function linkToPlace(db: Db, placeItemId: number, itemIds: readonly number[]): Promise<void> {
  if (!itemIds.length) return
  await db.execute(
    sql`INSERT INTO item_relations (parent_item_id, child_item_id, relationship_id, sort_order)
      SELECT ${placeItemId}, c, r.id, 0 FROM unnest(${sql.param(itemIds)}::int[]) AS c
      CROSS JOIN relationships r WHERE r.title = 'itemPart'
      ON CONFLICT DO NOTHING`,
  )
}

/** Items whose events the feed cancelled: closed for good as of `at`. */
export async function closeItems(db: Db, itemIds: readonly number[], at: string): Promise<void> {
  if (!itemIds.length) return
  await db.execute(
    sql`UPDATE items SET date_permanently_closed = ${at}, date_updated = now()
      WHERE id = ANY(${sql.param(itemIds)}::int[])`,
  )
}

/** New occurrences, each on the branch's map, 2,000 a statement; answers their event ids in order. */
export async function insertOccurrences(
  db: Db,
  branchId: number,
  occurrences: readonly { itemId: number; begin: string; end: string }[],
): Promise<number[]> {
  const ids: number[] = []
  for (let start = 0; start < occurrences.length; start += 2000) {
    const batch = occurrences.slice(start, start + 2000)
    const rows = await queryRows<{ id: number; n: number }>(
      db,
      sql`WITH v AS (
          SELECT * FROM unnest(${sql.param(batch.map((o) => o.itemId))}::int[],
            ${sql.param(batch.map((o) => o.begin))}::timestamptz[], ${sql.param(batch.map((o) => o.end))}::timestamptz[])
            WITH ORDINALITY AS v(item_id, b, e, n)
        ), made AS (
          INSERT INTO events (item_id, date_begin, date_end) SELECT item_id, b, e FROM v ORDER BY n RETURNING id
        )
        SELECT id FROM made ORDER BY id`,
    )
    // Serial ids rise in the order the rows were inserted (one statement, ORDER BY n).
    const batchIds = rows.map((r) => r.id)
    ids.push(...batchIds)
    await db.execute(
      sql`INSERT INTO event_branches (event_id, branch_id) SELECT unnest(${sql.param(batchIds)}::int[]), ${branchId}`,
    )
  }
  return ids
}

/** Moves occurrences to the feed's new dates. */
export async function moveOccurrences(
  db: Db,
  moves: readonly { eventId: number; begin: string; end: string }[],
): Promise<void> {
  if (!moves.length) return
  await db.execute(
    sql`UPDATE events AS e SET date_begin = v.b, date_end = v.e
      FROM unnest(${sql.param(moves.map((m) => m.eventId))}::int[],
        ${sql.param(moves.map((m) => m.begin))}::timestamptz[],
        ${sql.param(moves.map((m) => m.end))}::timestamptz[]) AS v(id, b, e)
      WHERE e.id = v.id`,
  )
}

export async function deleteOccurrences(db: Db, eventIds: readonly number[]): Promise<void> {
  if (!eventIds.length) return
  await db.execute(sql`DELETE FROM events WHERE id = ANY(${sql.param(eventIds)}::int[])`)
}

/** Sets, replaces or (with null) removes an item's first detail of a key. */
export async function setFeedDetail(
  db: Db,
  itemId: number,
  key: string,
  value: string | null,
): Promise<void> {
  if (value === null) {
    await db.execute(sql`DELETE FROM item_details WHERE item_id = ${itemId} AND data_key_v2 = ${key}`)
    return
  }
  await putDetail(db, itemId, key, value)
}

/** The subscription's place: where its events sit. */
export async function feedPlace(
  db: Db,
  itemId: number,
): Promise<{ id: number; lon: number; lat: number } | undefined> {
  const [row] = await queryRows<{ id: number; lon: number; lat: number }>(
    db,
    sql`SELECT id, lon, lat FROM items WHERE id = ${itemId}`,
  )
  return row
}

/** Which of the ids are no category, and whether the place is an item. */
export async function unknownFeedReferences(
  db: Db,
  placeItemId: number | undefined,
  categoryIds: readonly number[] | undefined,
): Promise<{ place: boolean; categories: number[] }> {
  const [row] = await queryRows<{ place: boolean; missing: number[] | null }>(
    db,
    sql`SELECT (${placeItemId ?? null}::int IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM items WHERE id = ${placeItemId ?? null}::int)) AS place,
        (SELECT array_agg(c) FROM unnest(${sql.param(categoryIds ?? [])}::int[]) AS c
          WHERE NOT EXISTS (SELECT 1 FROM categories WHERE id = c)) AS missing`,
  )
  return { place: !!row?.place, categories: row?.missing ?? [] }
}

/**
 * Holds a subscription's run for the rest of the transaction: a run staff start and the
 * scheduler's never apply the same feed at once (the second reads what the first wrote).
 */
export async function lockEventFeed(db: Db, feedId: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('quo.event_feed'), ${feedId})`)
}
