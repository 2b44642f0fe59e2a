import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import { openDatabase, queryRows } from '../src/db/database.js'

// pnpm bench:metrics — sustained POST /api/metrics/ against the API in its own process on an
// empty embedded database; then a graceful shutdown and a count of the rows written.
// A fixed number of requests, so every response is counted (a timed run drops the last
// in-flight ones that the server did accept).
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40_000)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const apiDir = fileURLToPath(new URL('..', import.meta.url))
const dataDir = mkdtempSync(join(tmpdir(), 'quo-bench-metrics-'))

function waitForOrigin(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = ''
    const onData = (chunk: Buffer) => {
      out += chunk.toString()
      const m = out.match(/on (http:\/\/[^/\s]+)\//)
      if (m?.[1]) resolve(m[1])
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.on('exit', (code) => reject(new Error(`exited ${code}:\n${out}`)))
  })
}

try {
  const api = spawn(process.execPath, ['--import', 'tsx', '--conditions=@quo/source', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      QUO_DATA_DIR: dataDir,
      QUO_SEED: 'none',
      PORT: '0',
      HOST: '127.0.0.1',
      QUO_LOG_LEVEL: 'warn',
      QUO_RATE_LIMIT_METRICS: '100000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const origin = await waitForOrigin(api)
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
