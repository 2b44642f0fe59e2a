import {
  BranchesResponse,
  DailySessions,
  DashboardEvent,
  DashboardEventsPage,
  DashboardItem,
  DashboardItemsPage,
  Problem,
  StaffCaller,
  StaffChangeRequest,
  Tag,
} from '@quo/contract'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { queryRows } from '../src/db/database.js'
import { BOOTH } from './fixtures.js'
import { TEST_DB } from './helpers.js'
import { created, type Send, sender, useTokenApp } from './staffTokens.js'

const tokenApp = useTokenApp()
const admin = sender(tokenApp, { roles: ['staff', 'admin'] })
/** An editor of Vaduz (branch 3) only. */
const editor = sender(tokenApp, { roles: ['staff'], branches: [3] })

const DAY = 86_400_000
const inDays = (d: number) => new Date(Date.now() + d * DAY).toISOString()
const PREFIX = 'Zugriffstest'

interface Fixture {
  item: number
  detail: number
  medium: number
  mention: number
  review: number
  address: number
  geojson: number
  itemGeojson: number
  json: number
  event: number
  featured: number
}

let branch: { vaduz: number; malbun: number }
let tag: { vaduz: number; malbun: number; plain: number }
/** Items on Vaduz only, on Malbun only, and on both, with everything that hangs on one. */
let vaduz: Fixture
let malbun: Fixture
let both: number
/** A featured entry without a branch: on every map. */
let everywhere: number

/** An item of these branches (by tag), with a record of every kind on it, written by an admin. */
async function fixture(title: string, tagId: number, branchId: number): Promise<Fixture> {
  const item = await created(admin, '/api/items', { title: `${PREFIX} ${title}`, lon: 9.52, lat: 47.14 })
  await created(admin, '/api/items/tags/', { itemId: item, tagId })
  const geojson = await created(admin, '/api/geojsons/', { geojson: BOOTH, geojsonType: 140 })
  const json = await created(admin, '/api/jsons/', { json: { lift: 'offen' } })
  await created(admin, '/api/items/jsons/', { itemId: item, jsonId: json, type: 1 })
  const full = DashboardItem.parse((await admin('GET', `/api/items/dashboard/${item}`)).json())
  return {
    item,
    detail: await created(admin, '/api/items/details/', {
      itemId: item,
      dataKeyV2: 'shortDescription',
      dataValue: 'Ein Ort',
    }),
    medium: await created(admin, '/api/items/media/', {
      itemId: item,
      mediumType: 1,
      url: 'https://example.li/bild.jpg',
    }),
    mention: await created(admin, '/api/items/mentions/', { itemId: item, title: 'Zeitung' }),
    review: full.itemReviews[0]?.id as number,
    address: await created(admin, '/api/items/addresses/', { itemId: item, lat: 47.1412, lon: 9.5215 }),
    geojson,
    itemGeojson: await created(admin, '/api/items/geojsons/', { itemId: item, geojsonId: geojson, type: 1 }),
    json,
    event: await created(admin, '/api/events', {
      itemId: item,
      dateBegin: inDays(1),
      dateEnd: inDays(2),
      branchIds: [branchId],
    }),
    featured: await created(admin, '/api/featured/', { itemId: item, branchId }),
  }
}

beforeAll(async () => {
  const branches = BranchesResponse.parse(
    (await tokenApp.app().inject({ url: '/api/branches/' })).json(),
  ).branches
  const idOf = (shortId: number) => branches.find((b) => b.shortId === shortId)?.id as number
  branch = { vaduz: idOf(3), malbun: idOf(21) }
  const tags = z.array(Tag).parse((await tokenApp.app().inject({ url: '/api/tags/' })).json())
  const branchKeys = new Set(branches.map((b) => b.tagKey))
  const tagOf = (key: string) => tags.find((t) => t.tagKey === key)?.id as number
  tag = {
    vaduz: tagOf('vaduz'),
    malbun: tagOf('malbun'),
    plain: tags.find((t) => !branchKeys.has(t.tagKey))?.id as number,
  }
  vaduz = await fixture('Vaduz', tag.vaduz, branch.vaduz)
  malbun = await fixture('Malbun', tag.malbun, branch.malbun)
  both = await created(admin, '/api/items', { title: `${PREFIX} beide`, lon: 9.52, lat: 47.14 })
  await created(admin, '/api/items/tags/', { itemId: both, tagId: tag.vaduz })
  await created(admin, '/api/items/tags/', { itemId: both, tagId: tag.malbun })
  everywhere = await created(admin, '/api/featured/', { itemId: vaduz.item })
  // A relation from the Malbun item to the Vaduz one, for the relation delete.
  await created(admin, '/api/items/items/', {
    parentItemId: malbun.item,
    childItemId: vaduz.item,
    relationshipId: 1,
  })
})

/** Everything a denied write could have changed, as an admin reads it. */
async function snapshot() {
  const read = async (url: string) => (await admin('GET', url)).json() as unknown
  return {
    malbun: await read(`/api/items/dashboard/${malbun.item}`),
    vaduz: await read(`/api/items/dashboard/${vaduz.item}`),
    both: await read(`/api/items/dashboard/${both}`),
    malbunEvent: await read(`/api/events/dashboard/${malbun.event}`),
    vaduzEvent: await read(`/api/events/dashboard/${vaduz.event}`),
    events: (await read('/api/events/dashboard/?hidePast=false&pageSize=100')) as unknown,
  }
}

function expectDenied(res: Awaited<ReturnType<Send>>, call: string, branches = /21/) {
  expect(res.statusCode, `${call}: ${res.body}`).toBe(403)
  expect(res.headers['content-type'], call).toMatch(/^application\/problem\+json/)
  const problem = Problem.parse(res.json())
  expect(problem.detail, call).toMatch(/^No access to (branch|branches|every branch)/)
  expect(problem.detail, call).toMatch(branches)
}

describe('a branch editor', () => {
  it('writes the records of their branch and new records on no branch', async () => {
    const item = vaduz.item
    expect((await editor('PUT', `/api/items/${item}`, { title: `${PREFIX} Vaduz neu` })).statusCode).toBe(200)
    const detail = await created(editor, '/api/items/details/', {
      itemId: item,
      dataKeyV2: 'shortDescription',
      dataValue: 'Im Städtle',
    })
    expect(
      (await editor('PUT', `/api/items/details/${detail}`, { dataValue: 'Am Rathaus' })).statusCode,
    ).toBe(200)
    expect((await editor('DELETE', `/api/items/details/${detail}`)).statusCode).toBe(200)
    expect((await editor('PUT', `/api/items/media/${vaduz.medium}`, { title: 'Schloss' })).statusCode).toBe(
      200,
    )
    expect(
      (await editor('PUT', `/api/items/mentions/${vaduz.mention}`, { title: 'Vaterland' })).statusCode,
    ).toBe(200)
    expect((await editor('PUT', `/api/items/reviews/${vaduz.review}`, { note: 'geprüft' })).statusCode).toBe(
      200,
    )
    expect(
      (await editor('PUT', `/api/items/addresses/${vaduz.address}`, { street: 'Städtle' })).statusCode,
    ).toBe(200)
    expect((await editor('PUT', `/api/geojsons/${vaduz.geojson}`, { geojsonType: 1 })).statusCode).toBe(200)
    expect((await editor('PUT', `/api/jsons/${vaduz.json}`, { json: { lift: 'zu' } })).statusCode).toBe(200)
    expect((await editor('PUT', `/api/items/geojsons/${vaduz.itemGeojson}`, { type: 2 })).statusCode).toBe(
      200,
    )

    const event = await created(editor, '/api/events', {
      itemId: item,
      dateBegin: inDays(3),
      dateEnd: inDays(4),
      branchIds: [branch.vaduz],
    })
    expect((await editor('PUT', `/api/events/${event}`, { dateEnd: inDays(5) })).statusCode).toBe(200)
    expect((await editor('DELETE', `/api/events/branches/${event}/${branch.vaduz}`)).statusCode).toBe(200)
    expect(
      (await editor('POST', '/api/events/branches/', { eventId: event, branchId: branch.vaduz })).statusCode,
    ).toBe(201)
    expect((await editor('DELETE', `/api/events/${event}`)).statusCode).toBe(200)
    const featured = await created(editor, '/api/featured/', { itemId: item, branchId: branch.vaduz })
    expect((await editor('DELETE', `/api/featured/${featured}`)).statusCode).toBe(200)

    // A new item is on no branch until its branch tag: the editor builds it up, then tags it.
    const fresh = await created(editor, '/api/items', { title: `${PREFIX} neu`, lon: 9.52, lat: 47.14 })
    await created(editor, '/api/items/details/', {
      itemId: fresh,
      dataKeyV2: 'shortDescription',
      dataValue: 'Neu',
    })
    await created(editor, '/api/items/tags/', { itemId: fresh, tagId: tag.vaduz })
    expect((await editor('DELETE', `/api/items/${fresh}`)).statusCode).toBe(200)
  })

  it('creates an item on their branch in one call, and gets 403 with nothing made for another', async () => {
    const res = await editor('POST', '/api/items', {
      title: `${PREFIX} gleich auf der Karte`,
      lon: 9.52,
      lat: 47.14,
      // The first is the main category, also when its id is the higher one.
      categoryIds: [5, 1],
      tagIds: [tag.vaduz, tag.plain],
    })
    expect(res.statusCode, res.body).toBe(201)
    const item = DashboardItem.parse(res.json())
    expect(item.tags.map((t) => t.tagId).sort()).toEqual([tag.vaduz, tag.plain].sort())
    expect(item.categories.map((c) => c.categoryId)).toEqual([5, 1])
    expect(item.itemReviews).toHaveLength(1)
    expect((await editor('DELETE', `/api/items/${item.id}`)).statusCode).toBe(200)

    const before = (await admin('GET', '/api/items/dashboard/?pageSize=1')).json() as { total: number }
    const title = `${PREFIX} fremde Karte`
    expectDenied(
      await editor('POST', '/api/items', { title, lon: 9.52, lat: 47.14, tagIds: [tag.malbun] }),
      'create',
    )
    const after = (await admin('GET', '/api/items/dashboard/?pageSize=1')).json() as { total: number }
    expect(after.total).toBe(before.total)
  })

  it('gets 403 for every write family on a record of another branch, and nothing changes', async () => {
    const m = malbun
    const before = await snapshot()
    const calls: [Parameters<Send>[0], string, unknown?][] = [
      ['PUT', `/api/items/${m.item}`, { title: 'Übernommen' }],
      ['DELETE', `/api/items/${m.item}`],
      ['PUT', `/api/items/${both}`, { title: 'Übernommen' }],
      ['POST', '/api/items/reviews/', { itemId: m.item, dateDue: inDays(30) }],
      ['PUT', `/api/items/reviews/${m.review}`, { isCompleted: true }],
      ['POST', '/api/items/categories/', { itemId: m.item, categoryId: 1 }],
      ['POST', '/api/items/categories/multiple/', { itemId: m.item, categoryIds: [1, 2] }],
      ['DELETE', `/api/items/categories/${m.item}/1`],
      ['POST', '/api/items/addresses/', { itemId: m.item, lat: 47.1412, lon: 9.5215 }],
      ['PUT', `/api/items/addresses/${m.address}`, { street: 'Anderswo' }],
      ['POST', '/api/items/items/', { parentItemId: vaduz.item, childItemId: m.item, relationshipId: 1 }],
      ['DELETE', `/api/items/items/${m.item}/${vaduz.item}/1`],
      ['POST', '/api/items/details/', { itemId: m.item, dataKeyV2: 'shortDescription', dataValue: 'Fremd' }],
      ['PUT', `/api/items/details/${m.detail}`, { dataValue: 'Fremd' }],
      ['DELETE', `/api/items/details/${m.detail}`],
      ['POST', '/api/items/media/', { itemId: m.item, mediumType: 1, url: 'https://example.li/x.jpg' }],
      ['PUT', `/api/items/media/${m.medium}`, { title: 'Fremd' }],
      ['DELETE', `/api/items/media/${m.medium}`],
      ['POST', '/api/items/tags/', { itemId: m.item, tagId: tag.plain }],
      ['POST', '/api/items/tags/', { itemId: vaduz.item, tagId: tag.malbun }],
      ['DELETE', `/api/items/tags/${m.item}/${tag.malbun}`],
      ['POST', '/api/items/mentions/', { itemId: m.item, title: 'Fremd' }],
      ['PUT', `/api/items/mentions/${m.mention}`, { title: 'Fremd' }],
      ['DELETE', `/api/items/mentions/${m.mention}`],
      ['PUT', `/api/geojsons/${m.geojson}`, { geojsonType: 1 }],
      ['POST', '/api/items/geojsons/', { itemId: m.item, geojsonId: vaduz.geojson, type: 1 }],
      ['PUT', `/api/items/geojsons/${m.itemGeojson}`, { type: 2 }],
      ['PUT', `/api/jsons/${m.json}`, { json: { lift: 'zu' } }],
      ['POST', '/api/items/jsons/', { itemId: m.item, jsonId: vaduz.json, type: 1 }],
      ['POST', '/api/events', { itemId: m.item, dateBegin: inDays(1), dateEnd: inDays(2) }],
      [
        'POST',
        '/api/events',
        { itemId: vaduz.item, dateBegin: inDays(1), dateEnd: inDays(2), branchIds: [branch.malbun] },
      ],
      ['PUT', `/api/events/${m.event}`, { dateEnd: inDays(9) }],
      ['DELETE', `/api/events/${m.event}`],
      ['POST', '/api/events/branches/', { eventId: vaduz.event, branchId: branch.malbun }],
      [
        'POST',
        '/api/events/branches/multiple/',
        { eventId: vaduz.event, branchIds: [branch.vaduz, branch.malbun] },
      ],
      ['DELETE', `/api/events/branches/${m.event}/${branch.malbun}`],
      ['POST', '/api/featured/', { itemId: vaduz.item, branchId: branch.malbun }],
      ['DELETE', `/api/featured/${m.featured}`],
    ]
    for (const [method, url, payload] of calls) {
      expectDenied(await editor(method, url, payload), `${method} ${url} ${JSON.stringify(payload ?? '')}`)
    }
    expect((await editor('PUT', `/api/items/${both}`, { title: 'x' })).json()).toMatchObject({
      detail: 'No access to branch 21',
    })
    // Featured without a branch shows on every map.
    expectDenied(
      await editor('POST', '/api/featured/', { itemId: vaduz.item }),
      'featured everywhere',
      /every/,
    )
    expectDenied(await editor('DELETE', `/api/featured/${everywhere}`), 'unfeature everywhere', /every/)
    expect(await snapshot()).toEqual(before)
  })

  it('still gets 404 for unknown records and 400 for bad input', async () => {
    expect((await editor('PUT', '/api/items/999999', { title: 'x' })).statusCode).toBe(404)
    expect((await editor('DELETE', '/api/items/details/999999')).statusCode).toBe(404)
    expect((await editor('GET', '/api/items/dashboard/999999')).statusCode).toBe(404)
    expect((await editor('GET', '/api/events/dashboard/999999')).statusCode).toBe(404)
    const unknownBranch = { eventId: vaduz.event, branchId: 99_999 }
    expect((await editor('POST', '/api/events/branches/', unknownBranch)).statusCode).toBe(404)
    expect((await editor('PUT', `/api/items/${malbun.item}`, { title: '' })).statusCode).toBe(400)
  })

  it('sees only items and events of their branch or of none, with counts to match', async () => {
    const fresh = await created(admin, '/api/items', { title: `${PREFIX} ohne Karte`, lon: 9.52, lat: 47.14 })
    const list = async (send: Send) =>
      DashboardItemsPage.parse((await send('GET', `/api/items/dashboard/?q=${PREFIX}&pageSize=100`)).json())
    const mine = await list(editor)
    const ids = mine.items.map((i) => i.id)
    expect(ids).toEqual(expect.arrayContaining([vaduz.item, both, fresh]))
    expect(ids).not.toContain(malbun.item)
    expect(mine.total).toBe(ids.length)
    expect((await list(admin)).items.map((i) => i.id)).toContain(malbun.item)

    // The unfiltered count is the number of items on branch 3 or on none.
    const [expected] = await queryRows<{ n: number }>(
      tokenApp.database().db,
      sql`SELECT count(*)::int AS n FROM items i WHERE NOT EXISTS (
            SELECT 1 FROM item_tags it JOIN tags t ON t.id = it.tag_id JOIN branches b ON b.tag_key = t.tag_key
            WHERE it.item_id = i.id AND b.short_id <> 3)
          OR EXISTS (SELECT 1 FROM item_tags it JOIN tags t ON t.id = it.tag_id
            WHERE it.item_id = i.id AND t.tag_key = 'vaduz')`,
    )
    const page = DashboardItemsPage.parse((await editor('GET', '/api/items/dashboard/?pageSize=10')).json())
    expect(page.total).toBe(expected?.n)
    expect(page.pageCount).toBe(Math.ceil(page.total / 10))
    expect(page.items).toHaveLength(10)

    expect((await editor('GET', `/api/items/dashboard/${vaduz.item}`)).statusCode).toBe(200)
    expect((await editor('GET', `/api/items/dashboard/${both}`)).statusCode).toBe(200)
    expectDenied(await editor('GET', `/api/items/dashboard/${malbun.item}`), 'read Malbun item')

    const events = DashboardEventsPage.parse(
      (await editor('GET', '/api/events/dashboard/?hidePast=false&pageSize=100')).json(),
    )
    const eventIds = events.events.map((e) => e.id)
    expect(eventIds).toContain(vaduz.event)
    expect(eventIds).not.toContain(malbun.event)
    expect(
      DashboardEvent.parse((await editor('GET', `/api/events/dashboard/${vaduz.event}`)).json()).id,
    ).toBe(vaduz.event)
    expectDenied(await editor('GET', `/api/events/dashboard/${malbun.event}`), 'read Malbun event')
  })

  it('sees change requests and daily sessions of their branch only', async () => {
    const db = tokenApp.database().db
    await db.execute(sql`INSERT INTO change_requests (search_shortcut_id, branch_short_id, payload)
      SELECT (SELECT min(id) FROM search_shortcuts), b, jsonb_build_object('kind', 'change', 'message', m)
      FROM (VALUES (3, 'Vaduz'), (21, 'Malbun'), (NULL, 'Global')) v(b, m)`)
    const requests = async (send: Send) =>
      z
        .array(StaffChangeRequest)
        .parse((await send('GET', '/api/items/change-requests/?limit=500')).json())
        .map((r) => r.message)
    expect(await requests(editor)).toEqual(expect.arrayContaining(['Vaduz', 'Global']))
    expect(await requests(editor)).not.toContain('Malbun')
    expect(await requests(admin)).toContain('Malbun')

    // Only a session's start event names its branch; its other events count with it.
    await db.execute(sql`INSERT INTO metrics (session_id, metric_key, branch_short_id, date_created) VALUES
      ('s-vaduz', 'app_start', 3, '2099-01-01T10:00:00Z'), ('s-vaduz', 'page_view', NULL, '2099-01-01T10:01:00Z'),
      ('s-malbun', 'app_start', 21, '2099-01-01T11:00:00Z'), ('s-main', 'app_start', NULL, '2099-01-01T12:00:00Z')`)
    const day = async (send: Send) =>
      DailySessions.parse(
        (await send('GET', '/api/metrics/sessions/daily/?from=2099-01-01&to=2099-01-01')).json(),
      ).find((d) => d.day === '2099-01-01')
    expect(await day(editor)).toEqual({ day: '2099-01-01', sessions: 1, events: 2 })
    expect(await day(admin)).toEqual({ day: '2099-01-01', sessions: 3, events: 4 })
  })

  it('learns from GET /auth/me the maps the guard lets them act on, as the dashboard offers them', async () => {
    const me = async (send: Send) => {
      const res = await send('GET', '/api/auth/me')
      expect(res.statusCode, res.body).toBe(200)
      expect(res.headers['cache-control']).toBe('no-store')
      return StaffCaller.parse(res.json())
    }
    expect((await me(editor)).branches).toEqual([3])
    expect((await me(admin)).branches).toBe('all')
    const several = sender(tokenApp, { roles: ['staff'], branches: [21, 3], sub: 'editor-me' })
    expect(await me(several)).toEqual({ sub: 'editor-me', email: 'editor-me@quo.test', branches: [21, 3] })
    expect((await sender(tokenApp, { roles: [] })('GET', '/api/auth/me')).statusCode).toBe(403)
    expect((await tokenApp.app().inject({ url: '/api/auth/me' })).statusCode).toBe(401)
  })
})

// PGlite runs one transaction at a time; on PostgreSQL a write must not pass on what it read
// before a concurrent transaction put the item on another branch.
describe.runIf(TEST_DB === 'postgres')('a write racing a re-tagging', () => {
  it('waits for it and is refused', async () => {
    const other = new pg.Client({ connectionString: tokenApp.url() })
    await other.connect()
    try {
      await other.query('BEGIN')
      await other.query('INSERT INTO item_tags (item_id, tag_id) VALUES ($1, $2)', [vaduz.item, tag.malbun])
      const write = editor('PUT', `/api/items/${vaduz.item}`, { title: `${PREFIX} gleichzeitig` })
      await new Promise((r) => setTimeout(r, 300))
      await other.query('COMMIT')
      expectDenied(await write, 'write during re-tagging')
    } finally {
      await other.end()
    }
    expect((await admin('DELETE', `/api/items/tags/${vaduz.item}/${tag.malbun}`)).statusCode).toBe(200)
  })
})

describe('an administrator', () => {
  it('writes every branch, featured entries for every map included', async () => {
    expect((await admin('PUT', `/api/items/${both}`, { title: `${PREFIX} beide neu` })).statusCode).toBe(200)
    await created(admin, '/api/items/details/', {
      itemId: malbun.item,
      dataKeyV2: 'shortDescription',
      dataValue: 'Ja',
    })
    await created(admin, '/api/items/tags/', { itemId: vaduz.item, tagId: tag.malbun })
    expect((await admin('DELETE', `/api/items/tags/${vaduz.item}/${tag.malbun}`)).statusCode).toBe(200)
    expect((await admin('DELETE', `/api/featured/${everywhere}`)).statusCode).toBe(200)
    await created(admin, '/api/featured/', { itemId: vaduz.item })
    expect((await admin('GET', `/api/items/dashboard/${malbun.item}`)).statusCode).toBe(200)
    expect((await admin('DELETE', `/api/events/${malbun.event}`)).statusCode).toBe(200)
    expect((await admin('DELETE', `/api/items/${malbun.item}`)).statusCode).toBe(200)
  })
})
