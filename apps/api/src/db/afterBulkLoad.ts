import { sql } from 'drizzle-orm'
import type { Db } from './database.js'

/** The GIN indexes of the dashboard's search and filters (see schema/itemSearch.ts). */
const GIN_INDEXES = [
  'item_search_text_trgm_index',
  'item_search_country_ids_index',
  'item_search_main_categories_index',
]

/**
 * Readies the database for reads after many rows were written at once (the demo seed, an
 * OpenStreetMap import, and each PGlite start, since PGlite runs no autovacuum): the planner's
 * statistics, and the GIN indexes' pending lists merged. GIN keeps new rows in a pending
 * list that every search reads row by row until a vacuum merges it; after the demo seed the
 * whole index was pending, and a search for "weg" over 10,000 places read it in 10 ms instead of
 * 0.3 ms — a small fresh database searched slower than a large vacuumed one. Fast update stays
 * on, so bulk loads keep their speed and the list of a day's staff edits stays short.
 */
export async function afterBulkLoad(db: Db): Promise<void> {
  await db.execute(sql`ANALYZE`)
  for (const index of GIN_INDEXES) {
    await db.execute(sql`SELECT gin_clean_pending_list(${index}::regclass)`)
  }
}
