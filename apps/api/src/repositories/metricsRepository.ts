import type { DailySessions } from '@quo/contract'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/database.js'
import type { metrics } from '../db/schema/index.js'
import { inBranches, type StaffBranches } from './branchAccess.js'

/**
 * Only a session's start event names its branch, so a branch's traffic is every event of the
 * sessions that started there; sessions of the main site (no branch) are for all-branch staff.
 */
function sessionsOf(branches: StaffBranches): SQL {
  if (branches === 'all') return sql`TRUE`
  return sql`session_id IN (SELECT session_id FROM metrics WHERE ${inBranches(sql`branch_short_id`, branches)})`
}

/** Sessions and events per UTC day over the last 90 days with any traffic, of these branches. */
export async function listDailySessions(db: Db, branches: StaffBranches = 'all'): Promise<DailySessions> {
  return queryRows<DailySessions[number]>(
    db,
    sql`SELECT to_char(date_trunc('day', date_created AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day,
               count(DISTINCT session_id)::int AS sessions, count(*)::int AS events
        FROM metrics WHERE ${sessionsOf(branches)} GROUP BY 1 ORDER BY 1 DESC LIMIT 90`,
  )
}

export type MetricRow = typeof metrics.$inferInsert

// One parameter holding the whole array (drizzle would otherwise spread an array into a list).
const column = <K extends keyof MetricRow>(rows: readonly MetricRow[], key: K) =>
  sql.param(rows.map((r) => r[key] ?? null))

/**
 * Writes a batch of usage events in one statement whose size does not grow with the batch:
 * one array per column, unnested by the database. Building a multi-row VALUES list through the
 * query builder cost more CPU than the database spent storing the rows.
 */
export async function insertMetrics(db: Db, rows: readonly MetricRow[]): Promise<void> {
  if (rows.length === 0) return
  await db.execute(sql`
    INSERT INTO metrics (session_id, metric_key, branch_short_id, item_id, item_detail_id, mention_id,
                         related_item_id, tag_id, route_full_path, metric_value, data, date_created)
    SELECT session_id, metric_key, branch_short_id, item_id, item_detail_id, mention_id,
           related_item_id, tag_id, route_full_path, metric_value, data::jsonb, date_created::timestamptz
    FROM unnest(${column(rows, 'sessionId')}::text[], ${column(rows, 'metricKey')}::text[],
                ${column(rows, 'branchShortId')}::smallint[], ${column(rows, 'itemId')}::int[],
                ${column(rows, 'itemDetailId')}::int[], ${column(rows, 'mentionId')}::int[],
                ${column(rows, 'relatedItemId')}::int[], ${column(rows, 'tagId')}::int[],
                ${column(rows, 'routeFullPath')}::text[], ${column(rows, 'metricValue')}::text[],
                ${sql.param(rows.map((r) => (r.data ? JSON.stringify(r.data) : null)))}::text[],
                ${column(rows, 'dateCreated')}::text[])
      AS t(session_id, metric_key, branch_short_id, item_id, item_detail_id, mention_id,
           related_item_id, tag_id, route_full_path, metric_value, data, date_created)`)
}
