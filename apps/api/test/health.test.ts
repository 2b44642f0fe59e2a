import { describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { Telemetry } from '../src/observability/telemetry.js'
import { openTestDatabase, useTestApp } from './helpers.js'

describe('the probes of load balancers and orchestrators', () => {
  const telemetry = new Telemetry()
  const test = useTestApp({ telemetry })

  it('says the process lives and is ready under any host, uncached', async () => {
    const live = await test.app().inject({ url: '/livez', headers: { host: '10.0.0.7:8080' } })
    expect(live.statusCode).toBe(200)
    expect(live.json()).toEqual({ status: 'live' })
    const ready = await test.app().inject({ url: '/readyz', headers: { host: 'www.quo.li' } })
    expect(ready.statusCode, ready.body).toBe(200)
    expect(ready.headers['cache-control']).toBe('no-store')
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: {
        database: { ok: true },
        migrations: { ok: true },
        issuer: { ok: true },
        shutdown: { ok: true },
      },
    })
  })

  it('gives every answer a request id, the balancer’s when it is sane', async () => {
    const given = await test.app().inject({ url: '/livez', headers: { 'x-request-id': 'lb-4711.a' } })
    expect(given.headers['x-request-id']).toBe('lb-4711.a')
    const forged = await test.app().inject({ url: '/livez', headers: { 'x-request-id': 'a b\u0007' } })
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('records each answer under its route pattern, not its URL', async () => {
    await test.app().inject({ url: '/api/branches/' })
    await test.app().inject({ url: '/api/branches/' })
    await test.app().inject({ url: '/api/items/nanoid/zzzzzzzzzzzz' })
    const { body } = await telemetry.exposition()
    expect(body).toMatch(
      /quo_http_request_duration_seconds_count\{method="GET",route="\/api\/branches\/",status_code="200"\} 2/,
    )
    expect(body).toMatch(/route="\/api\/items\/nanoid\/:nanoId",status_code="404"/)
    expect(body).not.toMatch(/zzzzzzzzzzzz/)
    expect(body).toMatch(/quo_hot_cache_reads_total\{result="hit"\} [1-9]/)
    expect(body).toMatch(/quo_db_query_duration_seconds_count/)
    expect(body).toMatch(/quo_metrics_buffer_depth 0/)
    // The process's own metrics are the served server's (shutdown.test.ts), not a test app's.
    expect(body).not.toMatch(/quo_process_cpu_seconds_total/)
  })

  it('turns not ready, naming why, as soon as the process starts draining, while it still serves', async () => {
    test.app().startDraining()
    const ready = await test.app().inject({ url: '/readyz' })
    expect(ready.statusCode).toBe(503)
    expect(ready.headers['content-type']).toMatch(/application\/problem\+json/)
    expect(ready.json()).toMatchObject({
      status: 503,
      detail: 'not ready: shutdown',
      checks: { database: { ok: true }, shutdown: { ok: false, detail: 'draining before shutdown' } },
    })
    expect((await test.app().inject({ url: '/api/branches/' })).statusCode).toBe(200)
    expect((await test.app().inject({ url: '/livez' })).statusCode).toBe(200)
  })
})

describe('readiness of replicas with different public URLs', () => {
  it('takes a replica out whose tokens the newest replica would not accept, naming both URLs', async () => {
    const test = await openTestDatabase()
    const first = await buildApp({
      logger: false,
      database: test.database,
      publicUrl: 'https://karte.example.li',
    })
    await first.ready()
    const second = await buildApp({
      logger: false,
      database: test.database,
      publicUrl: 'https://maps.example.li',
    })
    try {
      expect((await first.inject({ url: '/readyz' })).statusCode).toBe(200)
      await second.ready()
      const stale = await first.inject({ url: '/readyz' })
      expect(stale.statusCode).toBe(503)
      expect(stale.json()).toMatchObject({
        detail: 'not ready: issuer',
        checks: {
          issuer: {
            ok: false,
            detail:
              'another replica issues tokens as https://maps.example.li: every replica needs the same QUO_PUBLIC_URL (this one has https://karte.example.li)',
          },
        },
      })
      expect((await second.inject({ url: '/readyz' })).statusCode).toBe(200)
    } finally {
      await second.close()
      await first.close()
      await test.dispose()
    }
  })
})

describe('readiness without a database', () => {
  it('names the database when it does not answer', async () => {
    const test = await openTestDatabase()
    const app = await buildApp({ logger: false, database: test.database })
    await app.ready()
    try {
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200)
      await test.database.close()
      const ready = await app.inject({ url: '/readyz' })
      expect(ready.statusCode).toBe(503)
      expect(ready.json()).toMatchObject({
        detail: 'not ready: database',
        checks: { database: { ok: false, detail: 'unreachable' }, migrations: { ok: true } },
      })
      expect((await app.inject({ url: '/livez' })).statusCode).toBe(200)
    } finally {
      await app.close()
      await test.dispose().catch(() => undefined)
    }
  })
})
