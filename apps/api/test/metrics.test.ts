import {
  addDays,
  DailySessions,
  MetricsSummary,
  Problem,
  regionToday,
  SEARCH_TERM_MAX_LENGTH,
} from '@quo/contract'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../src/db/database.js'
import { purgeOldMetrics } from '../src/services/metricsRetention.js'
import { type Send, sender, useTokenApp } from './staffTokens.js'

// The retention job runs every half second here, so a test can watch it delete.
const tokenApp = useTokenApp({
  limits: { formsPerMinute: 1000, metricsPerMinute: 600 },
  metricsRetention: { days: 400, firstDelayMs: 0, intervalMs: 500, pauseMs: 0 },
})
const admin = sender(tokenApp, { roles: ['staff', 'admin'], sub: 'admin-metrics' })
const vaduzEditor = sender(tokenApp, { roles: ['staff'], branches: [3], sub: 'editor-vaduz' })
const guest = sender(tokenApp, { roles: [] })

const db = () => tokenApp.database().db
const postMetrics = (payload: unknown) =>
  tokenApp.app().inject({ method: 'POST', url: '/api/metrics/', payload: payload as object })

async function days(send: Send, query: string): Promise<DailySessions> {
  const res = await send('GET', `/api/metrics/sessions/daily/?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return DailySessions.parse(res.json())
}

async function summary(send: Send, query = ''): Promise<MetricsSummary> {
  const res = await send('GET', `/api/metrics/summary/?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return MetricsSummary.parse(res.json())
}

/** Two places to open. */
let places: { id: number; nanoId: string; title: string }[]

beforeAll(async () => {
  places = await queryRows(db(), sql`SELECT id, nano_id AS "nanoId", title FROM items ORDER BY id LIMIT 2`)
  // In March 2098 (CET, UTC+1): a Vaduz session over two days, a Malbun one, one of the main site.
  await db().execute(sql`INSERT INTO metrics (session_id, metric_key, branch_short_id, date_created) VALUES
    ('m-vaduz-1', 'app_start', 3, '2098-03-01T09:00:00Z'),
    ('m-vaduz-1', 'page_view', NULL, '2098-03-01T09:01:00Z'),
    ('m-vaduz-1', 'page_view', NULL, '2098-03-02T23:30:00Z'),
    ('m-malbun-1', 'app_start', 21, '2098-03-01T10:00:00Z'),
    ('m-main-1', 'app_start', NULL, '2098-03-04T22:59:00Z')`)
})

describe('daily sessions', () => {
  it('answer 401 without a token and 403 without the staff role or for a map not theirs', async () => {
    for (const url of ['/api/metrics/sessions/daily/', '/api/metrics/summary/']) {
      const anonymous = await tokenApp.app().inject({ url })
      expect(anonymous.statusCode).toBe(401)
      expect(anonymous.headers['content-type']).toMatch(/^application\/problem\+json/)
      expect((await guest('GET', url)).statusCode).toBe(403)
      const foreign = await vaduzEditor('GET', `${url}?branchShortId=21`)
      expect(foreign.statusCode).toBe(403)
      expect(Problem.parse(foreign.json()).detail).toBe('No access to branch 21')
    }
  })

  it('refuse a range that is no range with 400 naming the field', async () => {
    const bad = async (query: string) => {
      const res = await admin('GET', `/api/metrics/sessions/daily/?${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/)
      return Problem.parse(res.json()).errors?.map((e) => e.path)
    }
    expect(await bad('from=2098-02-30&to=2098-03-02')).toEqual(['querystring.from'])
    expect(await bad('from=1.3.2098')).toEqual(['querystring.from'])
    expect(await bad('from=2098-03-05&to=2098-03-01')).toEqual(['querystring.to'])
    expect(await bad('from=2097-01-01&to=2098-01-02')).toEqual(['querystring.to'])
    expect(await bad('branchShortId=99')).toEqual(['querystring.branchShortId'])
    expect(await bad('days=7')).toEqual(['querystring'])
    const summaryBad = await admin('GET', '/api/metrics/summary/?to=2098-13-01')
    expect(summaryBad.statusCode).toBe(400)
  })

  it('list every day of the range, newest first, in the region’s days, 0 where nobody came', async () => {
    // 23:30 UTC on 2 March is half past midnight on 3 March in Vaduz.
    expect(await days(admin, 'from=2098-03-01&to=2098-03-05')).toEqual([
      { day: '2098-03-05', sessions: 0, events: 0 },
      { day: '2098-03-04', sessions: 1, events: 1 },
      { day: '2098-03-03', sessions: 1, events: 1 },
      { day: '2098-03-02', sessions: 0, events: 0 },
      { day: '2098-03-01', sessions: 2, events: 3 },
    ])
    // A full year, leap day included, is the longest range.
    expect(await days(admin, 'from=2096-01-01&to=2096-12-31')).toHaveLength(366)
  })

  it('count for staff of a map the sessions that started there, and a map asked for', async () => {
    const range = 'from=2098-03-01&to=2098-03-03'
    expect(await days(vaduzEditor, range)).toEqual([
      { day: '2098-03-03', sessions: 1, events: 1 },
      { day: '2098-03-02', sessions: 0, events: 0 },
      { day: '2098-03-01', sessions: 1, events: 2 },
    ])
    expect(await days(vaduzEditor, `${range}&branchShortId=3`)).toEqual(await days(vaduzEditor, range))
    expect((await days(admin, `${range}&branchShortId=21`)).at(-1)).toEqual({
      day: '2098-03-01',
      sessions: 1,
      events: 1,
    })
  })

  it('cover the last 30 days up to today without a range', async () => {
    const listed = await days(admin, '')
    expect(listed).toHaveLength(30)
    expect(listed[0]?.day).toBe(regionToday())
    expect(listed.at(-1)?.day).toBe(addDays(regionToday(), -29))
    expect((await days(admin, `to=2098-03-05`)).at(-1)?.day).toBe('2098-02-04')
  })
})

describe('the summary', () => {
  it('lists the places opened most and the searches that found nothing, per normalised term', async () => {
    const [first, second] = places as [(typeof places)[number], (typeof places)[number]]
    const session = (n: number) => `summary-session-${n}`
    const events = [
      { metric_key: 'app_start', session_id: session(1), branch_short_id: 3, quo_plattform: 'web' },
      { metric_key: 'app_start', session_id: session(2), branch_short_id: 21, quo_plattform: 'web' },
      { metric_key: 'item_detail_open', session_id: session(1), item_id: first.id },
      { metric_key: 'item_detail_open', session_id: session(1), item_id: first.id },
      { metric_key: 'item_detail_open', session_id: session(2), item_id: first.id },
      { metric_key: 'item_detail_open', session_id: session(2), item_id: second.id },
      { metric_key: 'search_no_results', session_id: session(1), metricValue: '  Pizza   Margherita ' },
      { metric_key: 'search_no_results', session_id: session(2), metricValue: 'PIZZA margherita' },
      { metric_key: 'search_no_results', session_id: session(2), metricValue: 'x'.repeat(200) },
    ]
    expect((await postMetrics(events)).statusCode).toBe(202)

    const today = `from=${regionToday()}&to=${regionToday()}`
    const all = await summary(admin, today)
    expect(all).toMatchObject({ from: regionToday(), to: regionToday(), retentionDays: 400 })
    expect(all.topPlaces.slice(0, 2)).toMatchObject([
      { itemId: first.id, nanoId: first.nanoId, title: first.title, opens: 3, sessions: 2 },
      { itemId: second.id, nanoId: second.nanoId, title: second.title, opens: 1, sessions: 1 },
    ])
    expect(all.noResultSearches).toEqual(
      expect.arrayContaining([
        { term: 'pizza margherita', count: 2, sessions: 2 },
        { term: 'x'.repeat(SEARCH_TERM_MAX_LENGTH), count: 1, sessions: 1 },
      ]),
    )
    // An editor of Vaduz counts the sessions that started on Vaduz only.
    const vaduz = await summary(vaduzEditor, today)
    expect(vaduz.topPlaces).toMatchObject([
      { itemId: first.id, nanoId: first.nanoId, title: first.title, opens: 2, sessions: 1 },
    ])
    expect(vaduz.noResultSearches).toEqual([{ term: 'pizza margherita', count: 1, sessions: 1 }])
    // Each place names its town (of its first address), or none.
    for (const place of all.topPlaces) expect(place.city === null || place.city.length > 0).toBe(true)
    // Nothing in a range without events; the default range holds today.
    expect(await summary(admin, 'from=2098-03-01&to=2098-03-05')).toMatchObject({
      topPlaces: [],
      noResultSearches: [],
    })
    // Without dates: the last 30 days, today included (the demo's two months of events lie in it too).
    const fallback = await summary(admin)
    expect(fallback.to).toBe(regionToday())
    expect(Date.parse(fallback.to) - Date.parse(fallback.from)).toBe(29 * 86_400_000)
  })
})

describe('privacy', () => {
  it('keeps of the user agent only browser and system, of the referrer only its site', async () => {
    const res = await postMetrics({
      metric_key: 'app_start',
      session_id: 'privacy-session-1',
      quo_plattform: 'web',
      quo_version: '2025.03.31.1.20.3',
      browser_language: 'de-CH',
      window_size: '390x844',
      referrer: 'https://www.google.com/search?q=vaduz+museum&client=me',
      user_agent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    })
    expect(res.statusCode).toBe(202)
    const [row] = await queryRows<{ data: Record<string, string> }>(
      db(),
      sql`SELECT data FROM metrics WHERE session_id = 'privacy-session-1'`,
    )
    expect(row?.data).toEqual({
      quo_version: '2025.03.31.1.20.3',
      browser_language: 'de-CH',
      quo_plattform: 'web',
      window_size: '390x844',
      referrer: 'https://www.google.com',
      browser: 'Safari',
      os: 'iOS',
    })
  })

  it('deletes events older than the retention in the background, in batches', async () => {
    await db().execute(sql`INSERT INTO metrics (session_id, metric_key, date_created) VALUES
      ('retention-old-1', 'page_view', now() - interval '500 days'),
      ('retention-old-2', 'page_view', now() - interval '401 days'),
      ('retention-kept', 'page_view', now() - interval '399 days')`)
    const left = async () =>
      (
        await queryRows<{ session_id: string }>(
          db(),
          sql`SELECT session_id FROM metrics WHERE session_id LIKE 'retention-%' ORDER BY session_id`,
        )
      ).map((r) => r.session_id)
    await expect.poll(left, { timeout: 10_000 }).toEqual(['retention-kept'])

    // The purge itself, batch by batch until nothing is left.
    await db().execute(sql`INSERT INTO metrics (session_id, metric_key, date_created)
      SELECT 'retention-batch-' || n, 'page_view', now() - interval '40 days' FROM generate_series(1, 5) n`)
    expect(await purgeOldMetrics(db(), { days: 30, batchSize: 2, pauseMs: 0 })).toBeGreaterThanOrEqual(5)
    expect(await left()).toEqual([])
  })
})

describe('events sent again', () => {
  it('are stored once by their id, dated when they happened, and a batch naming one twice is kept', async () => {
    const first = crypto.randomUUID()
    const second = crypto.randomUUID()
    const event = (event_id: string, age_ms: number) => ({
      metric_key: 'page_view',
      session_id: 'replayed-session-1',
      route_full_path: '/map',
      event_id,
      age_ms,
    })
    // A queue kept offline for an hour, sent twice (the first answer was lost), then with a
    // duplicate inside one batch.
    expect((await postMetrics([event(first, 3_600_000)])).statusCode).toBe(202)
    expect((await postMetrics([event(first, 3_600_500), event(second, 60_000)])).statusCode).toBe(202)
    expect((await postMetrics([event(second, 61_000), event(second, 61_000)])).statusCode).toBe(202)
    const rows = await queryRows<{ event_id: string; minutes: number }>(
      db(),
      sql`SELECT event_id, round(extract(epoch FROM now() - date_created) / 60)::int AS minutes
          FROM metrics WHERE session_id = 'replayed-session-1' ORDER BY date_created`,
    )
    expect(rows).toEqual([
      { event_id: first, minutes: 60 },
      { event_id: second, minutes: 1 },
    ])
  })

  it('refuse an id that is no id and an age beyond a week with 400', async () => {
    for (const bad of [{ event_id: 'not-a-uuid' }, { age_ms: -1 }, { age_ms: 8 * 86_400_000 }]) {
      const res = await postMetrics({ metric_key: 'page_view', session_id: 'refused-session', ...bad })
      expect(res.statusCode, JSON.stringify(bad)).toBe(400)
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/)
    }
  })
})
