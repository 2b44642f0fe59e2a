import type { DailySessions } from '@quo/contract'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/database.js'
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
