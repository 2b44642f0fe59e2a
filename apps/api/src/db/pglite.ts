import { mkdirSync } from 'node:fs'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { postgis } from '@electric-sql/pglite-postgis'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterBulkLoad } from './afterBulkLoad.js'
import {
  CHANGE_CHANNEL,
  type Database,
  type DatabaseOptions,
  type Db,
  migrationsFolder,
  schema,
} from './database.js'

export async function openPglite(options: DatabaseOptions): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const client = await PGlite.create({
    dataDir: options.dataDir,
    extensions: { postgis, pg_trgm },
  })
  // PGlite runs every statement on this thread, synchronously, and an await between two of them
  // only queues a microtask: a long run of statements (seeding, an OpenStreetMap import, a bulk
  // write) would hold every timer, request and health check until the last one (46 s for the
  // demo's import). A turn of the event loop before each exchange lets them in between.
  const exchange = client.execProtocolStream.bind(client)
  const { observeQuery } = options
  client.execProtocolStream = async (...args) => {
    await nextTurn()
    if (!observeQuery) return exchange(...args)
    const start = performance.now()
    const result = await exchange(...args)
    observeQuery((performance.now() - start) / 1000)
    return result
  }
  // PGlite's pages live in memory and the OS cache, so a random read costs about as much as a
  // sequential one. With PostgreSQL's default of 4 the planner reads all 20,000 titles rather
  // than use their trigram index, and a dashboard search takes 2–4× as long.
  await client.exec('SET random_page_cost = 1.1')
  const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db
  return {
    kind: 'pglite',
    db,
    async migrate() {
      await migrate(drizzle(client, { casing: 'snake_case' }), { migrationsFolder: migrationsFolder() })
      // PGlite runs no autovacuum, so nothing else gathers the planner's statistics (without
      // them a search over 20,000 items picks nested loops over every address, 10× slower) or
      // merges the search indexes' pending lists.
      await afterBulkLoad(db)
    },
    async onChange(onChange) {
      await client.listen(CHANGE_CHANNEL, (payload) => onChange(payload))
    },
    async close() {
      await client.close()
    },
  }
}
