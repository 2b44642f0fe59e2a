import { sql } from 'drizzle-orm'
import { type Database, queryRows } from '../db/database.js'
import { writeDemo } from './writeDemo.js'

/** Fills an empty database with the demo; a database with any branch is left alone. */
export async function seedIfEmpty(
  database: Database,
  {
    log = () => undefined,
    now = Date.now(),
    publicUrl,
    itemCounts,
  }: {
    log?: (m: string) => void
    now?: number
    publicUrl?: string
    /** Item counts per branch short id instead of the demo's own (benchmarks). */
    itemCounts?: Record<number, number> | undefined
  } = {},
): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM branches`)
  if ((row?.n ?? 0) > 0) return false
  const started = Date.now()
  // The generator is data for the demo, not server code: loaded only when a demo is seeded.
  const { generateDemo, startOfUtcDay } = await import('@quo/demo-seed')
  const data = generateDemo({
    referenceDate: startOfUtcDay(now),
    ...(publicUrl ? { publicUrl } : {}),
    ...(itemCounts ? { itemCounts } : {}),
  })
  await writeDemo(database.db, data)
  // Statistics for the planner right after the bulk load, not when autovacuum gets to it.
  await database.db.execute(sql`ANALYZE`)
  log(
    `seeded demo data (${data.items.length} items, ${data.branches.length} branches) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  return true
}
