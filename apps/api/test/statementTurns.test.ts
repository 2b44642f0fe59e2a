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
    let ticks = 0
    const timer = setInterval(() => {
      ticks += 1
    }, 0)
    try {
      for (let i = 0; i < 200; i += 1) await db.database.db.execute(sql`SELECT ${i}::int AS n`)
    } finally {
      clearInterval(timer)
    }
    expect(ticks).toBeGreaterThan(20)
  })
})
