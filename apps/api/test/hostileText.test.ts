import {
  type Contest,
  DashboardItem,
  GeojsonRecord,
  ItemDetail,
  ItemMedium,
  JsonRecord,
  Mention,
  Problem,
  type SearchShortcut,
  TEXT_MESSAGES,
} from '@quo/contract'
import { sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../src/db/database.js'
import { staffRequest, useListeningApp, useTokens } from './oidcFlow.js'

// What an outside probe sent: PostgreSQL refuses NUL in text and jsonb and a lone surrogate
// cannot be stored as UTF-8, so each used to end in a 500; markup was stored as it came.
const NUL = 'Rathaus\u0000Vaduz'
const SURROGATE = 'Rathaus\ud800Vaduz'
const LOW_SURROGATE = 'Rathaus \udfff'
const MARKUP = '<img src=x onerror=alert(1)>'
const HOSTILE = { NUL, SURROGATE, LOW_SURROGATE }

const listening = useListeningApp()
const tokens = useTokens(listening)
const send = staffRequest(listening, tokens)
const anonymous = (url: string, payload: unknown) =>
  listening.app().inject({ method: 'POST', url, payload: payload as object })

function expectRefused(res: LightMyRequestResponse, path: string, message?: string) {
  expect(res.statusCode, res.body).toBe(400)
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/)
  const errors = Problem.parse(res.json()).errors ?? []
  expect(errors.map((e) => e.path)).toContain(path)
  if (message) expect(errors.filter((e) => e.path === path).map((e) => e.message)).toContain(message)
}

const TABLES = [
  'items',
  'item_addresses',
  'item_reviews',
  'item_details',
  'item_media',
  'mentions',
  'geojsons',
  'jsons',
  'events',
  'change_requests',
  'contest_participants',
]
async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of TABLES) {
    const [row] = await queryRows<{ n: number }>(
      listening.database().db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
    )
    counts[table] = row?.n ?? -1
  }
  return counts
}

let item: DashboardItem
let addressId: number
let reviewId: number
let detail: ItemDetail
let medium: ItemMedium
let mention: Mention
let geojson: GeojsonRecord
let json: JsonRecord
let shortcut: SearchShortcut
let contest: Contest
let itemNanoId: string

beforeAll(async () => {
  const created = await send('POST', '/api/items', {
    title: 'Rathaus Vaduz',
    lon: 9.5215,
    lat: 47.141,
    address: { street: 'Städtle', housenumber: '6' },
  })
  expect(created.statusCode).toBe(201)
  item = DashboardItem.parse(created.json())
  itemNanoId = item.nanoId
  addressId = item.addresses[0]?.id as number
  const review = await send('POST', '/api/items/reviews/', {
    itemId: item.id,
    dateDue: '2031-01-01T00:00:00Z',
  })
  reviewId = (review.json() as { id: number }).id
  detail = ItemDetail.parse(
    (
      await send('POST', '/api/items/details/', {
        itemId: item.id,
        dataKeyV2: 'shortDescription',
        dataValue: 'Sitz der Gemeinde',
      })
    ).json(),
  )
  medium = ItemMedium.parse(
    (
      await send('POST', '/api/items/media/', {
        itemId: item.id,
        mediumType: 1,
        url: 'https://example.li/rathaus.jpg',
        title: 'Rathaus',
      })
    ).json(),
  )
  mention = Mention.parse(
    (await send('POST', '/api/items/mentions/', { itemId: item.id, title: 'Neues Rathaus' })).json(),
  )
  geojson = GeojsonRecord.parse(
    (
      await send('POST', '/api/geojsons/', {
        geojson: { type: 'Feature', geometry: { type: 'Point', coordinates: [9.52, 47.14] }, properties: {} },
        geojsonType: 140,
      })
    ).json(),
  )
  json = JsonRecord.parse((await send('POST', '/api/jsons/', { json: { lifts: [] } })).json())
  const shortcuts = (
    await listening.app().inject({ url: '/api/search/shortcuts/' })
  ).json() as SearchShortcut[]
  shortcut = shortcuts.find((s) => s.allowChangeRequest) as SearchShortcut
  const contests = (await listening.app().inject({ url: '/api/contests/' })).json() as Contest[]
  contest = contests.find(
    (c) => Date.parse(c.dateBegin) <= Date.now() && Date.parse(c.dateEnd) > Date.now(),
  ) as Contest
})

/** One field of one write: the request it makes with a value put into that field. */
interface Case {
  name: string
  path: string
  /** Plain text shown to people, so markup is refused as well. */
  plainText: boolean
  send: (value: string) => Promise<LightMyRequestResponse>
}

const cases = (): Case[] => [
  {
    name: 'change request message',
    path: 'body.message',
    plainText: true,
    send: (v) =>
      anonymous('/api/items/change-requests/', {
        kind: 'change',
        fillMs: 5000,
        searchShortcutId: shortcut.id,
        itemNanoId,
        message: v,
      }),
  },
  {
    name: 'change request title',
    path: 'body.title',
    plainText: true,
    send: (v) =>
      anonymous('/api/items/change-requests/', {
        kind: 'addition',
        fillMs: 5000,
        searchShortcutId: shortcut.id,
        title: v,
        message: 'Hier fehlt etwas.',
      }),
  },
  {
    name: 'contest entry name',
    path: 'body.name',
    plainText: true,
    send: (v) =>
      anonymous('/api/contest/participant/', {
        contestId: contest.id,
        name: v,
        email: 'probe@example.li',
        answer: 'Der Rhein',
        fillMs: 5000,
      }),
  },
  {
    name: 'contest entry answer',
    path: 'body.answer',
    plainText: true,
    send: (v) =>
      anonymous('/api/contest/participant/', {
        contestId: contest.id,
        name: 'Probe',
        email: 'probe2@example.li',
        answer: v,
      }),
  },
  {
    name: 'metric value',
    path: 'body.metricValue',
    plainText: false,
    send: (v) =>
      anonymous('/api/metrics/', { metric_key: 'page_view', session_id: 'probe-session-1', metricValue: v }),
  },
  {
    name: 'new item title',
    path: 'body.title',
    plainText: true,
    send: (v) => send('POST', '/api/items', { title: v, lon: 9.52, lat: 47.14 }),
  },
  {
    name: 'new item address street',
    path: 'body.address.street',
    plainText: true,
    send: (v) =>
      send('POST', '/api/items', { title: 'Probe', lon: 9.52, lat: 47.14, address: { street: v } }),
  },
  {
    name: 'item title update',
    path: 'body.title',
    plainText: true,
    send: (v) => send('PUT', `/api/items/${item.id}`, { title: v }),
  },
  {
    name: 'review note',
    path: 'body.note',
    plainText: true,
    send: (v) =>
      send('POST', '/api/items/reviews/', { itemId: item.id, dateDue: '2031-06-01T00:00:00Z', note: v }),
  },
  {
    name: 'review note update',
    path: 'body.note',
    plainText: true,
    send: (v) => send('PUT', `/api/items/reviews/${reviewId}`, { note: v }),
  },
  {
    name: 'address housenumber',
    path: 'body.housenumber',
    plainText: true,
    send: (v) =>
      send('POST', '/api/items/addresses/', { itemId: item.id, lat: 47.141, lon: 9.5215, housenumber: v }),
  },
  {
    name: 'address street update',
    path: 'body.street',
    plainText: true,
    send: (v) => send('PUT', `/api/items/addresses/${addressId}`, { street: v }),
  },
  {
    name: 'detail value',
    path: 'body.dataValue',
    plainText: true,
    send: (v) =>
      send('POST', '/api/items/details/', { itemId: item.id, dataKeyV2: 'mapTitle', dataValue: v }),
  },
  {
    name: 'detail key',
    path: 'body.dataKeyV2',
    plainText: false,
    send: (v) => send('POST', '/api/items/details/', { itemId: item.id, dataKeyV2: v, dataValue: 'x' }),
  },
  {
    name: 'detail value update',
    path: 'body.dataValue',
    plainText: true,
    send: (v) => send('PUT', `/api/items/details/${detail.id}`, { dataValue: v }),
  },
  {
    name: 'medium title',
    path: 'body.title',
    plainText: true,
    send: (v) =>
      send('POST', '/api/items/media/', {
        itemId: item.id,
        mediumType: 1,
        url: 'https://example.li/a.jpg',
        title: v,
      }),
  },
  {
    name: 'medium url',
    path: 'body.url',
    plainText: false,
    send: (v) =>
      send('POST', '/api/items/media/', {
        itemId: item.id,
        mediumType: 1,
        url: `https://example.li/${v}.jpg`,
      }),
  },
  {
    name: 'medium title update',
    path: 'body.title',
    plainText: true,
    send: (v) => send('PUT', `/api/items/media/${medium.id}`, { title: v }),
  },
  {
    name: 'mention title',
    path: 'body.title',
    plainText: true,
    send: (v) => send('POST', '/api/items/mentions/', { itemId: item.id, title: v }),
  },
  {
    name: 'mention source update',
    path: 'body.source',
    plainText: true,
    send: (v) => send('PUT', `/api/items/mentions/${mention.id}`, { source: v }),
  },
  {
    name: 'event date',
    path: 'body.dateBegin',
    plainText: false,
    send: (v) =>
      send('POST', '/api/events', { itemId: item.id, dateBegin: v, dateEnd: '2031-01-01T00:00:00Z' }),
  },
  {
    name: 'geojson property',
    path: 'body.geojson.properties.name',
    plainText: false,
    send: (v) =>
      send('POST', '/api/geojsons/', {
        geojson: {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [9.52, 47.14] },
          properties: { name: v },
        },
        geojsonType: 140,
      }),
  },
  {
    name: 'geojson property update',
    path: 'body.geojson.properties.x.0',
    plainText: false,
    send: (v) =>
      send('PUT', `/api/geojsons/${geojson.id}`, {
        geojson: { type: 'Feature', geometry: null, properties: { x: [v] } },
      }),
  },
  {
    name: 'json document',
    path: 'body.json.lifts.0.name',
    plainText: false,
    send: (v) => send('POST', '/api/jsons/', { json: { lifts: [{ name: v }] } }),
  },
  {
    name: 'json document update',
    path: 'body.json.0',
    plainText: false,
    send: (v) => send('PUT', `/api/jsons/${json.id}`, { json: [v] }),
  },
]

describe('hostile text on every write', () => {
  it('is refused with a 400 problem at the field, on both databases, and nothing is written', async () => {
    const before = await rowCounts()
    const itemBefore = (await send('GET', `/api/items/dashboard/${item.id}`)).json()
    for (const c of cases()) {
      for (const [kind, value] of Object.entries(HOSTILE)) {
        const res = await c.send(value)
        // A JSON array index or nested path may be reported at the document's own path.
        expect(res.statusCode, `${c.name} with ${kind}: ${res.body}`).toBe(400)
        expect(res.headers['content-type'], c.name).toMatch(/^application\/problem\+json/)
        const paths = Problem.parse(res.json()).errors?.map((e) => e.path) ?? []
        expect(
          paths.some((p) => p === c.path || c.path.startsWith(`${p}.`) || p.startsWith(c.path)),
          `${c.name} with ${kind}: ${paths}`,
        ).toBe(true)
      }
      if (c.plainText) expectRefused(await c.send(MARKUP), c.path, TEXT_MESSAGES.markup)
    }
    expect(await rowCounts()).toEqual(before)
    expect((await send('GET', `/api/items/dashboard/${item.id}`)).json()).toEqual(itemBefore)
  })

  it('is refused in staff queries', async () => {
    const res = await send('GET', '/api/items/dashboard/?q=Rat%00haus')
    expectRefused(res, 'querystring.q', TEXT_MESSAGES.control)
  })

  it('keeps ordinary text with comparisons, ampersands and line breaks where allowed', async () => {
    const res = await send('POST', '/api/items/reviews/', {
      itemId: item.id,
      dateDue: '2031-06-01T00:00:00Z',
      note: 'Eingang < 2 m breit & steil\nbitte prüfen 😀',
    })
    expect(res.statusCode).toBe(201)
    const title = await send('PUT', `/api/items/${item.id}`, { title: 'Rathaus & Kanzlei <3' })
    expect(title.statusCode).toBe(200)
  })
})

describe('detail values by type', () => {
  const detailOf = (dataKeyV2: string, dataValue: string) =>
    send('POST', '/api/items/details/', { itemId: item.id, dataKeyV2, dataValue })

  it('markdown the shared sanitiser would change is refused', async () => {
    for (const value of [
      'Willkommen <script>alert(1)</script>',
      'Bild <img src=x onerror=alert(1)>',
      '[klick](javascript:alert(1))',
    ]) {
      expectRefused(await detailOf('description', value), 'body.dataValue', 'Markdown is not allowed')
    }
    expect(
      (await detailOf('description', '**Sitz** der Gemeinde, [mehr](https://vaduz.li)')).statusCode,
    ).toBe(201)
  })

  it('opening hours the library cannot read are refused with its message; warnings pass', async () => {
    const bad = await detailOf('hours', 'Mo-Fr 08:00-24:60')
    expect(bad.statusCode).toBe(400)
    const [error] = Problem.parse(bad.json()).errors ?? []
    expect(error?.path).toBe('body.dataValue')
    expect(error?.message).toMatch(/Die Minuten sind grösser als 59/)
    expectRefused(await detailOf('hours', 'immer offen'), 'body.dataValue')
    expect(
      (await detailOf('hours', 'Mo-Fr 08:00-12:00,13:30-18:00; Sa 09:00-12:00; PH off')).statusCode,
    ).toBe(201)
    // Only a warning (a time range without minutes).
    expect((await detailOf('hours', 'Su 10-16')).statusCode).toBe(201)
    const update = await send('PUT', `/api/items/details/${detail.id}`, {
      dataValue: 'Sitz <b>der</b> Gemeinde',
    })
    expectRefused(update, 'body.dataValue', TEXT_MESSAGES.markup)
  })

  it('links are http(s) only', async () => {
    for (const value of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'ftp://vaduz.li',
    ]) {
      expectRefused(await detailOf('url', value), 'body.dataValue', TEXT_MESSAGES.scheme)
    }
    const typed = await detailOf('url', 'www.vaduz.li')
    expect(typed.statusCode).toBe(201)
    expect(ItemDetail.parse(typed.json()).dataValue).toBe('www.vaduz.li')
  })
})
