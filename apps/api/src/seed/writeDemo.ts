import type { DemoData } from '@quo/demo-seed'
import { getTableColumns, getTableName, sql } from 'drizzle-orm'
import type { Db } from '../db/database.js'
import { DEMO_TABLES } from './demoTables.js'

/** Rows per INSERT: large enough to amortise round trips, below the 65,535 parameter cap. */
const BATCH_ROWS = 500

/**
 * Writes the demo in one transaction with multi-row inserts, then moves every serial
 * sequence past the explicit ids so later inserts do not collide.
 */
export async function writeDemo(db: Db, data: DemoData): Promise<void> {
  await db.transaction(async (tx) => {
    // The dashboard's search rows are written once at the end, not by the triggers after each
    // batch (drizzle/0028_item_search.sql): batch by batch, 100,000 places took minutes more.
    await tx.execute(sql`SELECT set_config('quo.item_search', 'deferred', true)`)
    for (const [key, table] of DEMO_TABLES) {
      const rows = data[key] as Record<string, unknown>[]
      for (let i = 0; i < rows.length; i += BATCH_ROWS) {
        await tx.insert(table).values(rows.slice(i, i + BATCH_ROWS))
      }
    }
    for (const [, table] of DEMO_TABLES) {
      if (!('id' in getTableColumns(table))) continue
      const name = getTableName(table)
      await tx.execute(
        sql`SELECT setval(pg_get_serial_sequence(${name}, 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${sql.identifier(name)}), false)`,
      )
    }
    await tx.execute(sql`SELECT quo_refresh_item_search(ARRAY(SELECT id FROM items))`)
  })
}
