import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, TEST_DB, type TestDatabase } from './helpers.js'

// A long run of statements (seeding, an OpenStreetMap import, a bulk write) must leave turns to
// timers and requests between them. PostgreSQL answers over the network; the embedded PGlite
// runs on the server's own thread, where answers awaited one after another would only ever
// queue microtasks (src/db/pglite.ts).

let db: TestDatabase
beforeAll(async () => {
  db = await openTestDatabase()
})
afterAll(async () => {
  await db?.dispose()
})

describe(`statements on ${TEST_DB}`, () => {
  it('lets timers run while a long run of statements goes on', async () => {
    // Turns of the event loop, counted by a callback that re-queues itself for the next one: a
    // count of timer ticks would depend on how fast the statements are (a quick PostgreSQL
    // answered 200 in 29 ms, under 20 one-millisecond ticks), turns do not.
    let turns = 0
    let running = true
    const count = () => {
      turns += 1
      if (running) setImmediate(count)
    }
    setImmediate(count)
    try {
      for (let i = 0; i < 200; i += 1) await db.database.db.execute(sql`SELECT ${i}::int AS n`)
    } finally {
      running = false
    }
    // Without a turn between statements all 200 would run in one, as microtasks.
    expect(turns).toBeGreaterThan(100)
  })
})
