import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import { type Database, openDatabase, queryRows } from '../src/db/database.js'
import { startApi } from '../test/serverProcess.js'

// pnpm bench:metrics — POST /api/metrics/ against the API in its own process on an empty
// embedded database (or PostgreSQL with BENCH_DATABASE_URL). Each answer 202 means "committed"
// (group commit), so three runs:
//  1. single events per request, then a graceful shutdown: rows = 202s;
//  2. visitors' batches (the web sends what a visitor did in 2 s, here 10 events a request);
//  3. kill -9 in the middle of a burst: every event answered 202 must be in the database.
// A fixed number of requests per run, so every response is counted.
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40_000)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const BATCH = Number(process.env.BENCH_BATCH ?? 10)
const POSTGRES = process.env.BENCH_DATABASE_URL

const event = (i: number) => ({
  metric_key: 'map_item_click',
  session_id: `bench-session-${String(i).padStart(6, '0')}`,
  item_id: 42,
  route_full_path: '/map/place/abcDEF123456/cafe-adler',
})

interface Run {
  label: string
  body: string
  eventsPerRequest: number
  requests: number
  /** Kill -9 the server after this many ms instead of shutting it down gracefully. */
  killAfterMs?: number
}

async function scratchPostgres(): Promise<string | undefined> {
  if (!POSTGRES) return undefined
  const name = `quo_bench_${process.pid}_${Date.now()}`
  const { default: pg } = await import('pg')
  const admin = new pg.Client({ connectionString: POSTGRES })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(POSTGRES)
  url.pathname = `/${name}`
  return url.toString()
}

async function countRows(database: Database): Promise<number> {
  const [rows] = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM metrics`)
  return rows?.n ?? 0
}

async function run({ label, body, eventsPerRequest, requests, killAfterMs }: Run): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'quo-bench-metrics-'))
  const url = await scratchPostgres()
  try {
    const { child: api, origin } = await startApi({
      QUO_DATA_DIR: dataDir,
      QUO_RATE_LIMIT_METRICS: '100000000',
      ...(url ? { QUO_DATABASE_URL: url } : {}),
    })
    const exited = new Promise((r) => api.once('exit', r))
    const killer = killAfterMs ? setTimeout(() => api.kill('SIGKILL'), killAfterMs) : undefined
    const result = await autocannon({
      url: `${origin}/api/metrics/`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      connections: CONNECTIONS,
      amount: requests,
      // After kill -9 nothing answers; don't wait for it.
      timeout: 5,
      bailout: killAfterMs ? 1 : undefined,
    })
    clearTimeout(killer)
    if (!killAfterMs) api.kill('SIGTERM')
    await exited

    const acknowledged = result['2xx'] * eventsPerRequest
    const database = await openDatabase(url ? { url } : { dataDir: join(dataDir, 'pglite') })
    const stored = await countRows(database)
    await database.close()

    const seconds = result.duration
    console.log(`\n${label}`)
    console.log(
      `  ${result['2xx']} requests answered 202 in ${seconds.toFixed(1)} s: ${(acknowledged / seconds).toFixed(0)} events/s ` +
        `(${(result['2xx'] / seconds).toFixed(0)} requests/s), latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `non-2xx ${result.non2xx}, errors ${result.errors}`,
    )
    if (killAfterMs) {
      const lost = Math.max(0, acknowledged - stored)
      console.log(
        `  kill -9 after ${killAfterMs} ms: ${acknowledged} events acknowledged, ${stored} in the database after restart — ` +
          `${lost} lost${stored > acknowledged ? ` (${stored - acknowledged} committed whose answer the kill cut off)` : ''}`,
      )
      return lost === 0
    }
    console.log(
      `  after graceful shutdown: ${stored} rows — ${stored === acknowledged ? 'equal to acknowledged' : 'MISMATCH'}`,
    )
    return stored === acknowledged
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
    if (url) {
      const { default: pg } = await import('pg')
      const admin = new pg.Client({ connectionString: POSTGRES })
      await admin.connect()
      await admin.query(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`)
      await admin.end()
    }
  }
}

console.log(
  `metrics on ${POSTGRES ? 'PostgreSQL' : 'PGlite'}, ${CONNECTIONS} connections, loopback, API in its own process`,
)
const single = JSON.stringify(event(1))
const batch = JSON.stringify(Array.from({ length: BATCH }, (_, i) => event(i)))
const results = [
  await run({ label: '1. one event per request', body: single, eventsPerRequest: 1, requests: REQUESTS }),
  await run({
    label: `2. ${BATCH} events per request (a visitor's batch)`,
    body: batch,
    eventsPerRequest: BATCH,
    requests: REQUESTS,
  }),
  await run({
    label: '3. kill -9 during a burst of single events',
    body: single,
    eventsPerRequest: 1,
    requests: REQUESTS,
    killAfterMs: 3000,
  }),
]
if (results.includes(false)) process.exitCode = 1
