import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { gzipSync } from 'node:zlib'
import { generateDemo, startOfUtcDay } from '@quo/demo-seed'
import { sql } from 'drizzle-orm'
import { openDatabase, queryRows } from '../src/db/database.js'
import { placesCsv, placesGeoJson } from '../src/openData/placeExport.js'
import { recordChangesAs } from '../src/repositories/changeHistory.js'
import { insertEventFeed } from '../src/repositories/eventFeedRepository.js'
import { exportedPlaces } from '../src/repositories/placeExportRepository.js'
import { writeDemo } from '../src/seed/writeDemo.js'
import { runEventFeed } from '../src/services/eventFeedImport.js'
import { applyImport, planImport } from '../src/services/placeImport.js'
import { startApi } from '../test/serverProcess.js'

// pnpm bench:open-data — a branch of 20,000 places on the embedded database: the staff export
// as CSV and GeoJSON (time and size); the staff import of that export (a dry run: every row
// unchanged) and of 20,000 new rows (dry run, the real run in one transaction, the same file
// again); then the OGC API's places page at limit=1000 over HTTP (p50 and p95 over every page
// of the collection, read twice, one request at a time); and a subscribed calendar of 2,000
// events served on loopback: its first import, an unchanged one, and one that moved every event.
const ITEMS = Number(process.env.BENCH_ITEMS ?? 20_000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const LIMIT = 1000
const FEED_EVENTS = Number(process.env.BENCH_FEED_EVENTS ?? 2000)
const BRANCH = 3

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`
const ms = (value: number) => `${Math.round(value)} ms`
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

async function collect(chunks: AsyncIterable<string>): Promise<string> {
  let text = ''
  for await (const chunk of chunks) text += chunk
  return text
}

const dataDir = mkdtempSync(join(tmpdir(), 'quo-bench-open-data-'))
let api: ChildProcess | undefined
try {
  console.log(`seeding branch ${BRANCH} with ${ITEMS} places …`)
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') })
  await database.migrate()
  await writeDemo(
    database.db,
    generateDemo({ referenceDate: startOfUtcDay(Date.now()), itemCounts: { [BRANCH]: ITEMS } }),
  )
  // As the product's own seeding does: PGlite has no autovacuum to gather statistics.
  await database.db.execute(sql`ANALYZE`)
  const [branch] = await queryRows<{ id: number }>(
    database.db,
    sql`SELECT id FROM branches WHERE short_id = ${BRANCH}`,
  )
  const branchId = Number(branch?.id)
  let exportedCsv = ''

  for (const [format, write] of [
    ['CSV', placesCsv],
    ['GeoJSON', placesGeoJson],
  ] as const) {
    const times: number[] = []
    let text = ''
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now()
      text = await collect(write(exportedPlaces(database.db, branchId)))
      times.push(performance.now() - started)
    }
    if (format === 'CSV') exportedCsv = text
    const bytes = Buffer.byteLength(text)
    const rows = format === 'CSV' ? text.split('\r\n').length - 2 : (JSON.parse(text).features as []).length
    console.log(
      `export ${format}: ${rows} places in ${ms(Math.min(...times))} (best of ${ROUNDS}; ${times.map(ms).join(', ')}), ` +
        `${mb(bytes)}, ${mb(gzipSync(text).length)} gzip`,
    )
  }

  // The import, as the route runs it: planned, then (not a dry run) applied in one transaction.
  const [topic] = await queryRows<{ id: number }>(
    database.db,
    sql`SELECT t.id FROM tags t JOIN branches b ON b.tag_key = t.tag_key WHERE b.id = ${branchId} ORDER BY t.id LIMIT 1`,
  )
  const topicTagId = Number(topic?.id)
  const importFile = async (label: string, content: string, dryRun: boolean) => {
    const at = performance.now()
    const result = await database.db.transaction(async (tx) => {
      await recordChangesAs(tx, { sub: 'bench' })
      const plan = await planImport(tx, branchId, { format: 'csv', content, topicTagId, dryRun }, 'all')
      return dryRun ? plan.result : applyImport(tx, branchId, topicTagId, plan)
    })
    const { create, update, unchanged, refused } = result.counts
    console.log(
      `import ${label}: ${ms(performance.now() - at)} (${mb(Buffer.byteLength(content))}; ` +
        `${create} new, ${update} changed, ${unchanged} unchanged, ${refused} refused)`,
    )
  }
  await importFile('of the export, dry run', exportedCsv, true)
  const fresh = [
    'Kennung;Titel;Breite;Länge;Telefon;Webseite',
    ...Array.from(
      { length: ITEMS },
      (_, i) =>
        `bench-${i};Betrieb ${i};${(47.05 + (i % 400) / 4000).toFixed(5)};${(9.47 + Math.floor(i / 400) / 1000).toFixed(5)};` +
        `+423 ${String(2_000_000 + i).replace(/(\d{3})(\d{2})(\d{2})$/, '$1 $2 $3')};https://betrieb-${i}.example.li`,
    ),
  ].join('\r\n')
  await importFile(`of ${ITEMS} new rows, dry run`, fresh, true)
  await importFile(`of ${ITEMS} new rows`, fresh, false)
  await importFile(`of the same ${ITEMS} rows again, dry run`, fresh, true)
  const rephoned = fresh.replace(/;\+423 2(\d\d) /g, ';+423 3$1 ')
  await importFile(`of the same ${ITEMS} rows, each with a new phone number`, rephoned, false)
  await importFile('of that file again, dry run', rephoned, true)

  // A calendar feed of FEED_EVENTS events, a day apart at 19:30 in Zurich, from a loopback server.
  let shift = 0
  const calendar = () => {
    const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//bench//DE']
    for (let i = 0; i < FEED_EVENTS; i++) {
      const day = new Date(Date.now() + (1 + (i % 360)) * 86_400_000)
        .toISOString()
        .slice(0, 10)
        .replaceAll('-', '')
      const hour = 19 + shift
      lines.push(
        'BEGIN:VEVENT',
        `UID:bench-${i}@kalender.example`,
        `DTSTART;TZID=Europe/Zurich:${day}T${hour}3000`,
        `DTEND;TZID=Europe/Zurich:${day}T${hour + 2}0000`,
        `SUMMARY:Veranstaltung ${i}`,
        `DESCRIPTION:Beschreibung der Veranstaltung ${i}.`,
        'END:VEVENT',
      )
    }
    return [...lines, 'END:VCALENDAR', ''].join('\r\n')
  }
  const feedServer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar' })
    res.end(calendar())
  })
  await new Promise<void>((r) => feedServer.listen(0, '127.0.0.1', r))
  const [category] = await queryRows<{ id: number }>(
    database.db,
    sql`SELECT id FROM categories ORDER BY id LIMIT 1`,
  )
  const [venue] = await queryRows<{ id: number }>(database.db, sql`SELECT id FROM items ORDER BY id LIMIT 1`)
  const feedId = await insertEventFeed(database.db, branchId, {
    title: 'Bench',
    url: `http://127.0.0.1:${(feedServer.address() as { port: number }).port}/bench.ics`,
    placeItemId: Number(venue?.id),
    categoryIds: [Number(category?.id)],
    topicTagId,
    isActive: true,
  })
  for (const label of ['first import', 'unchanged', 'every event an hour later']) {
    if (label === 'every event an hour later') shift = 1
    const at = performance.now()
    const run = await runEventFeed(database.db, feedId, { allowPrivateHosts: true, intervalMinutes: 60 })
    const { created, updated, unchanged } = run.counts
    console.log(
      `calendar feed of ${FEED_EVENTS} events, ${label}: ${ms(performance.now() - at)} ` +
        `(${run.status}; ${created} new, ${updated} changed, ${unchanged} unchanged)`,
    )
  }
  await new Promise((r) => feedServer.close(r))
  await database.close()

  const started = await startApi({ QUO_DATA_DIR: dataDir })
  api = started.child
  const base = `${started.origin}/api/ogc/${BRANCH}/collections/places/items`
  const first = (await (await fetch(`${base}?limit=1`)).json()) as { numberMatched: number }
  const pages = Math.ceil(first.numberMatched / LIMIT)
  const times: number[] = []
  let bytes = 0
  for (let pass = 0; pass < 2; pass++) {
    for (let page = 0; page < pages; page++) {
      const at = performance.now()
      const res = await fetch(`${base}?limit=${LIMIT}&offset=${page * LIMIT}`, {
        headers: { 'accept-encoding': 'gzip' },
      })
      const body = await res.arrayBuffer()
      times.push(performance.now() - at)
      if (res.status !== 200) throw new Error(`page ${page}: ${res.status}`)
      bytes = Math.max(bytes, body.byteLength)
    }
  }
  console.log(
    `OGC places items, limit=${LIMIT}: ${first.numberMatched} features in ${pages} pages; ` +
      `${times.length} reads, p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}; ` +
      `largest page ${mb(bytes)} gzip`,
  )
} finally {
  api?.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
