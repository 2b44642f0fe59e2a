import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { generateDemo, startOfUtcDay } from '@quo/demo-seed'
import { type SQL, sql } from 'drizzle-orm'
import { buildApp } from '../src/app.js'
import { openDatabase, queryRows } from '../src/db/database.js'
import { writeDemo } from '../src/seed/writeDemo.js'

// pnpm bench:pins-after-write — how long a staff write takes to reach the pins a visitor is
// served: from the write's commit to a new body of GET /api/items/basemap/branchshortid/3,
// next to computing the branch's pins whole (what every write cost before the change feed
// named its items). The start-pins picture, computed from those pins, follows them in the
// background and is only timed cold. BENCH_ITEMS items on Vaduz (default 20,000), BENCH_RUNS
// writes of each kind (default 3), PGlite in this process.
const ITEMS = Number(process.env.BENCH_ITEMS ?? 20_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const PINS = '/api/items/basemap/branchshortid/3'
const PICTURE = '/api/basemap/start-pins.svg?host=vaduz.localhost&w=1280&h=800'

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN
const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`

const dataDir = mkdtempSync(join(tmpdir(), 'quo-bench-pins-'))
try {
  console.log(`seeding Vaduz with ${ITEMS.toLocaleString('en')} items …`)
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') })
  await database.migrate()
  await writeDemo(
    database.db,
    generateDemo({ referenceDate: startOfUtcDay(Date.now()), itemCounts: { 3: ITEMS } }),
  )
  const app = await buildApp({ database, logger: { level: 'warn' } })
  await app.ready()
  const etag = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } })
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`)
    return String(res.headers.etag)
  }
  /**
   * Ms from `started` until `url` answers a body other than `before`. Asked as a browser
   * revalidates (If-None-Match): a 304 carries no body, so the polling itself costs the
   * process next to nothing (2 MB bodies every few ms took the cores the patch needed).
   */
  const untilNew = async (url: string, before: string, started: number) => {
    for (;;) {
      const res = await app.inject({ method: 'GET', url, headers: { 'if-none-match': before } })
      if (res.statusCode === 200) return performance.now() - started
      if (res.statusCode !== 304) throw new Error(`${url} answered ${res.statusCode}`)
      if (performance.now() - started > 120_000) throw new Error(`${url} unchanged after 120 s`)
      await new Promise((r) => setTimeout(r, 10))
    }
  }

  const cold = performance.now()
  await etag(PINS)
  const coldPins = performance.now() - cold
  const coldPictureStart = performance.now()
  await etag(PICTURE)
  const coldPicture = performance.now() - coldPictureStart

  const run = (query: SQL) => database.db.execute(query)
  const members = await queryRows<{ id: number; tag_id: number }>(
    database.db,
    sql`SELECT it.item_id AS id, it.tag_id FROM item_tags it JOIN tags t ON t.id = it.tag_id
      JOIN branches b ON b.tag_key = t.tag_key AND b.id = 3 ORDER BY random() LIMIT ${RUNS * 3}`,
  )
  const writes: Record<string, (n: number) => SQL> = {
    'a title': (n) => sql`UPDATE items SET title = title || ' *' WHERE id = ${members[n]?.id}`,
    'a position': (n) => sql`UPDATE items SET lon = lon + 0.0005 WHERE id = ${members[RUNS + n]?.id}`,
    'leaves the map': (n) =>
      sql`DELETE FROM item_tags WHERE item_id = ${members[2 * RUNS + n]?.id} AND tag_id = ${members[2 * RUNS + n]?.tag_id}`,
  }
  console.log('')
  console.log(
    `Vaduz, ${ITEMS.toLocaleString('en')} items; whole pins computed cold in ${ms(coldPins)}, start-pins picture ${ms(coldPicture)}`,
  )
  console.log(`write → new pins served, median of ${RUNS}:`)
  for (const [what, write] of Object.entries(writes)) {
    const pins: number[] = []
    for (let n = 0; n < RUNS; n++) {
      const before = await etag(PINS)
      const started = performance.now()
      await run(write(n))
      pins.push(await untilNew(PINS, before, started))
    }
    console.log(`  ${what.padEnd(16)} ${ms(median(pins)).padStart(9)}  (${pins.map(ms).join(', ')})`)
  }
  console.log(
    '(a slow branch, over 0.5 s to compute, is patched after a 100 ms pause in writes; budget write → pin ≤ 2 s)',
  )
  await app.close()
  await database.close()
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
