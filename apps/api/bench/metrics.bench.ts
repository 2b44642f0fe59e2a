import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import { openDatabase, queryRows } from '../src/db/database.js'
import { startApi } from '../test/serverProcess.js'

// pnpm bench:metrics — sustained POST /api/metrics/ against the API in its own process on an
// empty embedded database; then a graceful shutdown and a count of the rows written.
// A fixed number of requests, so every response is counted (a timed run drops the last
// in-flight ones that the server did accept).
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40_000)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const dataDir = mkdtempSync(join(tmpdir(), 'quo-bench-metrics-'))

try {
  const { child: api, origin } = await startApi({
    QUO_DATA_DIR: dataDir,
    QUO_RATE_LIMIT_METRICS: '100000000',
  })
  const body = JSON.stringify({
    metric_key: 'map_item_click',
    session_id: 'bench-session-0001',
    item_id: 42,
    route_full_path: '/map/place/abcDEF123456/cafe-adler',
  })
  const result = await autocannon({
    url: `${origin}/api/metrics/`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections: CONNECTIONS,
    amount: REQUESTS,
  })
  const accepted = result['2xx']
  const seconds = result.duration
  const exited = new Promise((r) => api.once('exit', r))
  api.kill('SIGTERM')
  await exited

  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') })
  const [rows] = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM metrics`)
  await database.close()

  console.log('')
  console.log(
    `${CONNECTIONS} connections, ${REQUESTS} requests in ${seconds.toFixed(1)} s, one event per request`,
  )
  console.log(
    `accepted: ${accepted} events, ${(accepted / seconds).toFixed(0)}/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
  )
  console.log(
    `persisted after graceful shutdown: ${rows?.n} rows — ${rows?.n === accepted ? 'equal to accepted' : 'MISMATCH'}`,
  )
  if (rows?.n !== accepted) process.exitCode = 1
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
