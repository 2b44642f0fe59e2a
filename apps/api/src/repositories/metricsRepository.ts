import type { DailySessions } from '@quo/contract'
import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/database.js'

/** Sessions and events per UTC day over the last 90 days with any traffic. */
export async function listDailySessions(db: Db): Promise<DailySessions> {
  return queryRows<DailySessions[number]>(
    db,
    sql`SELECT to_char(date_trunc('day', date_created AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day,
               count(DISTINCT session_id)::int AS sessions, count(*)::int AS events
        FROM metrics GROUP BY 1 ORDER BY 1 DESC LIMIT 90`,
  )
}
