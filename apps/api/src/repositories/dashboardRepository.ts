import type {
  DashboardEvent,
  DashboardEventsPage,
  DashboardEventsQuery,
  DashboardItem,
  DashboardItemRow,
  DashboardItemsPage,
  DashboardItemsQuery,
  ItemType,
} from '@quo/contract'
import { REGION_TIME_ZONE } from '@quo/contract'
import { asc, eq, type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/database.js'
import { itemReviews, items } from '../db/schema/index.js'
import { pgTimestampToIso } from '../db/timestamps.js'
import { eventVisibleTo, itemVisibleTo, type StaffBranches } from './branchAccess.js'
import { NotFound } from './domainErrors.js'
import { attachEventBranches } from './engagementRepository.js'
import { findFloorPlan } from './floorPlanRepository.js'
import { findItemByNanoId } from './itemRepository.js'

const ids = (list: number[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  )

/** `%` and `_` typed by staff are searched for literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

interface DashboardRowColumns {
  id: number
  nano_id: string
  title: string
  lon: number
  lat: number
  type: string
  category_ids: number[] | null
  city: string | null
  review_due: string | null
  date_updated: string
}

const reviewDue = (itemId: SQL) =>
  sql`(SELECT min(r.date_due) FROM item_reviews r WHERE r.item_id = ${itemId} AND NOT r.is_completed)`

const ROW_COLUMNS = sql`i.id, i.nano_id, i.title, i.lon, i.lat, i.type, i.date_updated,
  (SELECT array_agg(ic.category_id ORDER BY ic.date_created, ic.category_id) FROM item_categories ic WHERE ic.item_id = i.id) AS category_ids,
  (SELECT (array_agg(c.title ORDER BY a.id))[1] FROM item_addresses a JOIN cities c ON c.id = a.city_id WHERE a.item_id = i.id) AS city,
  ${reviewDue(sql`i.id`)} AS review_due`

/** The list's sort orders, of the rows aliased `t` (items or item_search, which share the columns). */
const byTitle = (t: SQL) => sql`lower(${t}.title) ASC, ${t}.id ASC`
const ORDER: Record<number, (t: SQL) => SQL> = {
  1: byTitle,
  2: (t) => sql`lower(${t}.title) DESC, ${t}.id DESC`,
  3: (t) => sql`${t}.date_updated DESC, ${t}.id DESC`,
  4: (t) => sql`review_due ASC NULLS LAST, ${t}.id ASC`,
}

/**
 * One page of the dashboard's items tab, filtered and sorted in the database, of the items
 * these staff may see.
 */
export async function listDashboardItems(
  db: Db,
  query: DashboardItemsQuery,
  branches: StaffBranches = 'all',
): Promise<DashboardItemsPage> {
  // A filtered list is read from item_search (schema/itemSearch.ts): the text, the countries and
  // the main categories are on its row, so a match costs no lookup; the page's 100 rows are then
  // read from items.
  const x = sql`x`
  const where: SQL[] = [itemVisibleTo(branches, sql`x.id`)]
  if (query.q) {
    where.push(
      sql`(x.text ILIKE ${likePattern(query.q)} OR x.id = (SELECT id FROM items WHERE nano_id = ${query.q}))`,
    )
  }
  if (query.categoryIds) {
    where.push(
      sql`EXISTS (SELECT 1 FROM item_categories ic WHERE ic.item_id = x.id AND ic.category_id IN (${ids(query.categoryIds)}))`,
    )
  }
  if (query.mainCategories) {
    where.push(
      sql`x.main_categories && ARRAY[${sql.join(
        query.mainCategories.map((m) => sql`${m}`),
        sql`, `,
      )}]::text[]`,
    )
  }
  if (query.cityIds) {
    where.push(
      sql`EXISTS (SELECT 1 FROM item_addresses a WHERE a.item_id = x.id AND a.city_id IN (${ids(query.cityIds)}))`,
    )
  }
  if (query.countryId) where.push(sql`${query.countryId}::int = ANY(x.country_ids)`)
  if (query.tagIds) {
    where.push(
      sql`EXISTS (SELECT 1 FROM item_tags t WHERE t.item_id = x.id AND t.tag_id IN (${ids(query.tagIds)}))`,
    )
  }
  if (query.reviewDue !== undefined) {
    // Overdue is due before today (Liechtenstein's day): a new place's first review, due the
    // moment it is made, is due today, not overdue at once.
    const today = sql`(date_trunc('day', now() AT TIME ZONE ${REGION_TIME_ZONE}) AT TIME ZONE ${REGION_TIME_ZONE})`
    const due = sql`EXISTS (SELECT 1 FROM item_reviews r WHERE r.item_id = x.id AND NOT r.is_completed AND r.date_due < ${today})`
    where.push(query.reviewDue ? due : sql`NOT ${due}`)
  }
  if (query.reviewDueBefore) {
    where.push(
      sql`EXISTS (SELECT 1 FROM item_reviews r WHERE r.item_id = x.id AND NOT r.is_completed AND r.date_due < ${query.reviewDueBefore}::timestamptz)`,
    )
  }
  const filter = sql.join(where, sql` AND `)
  const unfiltered = where.length === 1 && branches === 'all'
  const source = unfiltered ? sql`items` : sql`item_search`
  const order = ORDER[query.sort] ?? byTitle
  // Nothing to filter: the page comes straight from a sort index and the count is a cheap scan.
  // With a filter, one statement evaluates it once for the page and the total (a window count).
  const separateCount = unfiltered && query.sort !== 4
  const rows = await queryRows<DashboardRowColumns & { total?: number }>(
    db,
    sql`WITH page AS (
          SELECT x.id${query.sort === 4 ? sql`, ${reviewDue(sql`x.id`)} AS review_due` : sql``}
            ${separateCount ? sql`` : sql`, count(*) OVER ()::int AS total`}
          FROM ${source} x WHERE ${filter}
          ORDER BY ${order(x)}
          LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize})
        SELECT ${ROW_COLUMNS}${separateCount ? sql`` : sql`, page.total`}
        FROM page JOIN items i ON i.id = page.id
        ORDER BY ${order(sql`i`)}`,
  )
  let total = rows[0]?.total
  if (total === undefined) {
    // Counted on its own when asked to, or when a page beyond the last has no row to carry it.
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM ${source} x WHERE ${filter}`,
    )
    total = count?.n ?? 0
  }
  const items: DashboardItemRow[] = rows.map((r) => ({
    id: r.id,
    nanoId: r.nano_id,
    title: r.title,
    lon: r.lon,
    lat: r.lat,
    type: r.type as ItemType,
    categoryIds: r.category_ids ?? [],
    city: r.city,
    reviewDue: r.review_due ? pgTimestampToIso(r.review_due) : null,
    dateUpdated: pgTimestampToIso(r.date_updated),
  }))
  return { page: query.page, pageCount: Math.max(1, Math.ceil(total / query.pageSize)), total, items }
}

/** The full item with its reviews, or undefined. */
async function findDashboardItem(db: Db, id: number): Promise<DashboardItem | undefined> {
  const [row] = await db.select({ nanoId: items.nanoId }).from(items).where(eq(items.id, id))
  if (!row) return undefined
  const [item, reviews, floorPlan] = await Promise.all([
    findItemByNanoId(db, row.nanoId),
    db
      .select()
      .from(itemReviews)
      .where(eq(itemReviews.itemId, id))
      .orderBy(asc(itemReviews.dateDue), asc(itemReviews.id)),
    findFloorPlan(db, id),
  ])
  return item ? { ...item, itemReviews: reviews, floorPlan } : undefined
}

const EVENT_COLUMNS = sql`e.id, e.item_id AS "itemId", i.nano_id AS "itemNanoId", i.title,
  e.date_begin AS "dateBegin", e.date_end AS "dateEnd"`

/** One page of the dashboard's events tab; past events hidden unless asked for. */
export async function listDashboardEvents(
  db: Db,
  query: DashboardEventsQuery,
  branches: StaffBranches = 'all',
): Promise<DashboardEventsPage> {
  const where: SQL[] = [eventVisibleTo(branches, sql`e.id`, sql`e.item_id`)]
  if (query.hidePast) where.push(sql`e.date_end > now()`)
  if (query.branchId) {
    where.push(
      sql`EXISTS (SELECT 1 FROM event_branches eb WHERE eb.event_id = e.id AND eb.branch_id = ${query.branchId})`,
    )
  }
  const filter = sql.join(where, sql` AND `)
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM events e WHERE ${filter}`,
  )
  const total = count?.n ?? 0
  const rows = await queryRows<Omit<DashboardEvent, 'branches'>>(
    db,
    sql`SELECT ${EVENT_COLUMNS} FROM events e JOIN items i ON i.id = e.item_id WHERE ${filter}
        ORDER BY e.date_begin ASC, e.id ASC LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
  )
  return {
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
    total,
    events: await attachEventBranches(db, rows.map(normalizeEvent)),
  }
}

async function findDashboardEvent(db: Db, id: number): Promise<DashboardEvent | undefined> {
  const rows = await queryRows<Omit<DashboardEvent, 'branches'>>(
    db,
    sql`SELECT ${EVENT_COLUMNS} FROM events e JOIN items i ON i.id = e.item_id WHERE e.id = ${id}`,
  )
  const [event] = await attachEventBranches(db, rows.map(normalizeEvent))
  return event
}

/** The dashboard item, or a 404 problem. */
export async function getDashboardItem(db: Db, id: number): Promise<DashboardItem> {
  const item = await findDashboardItem(db, id)
  if (!item) throw new NotFound('Unknown item')
  return item
}

/** The dashboard event, or a 404 problem. */
export async function getDashboardEvent(db: Db, id: number): Promise<DashboardEvent> {
  const event = await findDashboardEvent(db, id)
  if (!event) throw new NotFound('Unknown event')
  return event
}

/** Raw rows carry PostgreSQL's timestamp text; the contract speaks ISO 8601. */
function normalizeEvent(e: Omit<DashboardEvent, 'branches'>): Omit<DashboardEvent, 'branches'> {
  return { ...e, dateBegin: pgTimestampToIso(e.dateBegin), dateEnd: pgTimestampToIso(e.dateEnd) }
}
