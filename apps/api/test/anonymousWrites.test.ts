import { ChangeRequest, Contest, ContestParticipation, Problem, SearchShortcut } from '@quo/contract'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildApp } from '../src/app.js'
import { queryRows } from '../src/db/database.js'
import { openTestDatabase, useTestApp } from './helpers.js'

const { app, database } = useTestApp()

let shortcuts: SearchShortcut[]
let contests: Contest[]
let itemNanoId: string
beforeAll(async () => {
  shortcuts = z.array(SearchShortcut).parse((await app().inject({ url: '/api/search/shortcuts/' })).json())
  contests = z.array(Contest).parse((await app().inject({ url: '/api/contests/' })).json())
  const basemap = (await app().inject({ url: '/api/items/basemap/branchshortid/3' })).json() as {
    items: [string][]
  }
  itemNanoId = basemap.items[0]?.[0] as string
})

const post = (url: string, payload: unknown) =>
  app().inject({ method: 'POST', url, payload: payload as object })

describe('change requests', () => {
  it('stores a correction where the search shortcut allows it', async () => {
    const shortcut = shortcuts.find((s) => s.allowChangeRequest)
    const res = await post('/api/items/change-requests/', {
      kind: 'change',
      fillMs: 5000,
      searchShortcutId: shortcut?.id,
      itemNanoId,
      message: 'Die Öffnungszeiten am Samstag stimmen nicht mehr.',
      email: 'Gast@Example.li',
    })
    expect(res.statusCode).toBe(201)
    const created = ChangeRequest.parse(res.json())
    expect(created.itemNanoId).toBe(itemNanoId)
    expect(created.status).toBe('open')
    const [row] = await queryRows<{ payload: { message: string } }>(
      database().db,
      sql`SELECT payload FROM change_requests WHERE id = ${created.id}`,
    )
    expect(row?.payload.message).toContain('Samstag')
  })

  it('checks corrected details as staff edits are checked: a phone needs digits, a link a scheme', async () => {
    const shortcut = shortcuts.find((s) => s.allowChangeRequest)
    const send = (details: Record<string, string>) =>
      post('/api/items/change-requests/', {
        kind: 'change',
        fillMs: 5000,
        searchShortcutId: shortcut?.id,
        itemNanoId,
        message: 'Neue Nummer und Webseite.',
        details,
      })
    const bad = await send({ phone: 'abc', url: 'unikum li' })
    expect(bad.statusCode).toBe(400)
    const problem = Problem.parse(bad.json())
    expect(problem.errors?.[0]).toMatchObject({
      path: 'body.details.phone',
      message: expect.stringMatching(/Ziffern/),
    })
    expect((await send({ url: 'unikum li' })).json().errors?.[0]?.path).toBe('body.details.url')
    expect(
      (await send({ phone: '+423 232 12 34', url: 'unikum.li', hours: 'Mo-Fr 08:00-18:00' })).statusCode,
    ).toBe(201)
  })

  it('refuses requests a search shortcut does not allow', async () => {
    const closed = shortcuts.find((s) => !s.allowChangeRequest)
    const res = await post('/api/items/change-requests/', {
      kind: 'change',
      fillMs: 5000,
      searchShortcutId: closed?.id,
      itemNanoId,
      message: 'Bitte korrigieren.',
    })
    expect(res.statusCode).toBe(403)
    const noAddition = shortcuts.find((s) => !s.allowItemAddition)
    const addition = await post('/api/items/change-requests/', {
      kind: 'addition',
      fillMs: 5000,
      searchShortcutId: noAddition?.id,
      title: 'Neuer Brunnen',
      lon: 9.52,
      lat: 47.14,
      message: 'Hier fehlt ein Brunnen.',
    })
    expect(addition.statusCode).toBe(403)
  })

  it('answers bad input with field paths and unknown references with 404', async () => {
    const bad = await post('/api/items/change-requests/', {
      kind: 'maybe',
      searchShortcutId: 'x',
      message: '',
      extra: 1,
    })
    expect(bad.statusCode).toBe(400)
    const problem = Problem.parse(bad.json())
    const paths = problem.errors?.map((e) => e.path) ?? []
    expect(paths).toEqual(expect.arrayContaining(['body.kind', 'body.searchShortcutId', 'body.message']))
    const unknown = await post('/api/items/change-requests/', {
      kind: 'change',
      fillMs: 5000,
      searchShortcutId: 999_999,
      itemNanoId,
      message: 'x',
    })
    expect(unknown.statusCode).toBe(404)
    const notJson = await app().inject({
      method: 'POST',
      url: '/api/items/change-requests/',
      headers: { 'content-type': 'application/json' },
      payload: '{"kind":',
    })
    expect(notJson.statusCode).toBe(400)
    const huge = await post('/api/items/change-requests/', {
      kind: 'change',
      fillMs: 5000,
      searchShortcutId: 1,
      message: 'x'.repeat(20_000),
    })
    expect(huge.statusCode).toBe(413)
  })
})

describe('contest participation', () => {
  it('enters a visitor once per e-mail into a running contest', async () => {
    const now = Date.now()
    const running = contests.find((c) => Date.parse(c.dateBegin) <= now && Date.parse(c.dateEnd) > now)
    const entry = {
      contestId: running?.id,
      name: 'Anna Beck',
      email: 'anna@example.li',
      answer: 'Der Rhein',
      fillMs: 5000,
    }
    const first = await post('/api/contest/participant/', entry)
    expect(first.statusCode).toBe(201)
    expect(ContestParticipation.parse(first.json()).contestId).toBe(running?.id)
    const again = await post('/api/contest/participant/', { ...entry, email: 'ANNA@example.li' })
    expect(again.statusCode).toBe(409)
  })

  it('refuses contests that are not running, unknown ones and bad e-mails', async () => {
    const upcoming = contests.find((c) => Date.parse(c.dateBegin) > Date.now())
    const entry = { name: 'Ben', email: 'ben@example.li', answer: 'x', fillMs: 5000 }
    expect((await post('/api/contest/participant/', { ...entry, contestId: upcoming?.id })).statusCode).toBe(
      409,
    )
    expect((await post('/api/contest/participant/', { ...entry, contestId: 999_999 })).statusCode).toBe(404)
    const bad = await post('/api/contest/participant/', { ...entry, contestId: 1, email: 'kein-mail' })
    expect(bad.statusCode).toBe(400)
    expect(Problem.parse(bad.json()).errors?.[0]?.path).toBe('body.email')
  })
})

describe('metrics', () => {
  it('accepts single events and batches with 202 and writes every one by shutdown', async () => {
    const db = await openTestDatabase()
    // The demo's own usage events are there before; only this test's are counted.
    const [before] = await queryRows<{ n: number }>(
      db.database.db,
      sql`SELECT count(*)::int AS n FROM metrics`,
    )
    const local = await buildApp({ database: db.database })
    const event = (i: number) => ({
      metric_key: 'map_item_click',
      session_id: `session-${i % 7}-abcdef`,
      item_id: i + 1,
    })
    let accepted = 0
    for (let i = 0; i < 20; i++) {
      const batch = Array.from({ length: 25 }, (_, k) => event(i * 25 + k))
      const res = await local.inject({ method: 'POST', url: '/api/metrics/', payload: batch })
      expect(res.statusCode).toBe(202)
      accepted += (res.json() as { accepted: number }).accepted
    }
    const start = await local.inject({
      method: 'POST',
      url: '/api/metrics/',
      payload: {
        metric_key: 'app_start',
        session_id: 'session-start-1',
        quo_plattform: 'web',
        quo_version: '2025.03.31.1.20.3',
        branch_short_id: 3,
      },
    })
    expect(start.statusCode).toBe(202)
    accepted += 1
    await local.close()
    const [count] = await queryRows<{ n: number }>(
      db.database.db,
      sql`SELECT count(*)::int AS n FROM metrics`,
    )
    const [app_start] = await queryRows<{ data: Record<string, string> }>(
      db.database.db,
      sql`SELECT data FROM metrics WHERE metric_key = 'app_start' ORDER BY id DESC LIMIT 1`,
    )
    await db.dispose()
    expect(accepted).toBe(501)
    expect((count?.n ?? 0) - (before?.n ?? 0)).toBe(501)
    expect(app_start?.data.quo_version).toBe('2025.03.31.1.20.3')
  })

  it('rejects unknown fields and keys that are not snake_case', async () => {
    const res = await post('/api/metrics/', {
      metric_key: 'MapClick',
      session_id: 'session-x-123',
      color: 'red',
    })
    expect(res.statusCode).toBe(400)
  })
})

describe('rate limits', () => {
  it('answer 429 with Retry-After once a client exceeds its limit', async () => {
    const db = await openTestDatabase()
    const limited = await buildApp({ database: db.database, limits: { formsPerMinute: 2 } })
    try {
      const entry = { contestId: 999_999, name: 'C', email: 'c@example.li', answer: 'x', fillMs: 5000 }
      const codes: number[] = []
      for (let i = 0; i < 3; i++) {
        codes.push(
          (await limited.inject({ method: 'POST', url: '/api/contest/participant/', payload: entry }))
            .statusCode,
        )
      }
      expect(codes.slice(0, 2)).toEqual([404, 404])
      const last = await limited.inject({ method: 'POST', url: '/api/contest/participant/', payload: entry })
      expect(last.statusCode).toBe(429)
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0)
      expect(Problem.parse(last.json()).status).toBe(429)
    } finally {
      await limited.close()
      await db.dispose()
    }
  })

  it('count the connecting address, not a forged X-Forwarded-For, unless the proxy is configured', async () => {
    const db = await openTestDatabase()
    const entry = { contestId: 999_999, name: 'F', email: 'f@example.li', answer: 'x', fillMs: 5000 }
    const burst = async (app: Awaited<ReturnType<typeof buildApp>>) => {
      const codes: number[] = []
      for (let i = 0; i < 6; i++) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/contest/participant/',
          payload: entry,
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        })
        codes.push(res.statusCode)
      }
      return codes
    }
    const direct = await buildApp({ database: db.database, limits: { formsPerMinute: 2 } })
    // Behind a proxy at the loopback address (where inject connects from), each forwarded client counts alone.
    const proxied = await buildApp({
      database: db.database,
      limits: { formsPerMinute: 2 },
      trustProxy: ['127.0.0.1'],
    })
    try {
      expect(await burst(direct)).toEqual([404, 404, 429, 429, 429, 429])
      expect(await burst(proxied)).toEqual([404, 404, 404, 404, 404, 404])
    } finally {
      await direct.close()
      await proxied.close()
      await db.dispose()
    }
  })

  it('are shared by API processes through Redis', async () => {
    const db = await openTestDatabase()
    const options = {
      database: db.database,
      limits: { formsPerMinute: 2 },
      redisUrl: process.env.QUO_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      rateLimitNamespace: `quo-test-${process.pid}-${Date.now()}:`,
    }
    const a = await buildApp(options)
    const b = await buildApp(options)
    try {
      const entry = { contestId: 999_999, name: 'D', email: 'd@example.li', answer: 'x', fillMs: 5000 }
      const send = (app: typeof a) =>
        app.inject({ method: 'POST', url: '/api/contest/participant/', payload: entry })
      expect((await send(a)).statusCode).toBe(404)
      expect((await send(b)).statusCode).toBe(404)
      // Each process saw one request; together they used the client's two.
      expect((await send(a)).statusCode).toBe(429)
    } finally {
      await a.close()
      await b.close()
      await db.dispose()
    }
  })
})
