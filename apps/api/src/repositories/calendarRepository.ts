import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/database.js'
import * as schema from '../db/schema/index.js'
import { pgTimestampToIso } from '../db/timestamps.js'

/** Tables a calendar feed is read from. */
export const CALENDAR_TABLES = [
  schema.events,
  schema.eventBranches,
  schema.items,
  schema.itemRelations,
  schema.itemCategories,
  schema.categories,
  schema.categoryTranslations,
  schema.itemTags,
  schema.itemDetails,
  schema.itemAddresses,
  schema.cities,
] as const

/** Ended events stay this long in a feed, so a subscribed calendar keeps last week's. */
const KEPT_AFTER_END = '60 days'

/** Which events a feed holds; every filter given must match. */
export interface CalendarScope {
  /** Events shown on this branch (its event links); every branch's when null. */
  branchId: number | null
  /** Events of this place and of its parts (a hall's booths), on any branch. */
  placeItemId?: number | undefined
  /** Lists of categories: the item is in one of each list's (any of its categories). */
  categorySets?: readonly (readonly number[])[] | undefined
  /** Lists of tags: the item has one of each list's. */
  tagSets?: readonly (readonly number[])[] | undefined
}

/** One dated occurrence of an event, with what a calendar shows of it. */
export interface CalendarEvent {
  id: number
  nanoId: string
  title: string
  dateBegin: string
  dateEnd: string
  dateUpdated: string
  /** Closed for good: the occurrence is cancelled. */
  cancelled: boolean
  lon: number
  lat: number
  description: string | null
  /** German category names, the main one first. */
  categories: string[]
  /** The place it happens at (its parent), if any. */
  venue: string | null
  /** "Städtle 12, 9490 Vaduz" */
  address: string | null
}

interface Row {
  id: number
  nano_id: string
  title: string
  date_begin: string
  date_end: string
  date_updated: string
  date_permanently_closed: string | null
  lon: number
  lat: number
  description: string | null
  categories: string[] | null
  venue: string | null
  address: string | null
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )

/**
 * The events of a feed, soonest first: those still to come and those ended in the last 60
 * days. One statement; categories, venue and address are index probes per event.
 */
export async function listCalendarEvents(db: Db, scope: CalendarScope): Promise<CalendarEvent[]> {
  const where = [sql`e.date_end > now() - ${KEPT_AFTER_END}::interval`, sql`i.is_duplicate_of IS NULL`]
  if (scope.branchId !== null)
    where.push(
      sql`EXISTS (SELECT 1 FROM event_branches eb WHERE eb.event_id = e.id AND eb.branch_id = ${scope.branchId})`,
    )
  if (scope.placeItemId !== undefined)
    where.push(sql`(i.id = ${scope.placeItemId} OR EXISTS (SELECT 1 FROM item_relations r
      WHERE r.child_item_id = i.id AND r.parent_item_id = ${scope.placeItemId}))`)
  for (const categoryIds of scope.categorySets ?? [])
    if (categoryIds.length)
      where.push(sql`EXISTS (SELECT 1 FROM item_categories ic
        WHERE ic.item_id = i.id AND ic.category_id IN (${idList(categoryIds)}))`)
  for (const tagIds of scope.tagSets ?? [])
    if (tagIds.length)
      where.push(sql`EXISTS (SELECT 1 FROM item_tags it
        WHERE it.item_id = i.id AND NOT it.is_hidden AND it.tag_id IN (${idList(tagIds)}))`)
  const rows = await queryRows<Row>(
    db,
    sql`SELECT e.id, i.nano_id, i.title, e.date_begin, e.date_end, i.date_updated,
        i.date_permanently_closed, i.lon, i.lat,
        (SELECT d.data_value FROM item_details d
          WHERE d.item_id = i.id AND d.data_key_v2 = 'shortDescription' ORDER BY d.id LIMIT 1) AS description,
        (SELECT array_agg(COALESCE(ct.sub_category_name, c.sub_category) ORDER BY ic.date_created, ic.category_id)
          FROM item_categories ic JOIN categories c ON c.id = ic.category_id
          LEFT JOIN category_translations ct ON ct.category_id = c.id AND ct.language = 'de'
          WHERE ic.item_id = i.id) AS categories,
        (SELECT p.title FROM item_relations r JOIN items p ON p.id = r.parent_item_id
          WHERE r.child_item_id = i.id ORDER BY r.sort_order, p.id LIMIT 1) AS venue,
        (SELECT NULLIF(concat_ws(', ', NULLIF(concat_ws(' ', a.street, a.housenumber), ''),
            NULLIF(concat_ws(' ', COALESCE(a.postcode, ci.postcode), ci.title), '')), '')
          FROM item_addresses a LEFT JOIN cities ci ON ci.id = a.city_id
          WHERE a.item_id = i.id ORDER BY a.id LIMIT 1) AS address
      FROM events e JOIN items i ON i.id = e.item_id
      WHERE ${sql.join(where, sql` AND `)}
      ORDER BY e.date_begin, e.id`,
  )
  return rows.map((r) => ({
    id: r.id,
    nanoId: r.nano_id,
    title: r.title,
    dateBegin: pgTimestampToIso(r.date_begin),
    dateEnd: pgTimestampToIso(r.date_end),
    dateUpdated: pgTimestampToIso(r.date_updated),
    cancelled: r.date_permanently_closed !== null,
    lon: r.lon,
    lat: r.lat,
    description: r.description,
    categories: r.categories ?? [],
    venue: r.venue,
    address: r.address,
  }))
}

/** A place's database id and title by its nano id, or undefined. */
export async function placeOf(db: Db, nanoId: string): Promise<{ id: number; title: string } | undefined> {
  const [row] = await queryRows<{ id: number; title: string }>(
    db,
    sql`SELECT id, title FROM items WHERE nano_id = ${nanoId}`,
  )
  return row
}
