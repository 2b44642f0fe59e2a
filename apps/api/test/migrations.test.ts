import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { type Database, openDatabase, queryRows } from '../src/db/database.js'
import { seedIfEmpty } from '../src/seed/seedIfEmpty.js'
import { scratchPostgres, TEST_DB } from './helpers.js'

/** An empty database on the project's engine. */
async function emptyDatabase(): Promise<{ database: Database; dispose: () => Promise<void> }> {
  if (TEST_DB === 'postgres') return scratchPostgres()
  const database = await openDatabase({})
  return { database, dispose: () => database.close() }
}

describe(`migrations on ${TEST_DB}`, () => {
  it('build the schema on an empty database, twice without harm, and seed once', async () => {
    const { database, dispose } = await emptyDatabase()
    try {
      // Replicas starting together migrate concurrently; the advisory lock serialises them.
      if (TEST_DB === 'postgres') await Promise.all([database.migrate(), database.migrate()])
      else await database.migrate()
      await database.migrate()
      const tables = await queryRows<{ tablename: string }>(
        database.db,
        sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
      )
      const names = tables.map((t) => t.tablename)
      for (const t of [
        'branches',
        'items',
        'item_details',
        'streets',
        'buildings',
        'metrics',
        'change_requests',
      ]) {
        expect(names).toContain(t)
      }
      const [gist] = await queryRows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM pg_indexes WHERE schemaname = 'public' AND indexdef ILIKE '%USING gist%'`,
      )
      expect(gist?.n).toBeGreaterThanOrEqual(5)
      const [triggers] = await queryRows<{ n: number }>(
        database.db,
        sql`SELECT count(DISTINCT event_object_table)::int AS n FROM information_schema.triggers WHERE trigger_name = 'quo_notify_change'`,
      )
      expect(triggers?.n).toBeGreaterThan(30)

      expect(await seedIfEmpty(database)).toBe(true)
      expect(await seedIfEmpty(database)).toBe(false)
      const [items] = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM items`)
      // Generated places, a third of them where the extract has real ones, and the real ones.
      expect(items?.n).toBeGreaterThan(2000)
    } finally {
      await dispose()
    }
  })
})
