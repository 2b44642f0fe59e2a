import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import { sql } from 'drizzle-orm'
import ICAL from 'ical.js'
import { DateTime } from 'luxon'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { queryRows } from '../src/db/database.js'
import { fetchFeed } from '../src/eventFeeds/fetchFeed.js'
import { runEventFeed } from '../src/services/eventFeedImport.js'
import { startEventFeeds } from '../src/services/eventFeedScheduler.js'
import { sender, useTokenApp } from './staffTokens.js'

// A branch subscribes to another organisation's calendar, served here by a local feed server:
// its events appear on the branch's map and in quo's own calendar feed at the right times; the
// next runs follow the feed (changed, moved, cancelled, removed, new events) and keep what
// staff changed; failures are recorded in German and change nothing.

const tokenApp = useTokenApp({ eventFeeds: { scheduler: false, allowPrivateHosts: true } })
const db = () => tokenApp.database().db
const VADUZ = 3
const VADUZ_HOST = 'vaduz.localhost:8080'

let feedServer: Server
let feedUrl = ''
let feedBody = ''
let feedStatus = 200
let requests = 0
let conditionalAnswers = 0
let editor: ReturnType<typeof sender>
let outsider: ReturnType<typeof sender>
let place: { id: number; lon: number; lat: number }
let topic = 0
let categories: number[] = []
let feedId = 0

/** Days from today at a wall-clock time in Zurich, as iCalendar writes a local time. */
const local = (days: number, hour: number, minute = 0) =>
  DateTime.now().setZone('Europe/Zurich').plus({ days }).set({ hour, minute, second: 0, millisecond: 0 })
const ics = (t: DateTime) => t.toFormat("yyyyMMdd'T'HHmmss")
const day = (days: number) => DateTime.now().setZone('Europe/Zurich').plus({ days }).toFormat('yyyyMMdd')

interface FeedVersion {
  concertTitle: string
  concertDescription: string
  /** Hours the series' occurrences move by. */
  seriesShift: number
  marketCancelled: boolean
  withTalk: boolean
  withReading: boolean
}

/** The other organisation's calendar (Outlook-like: HTML in descriptions, a zone by name only). */
function calendar(v: FeedVersion): string {
  const concert = local(10, 19, 30)
  const series = local(3, 18).plus({ hours: v.seriesShift })
  const moved = local(17, 18)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kulturverein//Kalender//DE',
    'BEGIN:VEVENT',
    'UID:concert-1@kultur.example',
    `DTSTAMP:${ics(local(0, 8))}Z`,
    `DTSTART;TZID=Europe/Zurich:${ics(concert)}`,
    `DTEND;TZID=Europe/Zurich:${ics(concert.plus({ hours: 2 }))}`,
    `SUMMARY:${v.concertTitle}`,
    `DESCRIPTION:${v.concertDescription}`,
    'URL:https://kultur.example/konzert',
    'END:VEVENT',
    // Weekly, four times; the second is left out (EXDATE), the third moved (RECURRENCE-ID).
    'BEGIN:VEVENT',
    'UID:series-1@kultur.example',
    `DTSTART;TZID=Europe/Zurich:${ics(series)}`,
    'DURATION:PT1H30M',
    'RRULE:FREQ=WEEKLY;COUNT=4',
    `EXDATE;TZID=Europe/Zurich:${ics(series.plus({ weeks: 1 }))}`,
    'SUMMARY:Offenes Atelier',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:series-1@kultur.example',
    `RECURRENCE-ID;TZID=Europe/Zurich:${ics(series.plus({ weeks: 2 }))}`,
    `DTSTART;TZID=Europe/Zurich:${ics(moved.plus({ hours: v.seriesShift, days: 1 }))}`,
    `DTEND;TZID=Europe/Zurich:${ics(moved.plus({ hours: v.seriesShift + 2, days: 1 }))}`,
    'SUMMARY:Offenes Atelier (verschoben)',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:market-1@kultur.example',
    `DTSTART;VALUE=DATE:${day(20)}`,
    `DTEND;VALUE=DATE:${day(22)}`,
    'SUMMARY:Wochenmarkt',
    ...(v.marketCancelled ? ['STATUS:CANCELLED'] : []),
    'END:VEVENT',
    ...(v.withTalk
      ? [
          'BEGIN:VEVENT',
          'UID:talk-1@kultur.example',
          `DTSTART:${ics(local(5, 12).toUTC())}Z`,
          `DTEND:${ics(local(5, 13).toUTC())}Z`,
          'SUMMARY:Vortrag Rheintal',
          'END:VEVENT',
        ]
      : []),
    ...(v.withReading
      ? [
          'BEGIN:VEVENT',
          'UID:reading-1@kultur.example',
          `DTSTART;TZID=W. Europe Standard Time:${ics(local(30, 20))}`,
          `DTEND;TZID=W. Europe Standard Time:${ics(local(30, 21))}`,
          'SUMMARY:Lesung',
          'END:VEVENT',
        ]
      : []),
    'END:VCALENDAR',
  ]
  return `${lines.join('\r\n')}\r\n`
}

const FIRST: FeedVersion = {
  concertTitle: 'Sommerkonzert',
  concertDescription: '<p>Das Orchester spielt <b>Mozart</b>.</p><p>Eintritt frei</p>',
  seriesShift: 0,
  marketCancelled: false,
  withTalk: true,
  withReading: false,
}

interface StoredEvent {
  itemId: number
  title: string
  description: string | null
  url: string | null
  closed: boolean
  begins: string[]
  ends: string[]
}

/** The feed's events as the branch holds them now, by title. */
async function stored(): Promise<Map<string, StoredEvent>> {
  const rows = await queryRows<{
    item_id: number
    title: string
    description: string | null
    url: string | null
    closed: boolean
    begins: string[] | null
    ends: string[] | null
  }>(
    db(),
    sql`SELECT i.id AS item_id, i.title, i.date_permanently_closed IS NOT NULL AS closed,
        (SELECT data_value FROM item_details WHERE item_id = i.id AND data_key_v2 = 'shortDescription') AS description,
        (SELECT data_value FROM item_details WHERE item_id = i.id AND data_key_v2 = 'url') AS url,
        (SELECT array_agg(to_char(e.date_begin AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') ORDER BY e.date_begin)
          FROM events e WHERE e.item_id = i.id) AS begins,
        (SELECT array_agg(to_char(e.date_end AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') ORDER BY e.date_begin)
          FROM events e WHERE e.item_id = i.id) AS ends
      FROM event_feed_entries f JOIN items i ON i.id = f.item_id WHERE f.feed_id = ${feedId}`,
  )
  return new Map(
    rows.map((r) => [
      r.title,
      {
        itemId: r.item_id,
        title: r.title,
        description: r.description,
        url: r.url,
        closed: r.closed,
        begins: r.begins ?? [],
        ends: r.ends ?? [],
      },
    ]),
  )
}

const utc = (t: DateTime) => t.toUTC().toFormat("yyyy-MM-dd'T'HH:mm")

async function run() {
  const res = await editor('POST', `/api/event-feeds/${feedId}/run`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as {
    eventItems: number
    nextRun: string
    lastRun: { status: string; message: string | null; counts: Record<string, number> }
  }
}

/** quo's own public calendar of the branch, read by ical.js: summary → start instants. */
async function publicCalendar(): Promise<Map<string, { starts: string[]; status: string }>> {
  const res = await tokenApp
    .app()
    .inject({ method: 'GET', url: '/api/events/calendar.ics', headers: { host: VADUZ_HOST } })
  expect(res.statusCode).toBe(200)
  const out = new Map<string, { starts: string[]; status: string }>()
  const root = new ICAL.Component(ICAL.parse(res.body))
  for (const component of root.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component)
    const entry = out.get(event.summary) ?? { starts: [], status: '' }
    entry.starts.push(utc(DateTime.fromJSDate(event.startDate.toJSDate())))
    entry.status = String(component.getFirstPropertyValue('status'))
    out.set(event.summary, entry)
  }
  return out
}

beforeAll(async () => {
  feedBody = calendar(FIRST)
  feedServer = createServer((req, res) => {
    requests++
    const etag = `"${createHash('sha1').update(feedBody).digest('hex')}"`
    if (feedStatus !== 200) {
      res.writeHead(feedStatus, { 'content-type': 'text/html' })
      res.end('<html><body>Wartung</body></html>')
      return
    }
    if (req.url === '/page.html') {
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end('<!doctype html><title>Kein Kalender</title>')
      return
    }
    if (req.headers['if-none-match'] === etag) {
      conditionalAnswers++
      res.writeHead(304, { etag })
      res.end()
      return
    }
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', etag })
    res.end(feedBody)
  })
  await new Promise<void>((r) => feedServer.listen(0, '127.0.0.1', r))
  feedUrl = `http://127.0.0.1:${(feedServer.address() as { port: number }).port}/kultur.ics`

  editor = sender(tokenApp, { roles: ['staff'], branches: [VADUZ], sub: 'feed-editor' })
  outsider = sender(tokenApp, { roles: ['staff'], branches: [4], sub: 'feed-outsider' })
  const [museum] = await queryRows<{ id: number; lon: number; lat: number }>(
    db(),
    sql`SELECT i.id, i.lon, i.lat FROM items i JOIN item_tags it ON it.item_id = i.id
      JOIN tags t ON t.id = it.tag_id JOIN branches b ON b.tag_key = t.tag_key
      WHERE b.short_id = ${VADUZ} AND i.type = 'place' ORDER BY i.id LIMIT 1`,
  )
  place = museum as typeof place
  const [tag] = await queryRows<{ id: number }>(
    db(),
    sql`SELECT t.id FROM tags t JOIN branches b ON b.tag_key = t.tag_key WHERE b.short_id = ${VADUZ} ORDER BY t.id LIMIT 1`,
  )
  topic = Number(tag?.id)
  const cats = await queryRows<{ id: number }>(
    db(),
    sql`SELECT id FROM categories WHERE main_category = 'Event' ORDER BY id LIMIT 1`,
  )
  categories = cats.map((c) => c.id)
})
afterAll(async () => {
  await new Promise((r) => feedServer?.close(r))
})

describe('a calendar subscription', () => {
  it('is refused with the field named when its place, categories, topic or URL are wrong', async () => {
    const base = {
      title: 'Kulturkalender',
      url: feedUrl,
      placeItemId: place.id,
      categoryIds: categories,
      topicTagId: topic,
    }
    const unknownPlace = await editor('POST', `/api/branches/${VADUZ}/event-feeds`, {
      ...base,
      placeItemId: 2_000_000_000,
    })
    expect(unknownPlace.statusCode).toBe(400)
    expect(unknownPlace.json().errors).toContainEqual({
      path: 'body.placeItemId',
      message: 'Diesen Ort gibt es nicht.',
    })
    const [foreignTag] = await queryRows<{ id: number }>(
      db(),
      sql`SELECT t.id FROM tags t JOIN branches b ON b.tag_key = t.tag_key WHERE b.short_id = 4 LIMIT 1`,
    )
    const wrongTopic = await editor('POST', `/api/branches/${VADUZ}/event-feeds`, {
      ...base,
      topicTagId: foreignTag?.id,
    })
    expect(wrongTopic.statusCode).toBe(400)
    expect(wrongTopic.json().errors[0].path).toBe('body.topicTagId')
    const ftp = await editor('POST', `/api/branches/${VADUZ}/event-feeds`, {
      ...base,
      url: 'ftp://kultur.example/k.ics',
    })
    expect(ftp.statusCode).toBe(400)
    expect((await outsider('POST', `/api/branches/${VADUZ}/event-feeds`, base)).statusCode).toBe(403)

    const created = await editor('POST', `/api/branches/${VADUZ}/event-feeds`, base)
    expect(created.statusCode, created.body).toBe(201)
    feedId = created.json().id
    expect(created.json()).toMatchObject({ title: 'Kulturkalender', place: { id: place.id }, lastRun: null })
    const again = await editor('POST', `/api/branches/${VADUZ}/event-feeds`, base)
    expect(again.statusCode).toBe(409)
    expect(again.json().errors[0].path).toBe('body.url')
    // Another branch's staff neither see nor run nor change it.
    expect((await outsider('GET', `/api/branches/${VADUZ}/event-feeds`)).statusCode).toBe(403)
    expect((await outsider('POST', `/api/event-feeds/${feedId}/run`)).statusCode).toBe(403)
    expect((await outsider('PUT', `/api/event-feeds/${feedId}`, { isActive: false })).statusCode).toBe(403)
    expect((await outsider('DELETE', `/api/event-feeds/${feedId}`)).statusCode).toBe(403)
    expect((await editor('POST', '/api/event-feeds/2000000000/run')).statusCode).toBe(404)
  })

  it('brings the events onto the branch at the times the feed means, into quo’s own calendar too', async () => {
    const result = await run()
    expect(result.lastRun).toMatchObject({
      status: 'ok',
      message: null,
      counts: { created: 4, updated: 0, cancelled: 0, removed: 0, unchanged: 0, keptStaffEdits: 0 },
    })
    expect(result.eventItems).toBe(4)
    // A run staff start counts as one: the scheduler's next is an interval later.
    expect(Date.parse(result.nextRun) - Date.now()).toBeGreaterThan(55 * 60_000)
    const events = await stored()
    const concert = events.get('Sommerkonzert')
    // 19:30 in Zurich, whether summer or winter time.
    expect(concert?.begins).toEqual([utc(local(10, 19, 30))])
    expect(concert?.ends).toEqual([utc(local(10, 21, 30))])
    // The HTML of the description is read as a person sees it.
    expect(concert?.description).toBe('Das Orchester spielt Mozart.\nEintritt frei')
    expect(concert?.url).toBe('https://kultur.example/konzert')
    // Four weekly dates: the second left out, the third moved to the next day.
    const series = events.get('Offenes Atelier')
    expect(series?.begins).toEqual([
      utc(local(3, 18)),
      utc(local(17, 18).plus({ days: 1 })),
      utc(local(24, 18)),
    ])
    expect(series?.ends[0]).toBe(utc(local(3, 19, 30)))
    // An all-day market on two days: from the first morning to the end of the second day.
    expect(events.get('Wochenmarkt')?.begins).toEqual([utc(local(20, 0))])
    expect(events.get('Wochenmarkt')?.ends).toEqual([utc(local(21, 23, 59))])
    expect(events.get('Vortrag Rheintal')?.begins).toEqual([utc(local(5, 12))])

    // Each is a part of the place, at its position, in the topic and categories, on the branch.
    const [filed] = await queryRows<{
      parts: number
      at_place: number
      topics: number
      cats: number
      on_branch: number
      reviews: number
    }>(
      db(),
      sql`SELECT
          count(*) FILTER (WHERE EXISTS (SELECT 1 FROM item_relations r WHERE r.child_item_id = i.id AND r.parent_item_id = ${place.id}))::int AS parts,
          count(*) FILTER (WHERE i.lon = ${place.lon} AND i.lat = ${place.lat})::int AS at_place,
          count(*) FILTER (WHERE EXISTS (SELECT 1 FROM item_tags t WHERE t.item_id = i.id AND t.tag_id = ${topic}))::int AS topics,
          count(*) FILTER (WHERE EXISTS (SELECT 1 FROM item_categories c WHERE c.item_id = i.id AND c.category_id = ${categories[0]}))::int AS cats,
          count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM events e WHERE e.item_id = i.id
            AND NOT EXISTS (SELECT 1 FROM event_branches eb JOIN branches b ON b.id = eb.branch_id
              WHERE eb.event_id = e.id AND b.short_id = ${VADUZ})))::int AS on_branch,
          (SELECT count(*)::int FROM item_reviews r WHERE r.item_id IN (SELECT item_id FROM event_feed_entries WHERE feed_id = ${feedId})) AS reviews
        FROM event_feed_entries f JOIN items i ON i.id = f.item_id WHERE f.feed_id = ${feedId}`,
    )
    expect(filed).toEqual({ parts: 4, at_place: 4, topics: 4, cats: 4, on_branch: 4, reviews: 0 })

    // The public calendar is a hot read: it shows the run once the change feed has told the cache.
    await vi.waitFor(
      async () => {
        const published = await publicCalendar()
        expect(published.get('Sommerkonzert')?.starts).toEqual([utc(local(10, 19, 30))])
        expect(published.get('Offenes Atelier')?.starts).toHaveLength(3)
      },
      { timeout: 10_000, interval: 50 },
    )
    // Recorded in the history under the subscription's name.
    const [history] = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM change_history WHERE actor_sub = 'Kalender-Abo «Kulturkalender»'`,
    )
    expect(history?.n).toBeGreaterThan(4)
  })

  it('asks conditionally next time, and an unchanged feed changes nothing', async () => {
    const before = await stored()
    const result = await run()
    expect(result.lastRun.status).toBe('unchanged')
    expect(conditionalAnswers).toBe(1)
    expect(await stored()).toEqual(before)
  })

  it('follows the feed where staff left the events alone and keeps what staff changed', async () => {
    const before = await stored()
    const concert = before.get('Sommerkonzert') as StoredEvent
    const series = before.get('Offenes Atelier') as StoredEvent
    // Staff rename the concert and move the series' last date by hand.
    const renamed = await editor('PUT', `/api/items/${concert.itemId}`, { title: 'Sommerkonzert im Park' })
    expect(renamed.statusCode, renamed.body).toBe(200)
    const [last] = await queryRows<{ id: number }>(
      db(),
      sql`SELECT id FROM events WHERE item_id = ${series.itemId} ORDER BY date_begin DESC LIMIT 1`,
    )
    const handMoved = local(25, 10)
    const moved = await editor('PUT', `/api/events/${last?.id}`, {
      dateBegin: handMoved.toUTC().toISO(),
      dateEnd: handMoved.plus({ hours: 1 }).toUTC().toISO(),
    })
    expect(moved.statusCode, moved.body).toBe(200)

    feedBody = calendar({
      concertTitle: 'Sommerkonzert (neu)',
      concertDescription: 'Mozart und Haydn',
      seriesShift: 1,
      marketCancelled: true,
      withTalk: false,
      withReading: true,
    })
    const result = await run()
    expect(result.lastRun.counts).toEqual({
      created: 1,
      updated: 2,
      cancelled: 1,
      removed: 1,
      unchanged: 0,
      keptStaffEdits: 2,
    })
    const after = await stored()
    // Staff's title stays; the description follows the feed.
    expect(after.get('Sommerkonzert (neu)')).toBeUndefined()
    expect(after.get('Sommerkonzert im Park')?.description).toBe('Mozart und Haydn')
    // The series moved an hour later, except the date staff moved.
    expect(after.get('Offenes Atelier')?.begins).toEqual([
      utc(local(3, 19)),
      utc(local(17, 19).plus({ days: 1 })),
      utc(handMoved),
    ])
    expect(after.get('Wochenmarkt')?.closed).toBe(true)
    // The talk left the feed and is gone (restorable from the history); the reading is new,
    // its Outlook zone name read as the region's time.
    expect(after.get('Vortrag Rheintal')).toBeUndefined()
    expect(after.get('Lesung')?.begins).toEqual([utc(local(30, 20))])
    const [deleted] = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM change_history WHERE table_name = 'items' AND operation = 'delete'
        AND actor_sub = 'Kalender-Abo «Kulturkalender»' AND before->>'title' = 'Vortrag Rheintal'`,
    )
    expect(deleted?.n).toBe(1)
    await vi.waitFor(
      async () => {
        const published = await publicCalendar()
        expect(published.get('Wochenmarkt')?.status).toBe('CANCELLED')
        expect(published.has('Vortrag Rheintal')).toBe(false)
      },
      { timeout: 10_000, interval: 50 },
    )
  })

  it('does not bring back an event staff deleted', async () => {
    const reading = (await stored()).get('Lesung') as StoredEvent
    expect((await editor('DELETE', `/api/items/${reading.itemId}`)).statusCode).toBe(200)
    feedBody = `${feedBody}\r\n`
    const result = await run()
    expect(result.lastRun.status).toBe('ok')
    expect(result.lastRun.counts.created).toBe(0)
    expect((await stored()).has('Lesung')).toBe(false)
  })

  it('records a failed run in German and leaves the events as they were', async () => {
    const before = await stored()
    feedStatus = 503
    const down = await run()
    expect(down.lastRun).toMatchObject({
      status: 'failed',
      message: 'Der Server des Kalenders antwortet mit dem Status 503.',
    })
    feedStatus = 200
    const page = await editor('PUT', `/api/event-feeds/${feedId}`, {
      url: feedUrl.replace('kultur.ics', 'page.html'),
    })
    expect(page.statusCode).toBe(200)
    expect((await run()).lastRun).toMatchObject({
      status: 'failed',
      message: 'Unter der Adresse steht kein iCalendar (keine VCALENDAR-Daten).',
    })
    expect(await stored()).toEqual(before)
    await editor('PUT', `/api/event-feeds/${feedId}`, { url: feedUrl })
  })

  it('reaches no internal address unless the operator allows it', async () => {
    const port = (feedServer.address() as { port: number }).port
    for (const url of [
      `http://127.0.0.1:${port}/kultur.ics`,
      `http://localhost:${port}/kultur.ics`,
      'http://[::1]:9/x.ics',
      'http://169.254.169.254/latest/meta-data',
    ]) {
      await expect(fetchFeed(url, { allowPrivateHosts: false })).rejects.toThrow(
        'Die Adresse zeigt auf ein internes Netz; Kalender werden nur von öffentlichen Adressen abgerufen.',
      )
    }
    const refused = await runEventFeed(db(), feedId, { allowPrivateHosts: false, intervalMinutes: 60 })
    expect(refused.status).toBe('failed')
    expect(refused.message).toMatch(/internes Netz/)
  })

  it('is run by the scheduler when due, once, and a paused one is not', async () => {
    const served = requests
    // Due now (a new URL is fetched at the next turn).
    await editor('PUT', `/api/event-feeds/${feedId}`, { url: `${feedUrl}?v=2` })
    const job = startEventFeeds(db(), {
      intervalMinutes: 60,
      allowPrivateHosts: true,
      firstDelayMs: 0,
      pollMs: 50,
    })
    try {
      await expect
        .poll(
          async () => (await editor('GET', `/api/branches/${VADUZ}/event-feeds`)).json()[0].lastRun.status,
          {
            timeout: 20_000,
          },
        )
        .toBe('ok')
      await new Promise((r) => setTimeout(r, 300))
      // Claimed once: its next run is an hour ahead.
      expect(requests - served).toBe(1)
      const [listed] = (await editor('GET', `/api/branches/${VADUZ}/event-feeds`)).json()
      expect(Date.parse(listed.nextRun) - Date.now()).toBeGreaterThan(55 * 60_000)
    } finally {
      await job.stop()
    }
    await editor('PUT', `/api/event-feeds/${feedId}`, { isActive: false })
    const [paused] = (await editor('GET', `/api/branches/${VADUZ}/event-feeds`)).json()
    expect(paused).toMatchObject({ isActive: false, nextRun: null })
  })

  it('ends the subscription and keeps its events', async () => {
    const items = [...(await stored()).values()].map((e) => e.itemId)
    expect((await editor('DELETE', `/api/event-feeds/${feedId}`)).statusCode).toBe(200)
    expect((await editor('GET', `/api/branches/${VADUZ}/event-feeds`)).json()).toEqual([])
    const [left] = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM items WHERE id = ANY(${sql.param(items)}::int[])`,
    )
    expect(left?.n).toBe(items.length)
  })
})
