import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { scratchPostgres, TEST_DB, type TestDatabase } from './helpers.js'
import { freePort, startApi } from './serverProcess.js'

const dataDir = mkdtempSync(join(tmpdir(), 'quo-shutdown-'))
let postgres: TestDatabase | undefined
afterAll(async () => {
  await postgres?.dispose()
  rmSync(dataDir, { recursive: true, force: true })
})

/** An OpenTelemetry collector's OTLP/HTTP endpoint that keeps what it is sent. */
async function otlpCollector() {
  const bodies: string[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString()
    })
    request.on('end', () => {
      if (request.url === '/v1/traces') bodies.push(body)
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    origin: `http://127.0.0.1:${port}`,
    received: () => bodies.join('\n'),
    close: () => server.close(),
  }
}

const status = (url: string) =>
  fetch(url).then(
    (r) => r.status,
    () => 0,
  )

describe(`a server process under an orchestrator (${TEST_DB})`, () => {
  it('serves metrics apart, sends traces over OTLP, and on SIGTERM turns unready first, keeps serving for the grace period, then exits 0', async () => {
    const metricsPort = await freePort()
    const collector = await otlpCollector()
    const env: Record<string, string> = {
      QUO_DATA_DIR: dataDir,
      QUO_SHUTDOWN_GRACE_SECONDS: '2',
      QUO_METRICS_PORT: String(metricsPort),
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.origin,
      OTEL_BSP_SCHEDULE_DELAY: '100',
    }
    if (TEST_DB === 'postgres') {
      postgres = await scratchPostgres()
      env.QUO_DATABASE_URL = postgres.url as string
    }
    const { child, origin, output } = await startApi(env)
    const exit = new Promise<number | null>((resolve) => child.once('exit', resolve))

    expect(await status(`${origin}/readyz`)).toBe(200)
    expect(await status(`${origin}/metrics`)).not.toBe(200)
    const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`)
    expect(scrape.headers.get('content-type')).toMatch(/^text\/plain/)
    const metrics = await scrape.text()
    expect(metrics).toMatch(
      /quo_http_request_duration_seconds_count\{method="GET",route="\/readyz",status_code="200"\} 1/,
    )
    expect(metrics).toMatch(/quo_change_feed_lag_seconds \d/)
    expect(metrics).toMatch(/quo_process_cpu_seconds_total \d/)
    expect(metrics).toMatch(/quo_nodejs_eventloop_lag_p99_seconds \d/)
    if (TEST_DB === 'postgres') expect(metrics).toMatch(/quo_db_pool_connections\{state="total"\} [1-9]/)

    // A request's spans reach the collector under its route; the probes are not traced.
    expect(await status(`${origin}/api/branches/`)).toBe(200)
    await expect.poll(() => collector.received(), { timeout: 15_000 }).toMatch(/"\/api\/branches\/"/)
    expect(collector.received()).toMatch(/"service\.name","value":\{"stringValue":"quo"/)
    expect(collector.received()).not.toMatch(/readyz/)

    const signalled = Date.now()
    child.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 300))
    expect(await status(`${origin}/readyz`)).toBe(503)
    expect(await status(`${origin}/livez`)).toBe(200)
    expect(await status(`${origin}/api/health`)).toBe(200)
    expect(await exit).toBe(0)
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(2000)
    expect(output()).not.toMatch(/"level":(50|60)/)
    collector.close()
  })

  it('refuses a wrong variable with one plain line naming it, no stack trace', () => {
    const apiDir = fileURLToPath(new URL('..', import.meta.url))
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--conditions=@quo/source', 'src/server.ts'],
      {
        cwd: apiDir,
        env: { ...process.env, PORT: 'achtzig', QUO_REDIS_URL: 'localhost:6379', QUO_DATA_DIR: dataDir },
        encoding: 'utf8',
        timeout: 60_000,
      },
    )
    expect(run.status).toBe(1)
    expect(run.stderr.trim()).toBe(
      [
        'quo: invalid configuration:',
        '  PORT: expected a TCP port from 0 to 65535',
        '  QUO_REDIS_URL: expected a Redis URL such as redis://host:6379',
      ].join('\n'),
    )
  })
})
