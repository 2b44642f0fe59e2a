import { sql } from 'drizzle-orm'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { queryRows } from '../src/db/database.js'
import { pgTimestampToIso } from '../src/db/timestamps.js'
import { useTestApp } from './helpers.js'

// The iCalendar feeds as an independent parser (ical.js, the one Thunderbird uses) reads them.

const { app, database } = useTestApp()

const VADUZ = 'vaduz.localhost:8080'
const get = (url: string, host = VADUZ) => app().inject({ method: 'GET', url, headers: { host } })

interface Occurrence {
  uid: string
  summary: string
  start: string
  end: string
  tzid: string | null
  url: string
  status: string
  categories: string[]
}

/** A feed as ical.js reads it: its name, zones and events, times as UTC instants. */
function parse(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
  const events: Occurrence[] = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component)
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      tzid: component.getFirstProperty('dtstart')?.getParameter('tzid') as string | null,
      url: String(component.getFirstPropertyValue('url')),
      status: String(component.getFirstPropertyValue('status')),
      categories: component.getAllProperties('categories').flatMap((p) => p.getValues().map(String)),
    }
  })
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    zones: calendar.getAllSubcomponents('vtimezone').map((z) => String(z.getFirstPropertyValue('tzid'))),
    stamps: calendar
      .getAllSubcomponents('vevent')
      .map((c) => String(c.getFirstProperty('dtstamp')?.toICALString())),
    events,
  }
}

/** The branch's events as the database has them: in the feed's window, soonest first. */
async function storedEvents(branchId: number | null, extra = sql`TRUE`) {
  const rows = await queryRows<{ id: number; date_begin: string; date_end: string; title: string }>(
    database().db,
    sql`SELECT e.id, e.date_begin, e.date_end, i.title FROM events e JOIN items i ON i.id = e.item_id
      WHERE e.date_end > now() - interval '60 days' AND i.is_duplicate_of IS NULL
        AND (${branchId}::int IS NULL OR EXISTS (SELECT 1 FROM event_branches eb
          WHERE eb.event_id = e.id AND eb.branch_id = ${branchId}))
        AND ${extra}
      ORDER BY e.date_begin, e.id`,
  )
  return rows.map((r) => ({
    uid: `quo-event-${r.id}@localhost`,
    summary: r.title,
    start: pgTimestampToIso(r.date_begin),
    end: pgTimestampToIso(r.date_end),
  }))
}

const branchId = async (host: string) => {
  const [row] = await queryRows<{ id: number }>(
    database().db,
    sql`SELECT id FROM branches WHERE ${host.split('.')[0]} = ANY(host_keywords)`,
  )
  return row?.id ?? null
}

describe('the iCalendar feed of a branch', () => {
  it('holds every event of the branch, times in Europe/Vaduz with its VTIMEZONE, UTC stamps', async () => {
    const res = await get('/api/events/calendar.ics')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8')
    const feed = parse(res.body)
    expect(feed.name).toMatch(/^Vaduz.* – Veranstaltungen$/)
    expect(feed.zones).toEqual(['Europe/Vaduz'])
    const expected = await storedEvents(await branchId(VADUZ))
    expect(expected.length).toBeGreaterThan(3)
    expect(feed.events.map(({ uid, summary, start, end }) => ({ uid, summary, start, end }))).toEqual(
      expected,
    )
    for (const event of feed.events) {
      expect(event.tzid).toBe('Europe/Vaduz')
      expect(event.url).toMatch(/^http:\/\/vaduz\.localhost:8080\/map\/place\/[\w-]{12}(\/[^/]+)?$/)
      expect(event.status).toBe('CONFIRMED')
      expect(event.categories.length).toBeGreaterThan(0)
    }
    for (const stamp of feed.stamps) expect(stamp).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/)
    // Lines are folded at 75 octets and end in CRLF, as RFC 5545 requires.
    for (const line of res.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
  })

  it("on the main site holds every branch's events, with the same UIDs", async () => {
    const branch = parse((await get('/api/events/calendar.ics')).body)
    const main = parse((await get('/api/events/calendar.ics', 'localhost:8080')).body)
    expect(main.events.map((e) => e.uid)).toEqual((await storedEvents(null)).map((e) => e.uid))
    const mainUids = new Set(main.events.map((e) => e.uid))
    expect(branch.events.every((e) => mainUids.has(e.uid))).toBe(true)
  })

  it('narrows to a category and a tag, and refuses a malformed filter', async () => {
    const [category] = await queryRows<{ category_id: number }>(
      database().db,
      sql`SELECT ic.category_id FROM events e JOIN item_categories ic ON ic.item_id = e.item_id
        GROUP BY ic.category_id ORDER BY count(*) DESC, ic.category_id LIMIT 1`,
    )
    if (!category) throw new Error('the demo has events with categories')
    const id = category.category_id
    const filtered = parse((await get(`/api/events/calendar.ics?category=${id},999999`)).body)
    const expected = await storedEvents(
      await branchId(VADUZ),
      sql`EXISTS (SELECT 1 FROM item_categories ic WHERE ic.item_id = i.id AND ic.category_id = ${id})`,
    )
    expect(expected.length).toBeGreaterThan(0)
    expect(filtered.events.map((e) => e.uid)).toEqual(expected.map((e) => e.uid))
    const none = parse((await get('/api/events/calendar.ics?tag=999999')).body)
    expect(none.events).toEqual([])
    for (const query of ['category=abc', 'tag=1;2', 'colour=red']) {
      const bad = await get(`/api/events/calendar.ics?${query}`)
      expect(bad.statusCode, query).toBe(400)
      expect(bad.headers['content-type']).toMatch(/^application\/problem\+json/)
    }
  })

  it('marks the events of a place closed for good as cancelled', async () => {
    const [event] = await storedEvents(await branchId(VADUZ))
    if (!event) throw new Error('the demo has events')
    const id = Number(event.uid.match(/\d+/)?.[0])
    await database().db.execute(
      sql`UPDATE items SET date_permanently_closed = now() WHERE id = (SELECT item_id FROM events WHERE id = ${id})`,
    )
    // The change reaches the cached feed through the database's change feed.
    await expect
      .poll(
        async () =>
          parse((await get('/api/events/calendar.ics')).body).events.find((e) => e.uid === event.uid)?.status,
      )
      .toBe('CANCELLED')
  })
})

describe('the iCalendar feeds of a place and a search shortcut', () => {
  it("holds a place's own events and its parts', and 404 for an unknown place", async () => {
    const [row] = await queryRows<{ nano_id: string; item_id: number }>(
      database().db,
      sql`SELECT i.nano_id, i.id AS item_id FROM events e JOIN items i ON i.id = e.item_id
        WHERE e.date_end > now() ORDER BY e.id LIMIT 1`,
    )
    if (!row) throw new Error('the demo has coming events')
    const feed = parse((await get(`/api/items/nanoid/${row.nano_id}/calendar.ics`)).body)
    const expected = await storedEvents(null, sql`i.id = ${row.item_id}`)
    expect(feed.events.map((e) => e.uid)).toEqual(expected.map((e) => e.uid))
    expect(feed.name).toMatch(/^Veranstaltungen: /)
    const unknown = await get('/api/items/nanoid/unknownNano1/calendar.ics')
    expect(unknown.statusCode).toBe(404)
  })

  it("holds a shortcut's events on the host's branch, and 404 for another branch's shortcut", async () => {
    const shortcuts = (await get('/api/search/shortcuts/')).json() as {
      id: number
      branchShortId: number | null
      categoryIds: number[]
      tagIds: number[]
    }[]
    const vaduz = shortcuts.filter((s) => s.branchShortId === 3)
    const first = vaduz.find((s) => s.categoryIds.length && !s.tagIds.length)
    const [event] = await storedEvents(await branchId(VADUZ), sql`e.date_end > now()`)
    if (!first || !event) throw new Error('the demo has Vaduz shortcuts by category and coming events')
    // An event in the shortcut's category too (a market is also shopping).
    await database().db.execute(
      sql`INSERT INTO item_categories (item_id, category_id)
        SELECT item_id, ${first.categoryIds[0]} FROM events WHERE id = ${Number(event.uid.match(/\d+/)?.[0])}`,
    )
    let withEvents = 0
    for (const shortcut of vaduz) {
      const res = await get(`/api/search/shortcuts/${shortcut.id}/calendar.ics`)
      expect(res.statusCode, res.body).toBe(200)
      const inCategories = shortcut.categoryIds.length
        ? sql`EXISTS (SELECT 1 FROM item_categories ic WHERE ic.item_id = i.id
            AND ic.category_id IN (${sql.join(
              shortcut.categoryIds.map((id) => sql`${id}`),
              sql`, `,
            )}))`
        : sql`TRUE`
      const withTags = shortcut.tagIds.length
        ? sql`EXISTS (SELECT 1 FROM item_tags it WHERE it.item_id = i.id AND NOT it.is_hidden
            AND it.tag_id IN (${sql.join(
              shortcut.tagIds.map((id) => sql`${id}`),
              sql`, `,
            )}))`
        : sql`TRUE`
      const expected = await storedEvents(await branchId(VADUZ), sql`${inCategories} AND ${withTags}`)
      expect(parse(res.body).events.map((e) => e.uid)).toEqual(expected.map((e) => e.uid))
      if (expected.length) withEvents++
    }
    expect(withEvents).toBeGreaterThan(0)
    const global = shortcuts.find((s) => s.branchShortId === null)
    if (!global) throw new Error('the demo has global shortcuts')
    expect((await get(`/api/search/shortcuts/${global.id}/calendar.ics`)).statusCode).toBe(404)
    expect((await get(`/api/search/shortcuts/${global.id}/calendar.ics`, 'localhost:8080')).statusCode).toBe(
      200,
    )
    expect((await get('/api/search/shortcuts/999999/calendar.ics')).statusCode).toBe(404)
  })
})
