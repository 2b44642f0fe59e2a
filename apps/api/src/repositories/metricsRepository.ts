import {
  type DailySessions,
  ITEM_DETAIL_OPEN_METRIC,
  type MetricsQuery,
  type NoResultSearch,
  REGION_TIME_ZONE,
  SEARCH_NO_RESULTS_METRIC,
  type TopPlace,
} from '@quo/contract'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/database.js'
import type { metrics } from '../db/schema/index.js'
import { inBranches, type StaffBranches } from './branchAccess.js'

/** The range's first instant and the instant after it: its days are the region's. */
function bounds({ from, to }: Pick<MetricsQuery, 'from' | 'to'>): { lo: SQL; hi: SQL } {
  return {
    lo: sql`(${from}::date::timestamp AT TIME ZONE ${REGION_TIME_ZONE})`,
    hi: sql`((${to}::date + 1)::timestamp AT TIME ZONE ${REGION_TIME_ZONE})`,
  }
}

/**
 * Only a session's start event names its branch, so a branch's traffic is every event of the
 * sessions that started there; sessions of the main site (no branch) are for all-branch staff.
 * A session counted in the range started in it or the day before (one running over midnight).
 */
function sessionsOf(branches: StaffBranches, lo: SQL, hi: SQL): SQL {
  if (branches === 'all') return sql`TRUE`
  return sql`session_id IN (SELECT session_id FROM metrics
    WHERE ${inBranches(sql`branch_short_id`, branches)}
      AND date_created >= ${lo} - interval '1 day' AND date_created < ${hi})`
}

/** Events of a range and of the sessions of these branches. */
function eventsIn(query: MetricsQuery, branches: StaffBranches): SQL {
  const { lo, hi } = bounds(query)
  return sql`date_created >= ${lo} AND date_created < ${hi} AND ${sessionsOf(branches, lo, hi)}`
}

/**
 * Sessions and events per day of the range (the region's days), newest first, every day of
 * it listed: a day without traffic has 0, so a chart of it has no gaps.
 */
export async function listDailySessions(
  db: Db,
  query: MetricsQuery,
  branches: StaffBranches,
): Promise<DailySessions> {
  return queryRows<DailySessions[number]>(
    db,
    sql`SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
               coalesce(t.sessions, 0)::int AS sessions, coalesce(t.events, 0)::int AS events
        FROM generate_series(${query.from}::date, ${query.to}::date, interval '1 day') AS d(day)
        LEFT JOIN (
          SELECT (date_created AT TIME ZONE ${REGION_TIME_ZONE})::date AS day,
                 count(DISTINCT session_id) AS sessions, count(*) AS events
          FROM metrics WHERE ${eventsIn(query, branches)} GROUP BY 1
        ) t ON t.day = d.day::date
        ORDER BY d.day DESC`,
  )
}

/** The places whose cards were opened most in the range, most opened first. */
export async function listTopPlaces(
  db: Db,
  query: MetricsQuery,
  branches: StaffBranches,
  limit: number,
): Promise<TopPlace[]> {
  return queryRows<TopPlace>(
    db,
    // The town tells apart places of the same title ("Post" in Vaduz and in Schaan).
    sql`SELECT i.id AS "itemId", i.nano_id AS "nanoId", i.title, t.opens, t.sessions,
          (SELECT c.title FROM item_addresses a JOIN cities c ON c.id = a.city_id
           WHERE a.item_id = i.id ORDER BY a.id LIMIT 1) AS city
        FROM (
          SELECT item_id, count(*)::int AS opens, count(DISTINCT session_id)::int AS sessions
          FROM metrics
          WHERE metric_key = ${ITEM_DETAIL_OPEN_METRIC} AND item_id IS NOT NULL AND ${eventsIn(query, branches)}
          GROUP BY item_id
        ) t JOIN items i ON i.id = t.item_id
        ORDER BY t.opens DESC, t.sessions DESC, i.title, i.id LIMIT ${limit}`,
  )
}

/** The search terms that found nothing in the range (stored normalised), most frequent first. */
export async function listNoResultSearches(
  db: Db,
  query: MetricsQuery,
  branches: StaffBranches,
  limit: number,
): Promise<NoResultSearch[]> {
  return queryRows<NoResultSearch>(
    db,
    sql`SELECT metric_value AS term, count(*)::int AS count, count(DISTINCT session_id)::int AS sessions
        FROM metrics
        WHERE metric_key = ${SEARCH_NO_RESULTS_METRIC} AND metric_value IS NOT NULL
          AND ${eventsIn(query, branches)}
        GROUP BY metric_value
        ORDER BY count DESC, sessions DESC, term LIMIT ${limit}`,
  )
}

/**
 * Deletes one batch of the events older than `days` days, oldest first; answers how many
 * rows went, so a caller repeats until fewer than `batchSize` did.
 */
export async function deleteMetricsBatch(db: Db, days: number, batchSize: number): Promise<number> {
  const [deleted] = await queryRows<{ n: number }>(
    db,
    sql`WITH gone AS (
          DELETE FROM metrics WHERE id IN (
            SELECT id FROM metrics WHERE date_created < now() - make_interval(days => ${days}::int)
            ORDER BY date_created LIMIT ${batchSize}::int)
          RETURNING 1)
        SELECT count(*)::int AS n FROM gone`,
  )
  return deleted?.n ?? 0
}

export type MetricRow = typeof metrics.$inferInsert

// One parameter holding the whole array (drizzle would otherwise spread an array into a list).
const column = <K extends keyof MetricRow>(rows: readonly MetricRow[], key: K) =>
  sql.param(rows.map((r) => r[key] ?? null))

/**
 * Writes a batch of usage events in one statement whose size does not grow with the batch:
 * one array per column, unnested by the database. Building a multi-row VALUES list through the
 * query builder cost more CPU than the database spent storing the rows. An event whose id is
 * stored already (sent again, or twice in the batch) is skipped.
 */
export async function insertMetrics(db: Db, rows: readonly MetricRow[]): Promise<void> {
  if (rows.length === 0) return
  await db.execute(sql`
    INSERT INTO metrics (event_id, session_id, metric_key, branch_short_id, item_id, item_detail_id,
                         mention_id, related_item_id, tag_id, route_full_path, metric_value, data,
                         date_created)
    SELECT event_id, session_id, metric_key, branch_short_id, item_id, item_detail_id, mention_id,
           related_item_id, tag_id, route_full_path, metric_value, data::jsonb, date_created::timestamptz
    FROM unnest(${column(rows, 'eventId')}::uuid[], ${column(rows, 'sessionId')}::text[], ${column(rows, 'metricKey')}::text[],
                ${column(rows, 'branchShortId')}::smallint[], ${column(rows, 'itemId')}::int[],
                ${column(rows, 'itemDetailId')}::int[], ${column(rows, 'mentionId')}::int[],
                ${column(rows, 'relatedItemId')}::int[], ${column(rows, 'tagId')}::int[],
                ${column(rows, 'routeFullPath')}::text[], ${column(rows, 'metricValue')}::text[],
                ${sql.param(rows.map((r) => (r.data ? JSON.stringify(r.data) : null)))}::text[],
                ${column(rows, 'dateCreated')}::text[])
      AS t(event_id, session_id, metric_key, branch_short_id, item_id, item_detail_id, mention_id,
           related_item_id, tag_id, route_full_path, metric_value, data, date_created)
    ON CONFLICT (event_id) WHERE event_id IS NOT NULL DO NOTHING`)
}
