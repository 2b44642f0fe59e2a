import { BranchesResponse, HISTORY_TABLES, Problem, Tag } from '@quo/contract'
import { sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { queryRows } from '../src/db/database.js'
import { BOOTH } from './fixtures.js'
import { phonePhoto, uploader } from './mediaUploads.js'
import { created, type Send, sender, useTokenApp } from './staffTokens.js'

/**
 * The authorisation matrix of every staff operation the API document lists, for four callers:
 * anonymous (401), a signed-in account without the staff role (403), an editor of Vaduz
 * (branch 3) on the records of Malbun (branch 21) and of every map (403), and an administrator.
 * Each refused call must leave the database exactly as it was; a restore is refused by the
 * branches of what it would put back or take away, not of where its place is now.
 */
const tokenApp = useTokenApp()
const admin = sender(tokenApp, { roles: ['staff', 'admin'] })
const editor = sender(tokenApp, { roles: ['staff'], branches: [3] })
const nonStaff = sender(tokenApp, { roles: [] })
const anonymous: Send = (method, url, payload) =>
  tokenApp.app().inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) })
const editorUpload = uploader(tokenApp, { roles: ['staff'], branches: [3] })
const adminUpload = uploader(tokenApp, { roles: ['staff', 'admin'] })

const DAY = 86_400_000
const inDays = (d: number) => new Date(Date.now() + d * DAY).toISOString()
const PREFIX = 'Matrix'

async function ok(res: Promise<LightMyRequestResponse>, call: string) {
  const done = await res
  expect(done.statusCode, `${call}: ${done.body}`).toBe(200)
  return done
}

const db = () => tokenApp.database().db
/** The newest history entry matching `where`, as the attacker would guess its id. */
async function entry(where: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db(),
    sql`SELECT id FROM change_history WHERE ${where} ORDER BY id DESC LIMIT 1`,
  )
  expect(row, 'history entry').toBeDefined()
  return Number(row?.id)
}

/** Tables no staff request may change when refused (everything but logs, caches and sessions). */
const WATCHED = [
  ...HISTORY_TABLES,
  'contests',
  'contest_participants',
  'contest_draws',
  'media_assets',
  'change_requests',
  'osm_differences',
  'osm_links',
  'item_ways',
  'branches',
  'search_shortcuts',
  'lists',
  'list_items',
  'change_history',
  'event_feeds',
  'event_feed_entries',
]
/** A digest of every watched table's rows: equal digests, nothing changed. */
async function fingerprint(): Promise<Record<string, string>> {
  const parts = WATCHED.map(
    (t) =>
      sql`SELECT ${t} AS t, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM ${sql.identifier(t)} x`,
  )
  const rows = await queryRows<{ t: string; h: string }>(db(), sql.join(parts, sql` UNION ALL `))
  return Object.fromEntries(rows.map((r) => [r.t, r.h]))
}

let branch: { vaduz: number; malbun: number }
let tag: { vaduz: number; malbun: number }
const f = {} as Record<
  | 'vaduzItem'
  | 'malbunItem'
  | 'shared'
  | 'malbunDetail'
  | 'malbunMedium'
  | 'malbunMention'
  | 'malbunAddress'
  | 'malbunGeojson'
  | 'malbunItemGeojson'
  | 'malbunJson'
  | 'vaduzGeojson'
  | 'vaduzItemGeojson'
  | 'malbunEvent'
  | 'vaduzEvent'
  | 'malbunFeatured'
  | 'everywhereFeatured'
  | 'malbunContest'
  | 'vaduzContest'
  | 'globalContest'
  | 'malbunEntry'
  | 'globalEntry'
  | 'malbunAsset'
  | 'globalAsset'
  | 'malbunRequest'
  | 'malbunReview'
  | 'malbunFeed',
  number
>
/** History entries whose restore would change Malbun's map or every map. */
const restores = {} as Record<
  | 'tagRemoved'
  | 'eventEdited'
  | 'eventLinkRemoved'
  | 'featuredRemoved'
  | 'globalFeaturedRemoved'
  | 'documentCreated'
  | 'malbunDetailEdited'
  | 'placeDeleted',
  number
>

beforeAll(async () => {
  const branches = BranchesResponse.parse(
    (await tokenApp.app().inject({ url: '/api/branches/' })).json(),
  ).branches
  const idOf = (shortId: number) => branches.find((b) => b.shortId === shortId)?.id as number
  branch = { vaduz: idOf(3), malbun: idOf(21) }
  const tags = z.array(Tag).parse((await tokenApp.app().inject({ url: '/api/tags/' })).json())
  const tagOf = (key: string) => tags.find((t) => t.tagKey === key)?.id as number
  tag = { vaduz: tagOf('vaduz'), malbun: tagOf('malbun') }

  const place = async (title: string, tagIds: number[]) =>
    created(admin, '/api/items', { title: `${PREFIX} ${title}`, lon: 9.52, lat: 47.14, tagIds })
  f.vaduzItem = await place('Vaduz', [tag.vaduz])
  f.malbunItem = await place('Malbun', [tag.malbun])
  f.shared = await place('beide', [tag.vaduz, tag.malbun])
  f.malbunDetail = await created(admin, '/api/items/details/', {
    itemId: f.malbunItem,
    dataKeyV2: 'shortDescription',
    dataValue: 'Am Lift',
  })
  f.malbunMedium = await created(admin, '/api/items/media/', {
    itemId: f.malbunItem,
    mediumType: 1,
    url: 'https://example.li/malbun.jpg',
  })
  f.malbunMention = await created(admin, '/api/items/mentions/', { itemId: f.malbunItem, title: 'Zeitung' })
  f.malbunAddress = await created(admin, '/api/items/addresses/', {
    itemId: f.malbunItem,
    lat: 47.1,
    lon: 9.6,
  })
  f.malbunGeojson = await created(admin, '/api/geojsons/', { geojson: BOOTH, geojsonType: 140 })
  f.malbunItemGeojson = await created(admin, '/api/items/geojsons/', {
    itemId: f.malbunItem,
    geojsonId: f.malbunGeojson,
    type: 1,
  })
  f.vaduzGeojson = await created(admin, '/api/geojsons/', { geojson: BOOTH, geojsonType: 140 })
  f.vaduzItemGeojson = await created(admin, '/api/items/geojsons/', {
    itemId: f.vaduzItem,
    geojsonId: f.vaduzGeojson,
    type: 1,
  })
  f.malbunJson = await created(admin, '/api/jsons/', { json: { lift: 'offen' } })
  await created(admin, '/api/items/jsons/', { itemId: f.malbunItem, jsonId: f.malbunJson, type: 1 })
  f.malbunEvent = await created(admin, '/api/events', {
    itemId: f.malbunItem,
    dateBegin: inDays(1),
    dateEnd: inDays(2),
    branchIds: [branch.malbun],
  })
  // An event of a Vaduz place shown on both maps.
  f.vaduzEvent = await created(admin, '/api/events', {
    itemId: f.vaduzItem,
    dateBegin: inDays(1),
    dateEnd: inDays(2),
    branchIds: [branch.vaduz, branch.malbun],
  })
  f.malbunFeatured = await created(admin, '/api/featured/', { itemId: f.vaduzItem, branchId: branch.malbun })
  // Paused: nothing fetches it while the matrix runs.
  f.malbunFeed = await created(admin, '/api/branches/21/event-feeds', {
    title: `${PREFIX} Kalender`,
    url: 'https://kalender.example/malbun.ics',
    placeItemId: f.malbunItem,
    categoryIds: [1],
    topicTagId: tag.malbun,
    isActive: false,
  })
  f.everywhereFeatured = await created(admin, '/api/featured/', { itemId: f.vaduzItem })
  const contest = (branchShortId: number | null) =>
    created(admin, '/api/contests/', {
      branchShortId,
      title: `${PREFIX} Wettbewerb ${branchShortId ?? 'alle'}`,
      description: 'Wer weiss es?',
      question: 'Wie hoch ist der Berg?',
      dateBegin: inDays(-2),
      dateEnd: inDays(-1),
    })
  f.malbunContest = await contest(21)
  f.vaduzContest = await contest(3)
  f.globalContest = await contest(null)
  const entries = await queryRows<{ id: number; contestId: number }>(
    db(),
    sql`INSERT INTO contest_participants (contest_id, name, email, answer)
    VALUES (${f.globalContest}, 'Anna', 'anna@example.li', '2000'), (${f.malbunContest}, 'Beat', 'beat@example.li', '1999')
    RETURNING id, contest_id AS "contestId"`,
  )
  const entryOf = (contestId: number) => entries.find((e) => e.contestId === contestId)?.id as number
  f.globalEntry = entryOf(f.globalContest)
  f.malbunEntry = entryOf(f.malbunContest)
  const upload = async (send: typeof adminUpload, fields: Record<string, string>, seed: number) => {
    const res = await send(fields, {
      name: 'bild.jpg',
      type: 'image/jpeg',
      bytes: await phonePhoto(40, 30, seed),
    })
    expect(res.statusCode, res.body).toBe(201)
    return (res.json() as { id: number }).id
  }
  f.malbunAsset = await upload(adminUpload, { branchShortId: '21' }, 101)
  f.globalAsset = await upload(adminUpload, {}, 102)
  const [request] = await queryRows<{ id: number }>(
    db(),
    sql`INSERT INTO change_requests (item_id, branch_short_id, payload)
      VALUES (${f.malbunItem}, 21, jsonb_build_object('kind', 'change', 'message', 'Lift fährt wieder', 'title', 'Neuer Name'))
      RETURNING id`,
  )
  f.malbunRequest = Number(request?.id)
  await db().execute(sql`INSERT INTO osm_differences (item_id, osm_key, field, staff_value, osm_value)
    VALUES (${f.malbunItem}, 'node/7', 'title', 'Staff', 'Name aus OSM')`)
  const [review] = await queryRows<{ id: number }>(
    db(),
    sql`SELECT id FROM item_reviews WHERE item_id = ${f.malbunItem} LIMIT 1`,
  )
  f.malbunReview = Number(review?.id)

  // Admin writes the history the attacks would restore.
  await ok(admin('DELETE', `/api/items/tags/${f.shared}/${tag.malbun}`), 'untag shared')
  restores.tagRemoved = await entry(
    sql`table_name = 'item_tags' AND operation = 'delete' AND item_id = ${f.shared} AND before ->> 'tag_id' = ${String(tag.malbun)}`,
  )
  // An event of a Vaduz place that stays on both maps, edited.
  const sharedEvent = await created(admin, '/api/events', {
    itemId: f.vaduzItem,
    dateBegin: inDays(1),
    dateEnd: inDays(2),
    branchIds: [branch.vaduz, branch.malbun],
  })
  await ok(admin('PUT', `/api/events/${sharedEvent}`, { dateEnd: inDays(3) }), 'edit event')
  restores.eventEdited = await entry(
    sql`table_name = 'events' AND operation = 'update' AND event_id = ${sharedEvent}`,
  )
  await ok(admin('DELETE', `/api/events/branches/${f.vaduzEvent}/${branch.malbun}`), 'unlink event')
  restores.eventLinkRemoved = await entry(
    sql`table_name = 'event_branches' AND operation = 'delete' AND event_id = ${f.vaduzEvent}`,
  )
  const removable = await created(admin, '/api/featured/', { itemId: f.vaduzItem, branchId: branch.malbun })
  await ok(admin('DELETE', `/api/featured/${removable}`), 'unfeature')
  restores.featuredRemoved = await entry(sql`table_name = 'featured' AND operation = 'delete'`)
  const global = await created(admin, '/api/featured/', { itemId: f.vaduzItem })
  await ok(admin('DELETE', `/api/featured/${global}`), 'unfeature everywhere')
  restores.globalFeaturedRemoved = await entry(sql`table_name = 'featured' AND operation = 'delete'`)
  // Its "created" entry names no place: restoring it would delete the Malbun hall's shape.
  restores.documentCreated = await entry(
    sql`table_name = 'geojsons' AND operation = 'insert' AND row_key ->> 'id' = ${String(f.malbunGeojson)}`,
  )
  await ok(admin('PUT', `/api/items/details/${f.malbunDetail}`, { dataValue: 'Beim Lift' }), 'edit detail')
  restores.malbunDetailEdited = await entry(
    sql`table_name = 'item_details' AND operation = 'update' AND item_id = ${f.malbunItem}`,
  )
  // A place of both maps, deleted: putting it back puts it on Malbun.
  const gone = await place('gelöscht', [tag.vaduz, tag.malbun])
  await ok(admin('DELETE', `/api/items/${gone}`), 'delete place')
  restores.placeDeleted = await entry(
    sql`table_name = 'items' AND operation = 'delete' AND item_id = ${gone}`,
  )
})

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
}
/** Every operation the API document marks as needing a staff token. */
async function staffOperations(): Promise<Operation[]> {
  const doc = (await tokenApp.app().inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { security?: unknown[] }>>
  }
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => (op.security?.length ?? 0) > 0)
      .map(([method, _]) => ({ method: method.toUpperCase() as Operation['method'], path })),
  )
}
const key = (op: Operation) => `${op.method} ${op.path}`

/** A concrete URL for an operation: every path parameter a Malbun record of that kind. */
function concrete(op: Operation): string {
  const values: Record<string, number> = {
    itemId: f.malbunItem,
    categoryId: 1,
    tagId: tag.malbun,
    eventId: f.malbunEvent,
    branchId: branch.malbun,
    parentId: f.malbunItem,
    childId: f.vaduzItem,
    relationshipId: 1,
  }
  return `/api${op.path.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? f.malbunItem))}`
    .replace('{hash}', 'a'.repeat(64))
    .replace('{file}', 'w320.webp')
}

/** A 403 problem naming what the caller lacks. */
function expectDenied(res: LightMyRequestResponse, call: string) {
  expect(res.statusCode, `${call}: ${res.body.slice(0, 300)}`).toBe(403)
  expect(res.headers['content-type'], call).toMatch(/^application\/problem\+json/)
  expect(Problem.parse(res.json()).detail, call).toMatch(
    /^No access to (branch 21|branches .*21|every branch)/,
  )
}

type Call = [Operation['method'], string, unknown?]

/**
 * The editor of Vaduz against Malbun's records and records of every map: at least one call per
 * staff operation that touches a record of a branch, keyed by the documented path.
 */
function editorCalls(): Record<string, Call[]> {
  const m = f
  const restore = (id: number, body: object = {}): Call => ['POST', `/api/history/${id}/restore/`, body]
  const feed = {
    title: 'Fremd',
    url: 'https://kalender.example/fremd.ics',
    placeItemId: m.malbunItem,
    categoryIds: [1],
  }
  return {
    'PUT /items/{id}': [['PUT', `/api/items/${m.malbunItem}`, { title: 'Übernommen' }]],
    'DELETE /items/{id}': [['DELETE', `/api/items/${m.malbunItem}`]],
    'POST /items': [['POST', '/api/items', { title: 'Fremd', lon: 9.5, lat: 47.1, tagIds: [tag.malbun] }]],
    'GET /items/dashboard/{id}': [['GET', `/api/items/dashboard/${m.malbunItem}`]],
    'GET /branches/{branchShortId}/places.geojson': [['GET', '/api/branches/21/places.geojson']],
    'GET /branches/{branchShortId}/places.csv': [['GET', '/api/branches/21/places.csv']],
    'POST /branches/{branchShortId}/places/import': [
      [
        'POST',
        '/api/branches/21/places/import',
        {
          format: 'csv',
          content: 'Kennung;Titel;Breite;Länge\nm-1;Matrix;47.1;9.6',
          topicTagId: tag.malbun,
          dryRun: false,
        },
      ],
    ],
    'GET /events/dashboard/{id}': [['GET', `/api/events/dashboard/${m.malbunEvent}`]],
    'GET /branches/{branchShortId}/event-feeds': [['GET', '/api/branches/21/event-feeds']],
    'PUT /branches/{branchShortId}/data-licence': [
      ['PUT', '/api/branches/21/data-licence', { dataLicence: 'CC0-1.0' }],
    ],
    'POST /branches/{branchShortId}/event-feeds': [
      ['POST', '/api/branches/21/event-feeds', { ...feed, topicTagId: tag.malbun }],
      // The editor's own map, but Malbun's place: its events would become parts of it.
      ['POST', '/api/branches/3/event-feeds', { ...feed, topicTagId: tag.vaduz }],
    ],
    'PUT /event-feeds/{id}': [['PUT', `/api/event-feeds/${m.malbunFeed}`, { title: 'Übernommen' }]],
    'DELETE /event-feeds/{id}': [['DELETE', `/api/event-feeds/${m.malbunFeed}`]],
    'POST /event-feeds/{id}/run': [['POST', `/api/event-feeds/${m.malbunFeed}/run`]],
    'GET /items/dashboard/{id}/history/': [['GET', `/api/items/dashboard/${m.malbunItem}/history/`]],
    'GET /events/dashboard/{id}/history/': [['GET', `/api/events/dashboard/${m.malbunEvent}/history/`]],
    'POST /items/reviews/': [['POST', '/api/items/reviews/', { itemId: m.malbunItem, dateDue: inDays(30) }]],
    'PUT /items/reviews/{id}': [['PUT', `/api/items/reviews/${m.malbunReview}`, { isCompleted: true }]],
    'POST /items/categories/': [['POST', '/api/items/categories/', { itemId: m.malbunItem, categoryId: 1 }]],
    'POST /items/categories/multiple/': [
      ['POST', '/api/items/categories/multiple/', { itemId: m.malbunItem, categoryIds: [1, 2] }],
    ],
    'DELETE /items/categories/{itemId}/{categoryId}': [['DELETE', `/api/items/categories/${m.malbunItem}/1`]],
    'POST /items/addresses/': [
      ['POST', '/api/items/addresses/', { itemId: m.malbunItem, lat: 47.1, lon: 9.5 }],
    ],
    'PUT /items/addresses/{id}': [['PUT', `/api/items/addresses/${m.malbunAddress}`, { street: 'Anderswo' }]],
    'POST /items/items/': [
      [
        'POST',
        '/api/items/items/',
        { parentItemId: m.vaduzItem, childItemId: m.malbunItem, relationshipId: 1 },
      ],
    ],
    'PUT /items/items/{parentId}/{childId}/{relationshipId}': [
      ['PUT', `/api/items/items/${m.malbunItem}/${m.vaduzItem}/1`, { sortOrder: 1 }],
    ],
    'DELETE /items/items/{parentId}/{childId}/{relationshipId}': [
      ['DELETE', `/api/items/items/${m.malbunItem}/${m.vaduzItem}/1`],
    ],
    'POST /items/details/': [
      [
        'POST',
        '/api/items/details/',
        { itemId: m.malbunItem, dataKeyV2: 'shortDescription', dataValue: 'x' },
      ],
    ],
    'PUT /items/details/{id}': [['PUT', `/api/items/details/${m.malbunDetail}`, { dataValue: 'Fremd' }]],
    'DELETE /items/details/{id}': [['DELETE', `/api/items/details/${m.malbunDetail}`]],
    'POST /items/media/': [
      ['POST', '/api/items/media/', { itemId: m.malbunItem, mediumType: 1, url: 'https://example.li/x.jpg' }],
      // A library image of Malbun on a Vaduz place.
      ['POST', '/api/items/media/', { itemId: m.vaduzItem, mediumType: 1, assetId: m.malbunAsset }],
    ],
    'PUT /items/media/{id}': [['PUT', `/api/items/media/${m.malbunMedium}`, { title: 'Fremd' }]],
    'DELETE /items/media/{id}': [['DELETE', `/api/items/media/${m.malbunMedium}`]],
    'POST /items/tags/': [
      ['POST', '/api/items/tags/', { itemId: m.malbunItem, tagId: tag.vaduz }],
      ['POST', '/api/items/tags/', { itemId: m.vaduzItem, tagId: tag.malbun }],
    ],
    'DELETE /items/tags/{itemId}/{tagId}': [['DELETE', `/api/items/tags/${m.malbunItem}/${tag.malbun}`]],
    'POST /items/mentions/': [['POST', '/api/items/mentions/', { itemId: m.malbunItem, title: 'Fremd' }]],
    'PUT /items/mentions/{id}': [['PUT', `/api/items/mentions/${m.malbunMention}`, { title: 'Fremd' }]],
    'DELETE /items/mentions/{id}': [['DELETE', `/api/items/mentions/${m.malbunMention}`]],
    'PUT /geojsons/{id}': [['PUT', `/api/geojsons/${m.malbunGeojson}`, { geojsonType: 1 }]],
    'POST /items/geojsons/': [
      ['POST', '/api/items/geojsons/', { itemId: m.malbunItem, geojsonId: m.vaduzGeojson, type: 1 }],
      // Another map's shape on the editor's own place.
      ['POST', '/api/items/geojsons/', { itemId: m.vaduzItem, geojsonId: m.malbunGeojson, type: 1 }],
    ],
    'PUT /items/geojsons/{id}': [
      ['PUT', `/api/items/geojsons/${m.malbunItemGeojson}`, { type: 2 }],
      // Relinking the editor's own link to another map's shape.
      ['PUT', `/api/items/geojsons/${m.vaduzItemGeojson}`, { geojsonId: m.malbunGeojson }],
    ],
    'DELETE /items/geojsons/{id}': [['DELETE', `/api/items/geojsons/${m.malbunItemGeojson}`]],
    'PUT /jsons/{id}': [['PUT', `/api/jsons/${m.malbunJson}`, { json: { lift: 'zu' } }]],
    'POST /items/jsons/': [
      ['POST', '/api/items/jsons/', { itemId: m.vaduzItem, jsonId: m.malbunJson, type: 1 }],
    ],
    'PUT /items/floor-plans/{id}': [
      [
        'PUT',
        `/api/items/floor-plans/${m.malbunItem}`,
        { assetId: m.malbunAsset, bounds: [9.52, 47.14, 9.53, 47.15] },
      ],
    ],
    'DELETE /items/floor-plans/{id}': [['DELETE', `/api/items/floor-plans/${m.malbunItem}`]],
    'POST /events': [
      ['POST', '/api/events', { itemId: m.malbunItem, dateBegin: inDays(1), dateEnd: inDays(2) }],
      [
        'POST',
        '/api/events',
        { itemId: m.vaduzItem, dateBegin: inDays(1), dateEnd: inDays(2), branchIds: [branch.malbun] },
      ],
    ],
    'PUT /events/{id}': [['PUT', `/api/events/${m.malbunEvent}`, { dateEnd: inDays(9) }]],
    'DELETE /events/{id}': [['DELETE', `/api/events/${m.malbunEvent}`]],
    'POST /events/branches/': [
      ['POST', '/api/events/branches/', { eventId: m.malbunEvent, branchId: branch.vaduz }],
    ],
    'POST /events/branches/multiple/': [
      ['POST', '/api/events/branches/multiple/', { eventId: m.malbunEvent, branchIds: [branch.vaduz] }],
    ],
    'DELETE /events/branches/{eventId}/{branchId}': [
      ['DELETE', `/api/events/branches/${m.malbunEvent}/${branch.malbun}`],
    ],
    'POST /featured/': [
      ['POST', '/api/featured/', { itemId: m.vaduzItem, branchId: branch.malbun }],
      ['POST', '/api/featured/', { itemId: m.vaduzItem }],
    ],
    'DELETE /featured/{id}': [
      ['DELETE', `/api/featured/${m.malbunFeatured}`],
      ['DELETE', `/api/featured/${m.everywhereFeatured}`],
    ],
    'POST /items/dashboard/bulk/': [
      [
        'POST',
        '/api/items/dashboard/bulk/',
        { itemIds: [m.vaduzItem, m.malbunItem], action: { type: 'addCategory', categoryId: 2 } },
      ],
      [
        'POST',
        '/api/items/dashboard/bulk/',
        { itemIds: [m.vaduzItem], action: { type: 'addTag', tagId: tag.malbun } },
      ],
    ],
    'GET /inbox/visitor/{id}': [['GET', `/api/inbox/visitor/${m.malbunRequest}`]],
    'POST /inbox/visitor/{id}/decision/': [
      ['POST', `/api/inbox/visitor/${m.malbunRequest}/decision/`, { accept: [{ field: 'title' }] }],
    ],
    'GET /inbox/osm/{id}': [['GET', `/api/inbox/osm/${m.malbunItem}`]],
    'POST /inbox/osm/{id}/decision/': [
      ['POST', `/api/inbox/osm/${m.malbunItem}/decision/`, { reject: ['title'] }],
    ],
    'POST /contests/': [
      ['POST', '/api/contests/', contestBody(21)],
      ['POST', '/api/contests/', contestBody(null)],
    ],
    'PUT /contests/{id}': [
      ['PUT', `/api/contests/${m.malbunContest}`, { title: 'Fremd' }],
      ['PUT', `/api/contests/${m.globalContest}`, { title: 'Fremd' }],
      // Moving a global contest to the editor's map takes it off every other map.
      ['PUT', `/api/contests/${m.globalContest}`, { branchShortId: 3 }],
      ['PUT', `/api/contests/${m.vaduzContest}`, { branchShortId: null }],
    ],
    'GET /contests/{id}/participants/': [
      ['GET', `/api/contests/${m.malbunContest}/participants/`],
      ['GET', `/api/contests/${m.globalContest}/participants/`],
    ],
    'GET /contests/{id}/participants.csv': [
      ['GET', `/api/contests/${m.malbunContest}/participants.csv`],
      ['GET', `/api/contests/${m.globalContest}/participants.csv`],
    ],
    'PUT /contests/{id}/participants/{participantId}': [
      ['PUT', `/api/contests/${m.malbunContest}/participants/${m.malbunEntry}`, { markedCorrect: true }],
      ['PUT', `/api/contests/${m.globalContest}/participants/${m.globalEntry}`, { markedCorrect: false }],
    ],
    'POST /contests/{id}/draws/': [
      ['POST', `/api/contests/${m.malbunContest}/draws/`],
      ['POST', `/api/contests/${m.globalContest}/draws/`],
    ],
    'GET /media/{id}': [['GET', `/api/media/${m.malbunAsset}`]],
    'PUT /media/{id}': [
      ['PUT', `/api/media/${m.malbunAsset}`, { title: 'Fremd' }],
      ['PUT', `/api/media/${m.globalAsset}`, { title: 'Fremd' }],
    ],
    'DELETE /media/{id}': [
      ['DELETE', `/api/media/${m.malbunAsset}`],
      ['DELETE', `/api/media/${m.globalAsset}`],
    ],
    'GET /metrics/sessions/daily/': [
      ['GET', '/api/metrics/sessions/daily/?from=2026-01-01&to=2026-01-31&branchShortId=21'],
    ],
    'POST /history/{id}/restore/': [
      restore(restores.tagRemoved),
      restore(restores.eventEdited),
      restore(restores.eventEdited, { field: 'dateEnd' }),
      restore(restores.eventLinkRemoved),
      restore(restores.featuredRemoved),
      restore(restores.globalFeaturedRemoved),
      restore(restores.documentCreated),
      restore(restores.malbunDetailEdited),
      restore(restores.placeDeleted),
    ],
  }
}

function contestBody(branchShortId: number | null) {
  return {
    branchShortId,
    title: 'Fremder Wettbewerb',
    description: 'x',
    question: 'y',
    dateBegin: inDays(1),
    dateEnd: inDays(2),
  }
}

/**
 * Staff operations that touch no record of a branch: lists and figures filtered to the
 * caller's branches, the server's status and who the caller is, and new documents and uploads, which are on no
 * branch (an upload naming another map is refused below).
 */
const UNBOUND = new Set([
  'GET /items/dashboard/',
  'GET /events/dashboard/',
  'GET /items/dashboard/deleted/',
  'GET /items/change-requests/',
  'GET /inbox/',
  'GET /contests/dashboard/',
  'GET /media/',
  'GET /metrics/summary/',
  'GET /system/status/',
  'GET /auth/me',
  'POST /geojsons/',
  'POST /jsons/',
  'POST /media/',
])

describe('the authorisation matrix', () => {
  it('lists every staff operation, for the editor either refused on other maps or unbound', async () => {
    const ops = (await staffOperations()).map(key)
    expect(ops.length).toBeGreaterThan(60)
    const covered = new Set([...Object.keys(editorCalls()), ...UNBOUND])
    expect(ops.filter((op) => !covered.has(op))).toEqual([])
    // And no row of the table names an operation that does not exist.
    expect([...covered].filter((op) => !ops.includes(op))).toEqual([])
  })

  it('answers 401 to anonymous callers and 403 to accounts without the staff role, changing nothing', async () => {
    const before = await fingerprint()
    const ops = await staffOperations()
    for (const op of ops) {
      const url = concrete(op)
      const body = op.method === 'POST' || op.method === 'PUT' ? {} : undefined
      const anon = await anonymous(op.method, url, body)
      expect(anon.statusCode, `anonymous ${key(op)}: ${anon.body}`).toBe(401)
      expect(anon.headers['content-type']).toMatch(/^application\/problem\+json/)
      const signedIn = await nonStaff(op.method, url, body)
      expect(signedIn.statusCode, `non-staff ${key(op)}: ${signedIn.body}`).toBe(403)
      expect(signedIn.headers['content-type']).toMatch(/^application\/problem\+json/)
    }
    console.info(`anonymous and non-staff: ${ops.length} staff operations each refused`)
    expect(await fingerprint()).toEqual(before)
  })

  it('refuses the editor of one map every write and private read on another map or every map, changing nothing', async () => {
    const before = await fingerprint()
    let count = 0
    for (const [op, calls] of Object.entries(editorCalls())) {
      for (const [method, url, payload] of calls) {
        expectDenied(await editor(method, url, payload), `${op} ${url} ${JSON.stringify(payload ?? '')}`)
        count++
      }
    }
    const upload = await editorUpload(
      { branchShortId: '21' },
      { name: 'fremd.jpg', type: 'image/jpeg', bytes: await phonePhoto(40, 30, 7) },
    )
    expectDenied(upload, 'upload to Malbun')
    console.info(`editor of one map: ${count + 1} calls on other maps' and global records refused`)
    expect(count).toBeGreaterThan(80)
    expect(await fingerprint()).toEqual(before)
  })

  it('keeps global contests out of an editor’s list, with their winners’ e-mails', async () => {
    const list = async (send: Send) =>
      ((await ok(send('GET', '/api/contests/dashboard/'), 'contests')).json() as { id: number }[]).map(
        (c) => c.id,
      )
    const mine = await list(editor)
    expect(mine).toContain(f.vaduzContest)
    expect(mine).not.toContain(f.globalContest)
    expect(mine).not.toContain(f.malbunContest)
    expect(await list(admin)).toEqual(expect.arrayContaining([f.globalContest, f.malbunContest]))
  })

  it('lets the editor restore entries whose records are all theirs', async () => {
    await ok(editor('PUT', `/api/items/${f.vaduzItem}`, { title: `${PREFIX} Vaduz neu` }), 'edit own')
    const own = await entry(sql`table_name = 'items' AND operation = 'update' AND item_id = ${f.vaduzItem}`)
    await ok(editor('POST', `/api/history/${own}/restore/`, { field: 'title' }), 'restore own')
    const [row] = await queryRows<{ title: string }>(
      db(),
      sql`SELECT title FROM items WHERE id = ${f.vaduzItem}`,
    )
    expect(row?.title).toBe(`${PREFIX} Vaduz`)
  })

  it('lets an administrator restore what the editor may not, with its effect on the map', async () => {
    for (const [name, id] of Object.entries(restores)) {
      await ok(admin('POST', `/api/history/${id}/restore/`, {}), `admin restore ${name}`)
    }
    const tags = await queryRows<{ tag_id: number }>(
      db(),
      sql`SELECT tag_id FROM item_tags WHERE item_id = ${f.shared}`,
    )
    expect(tags.map((t) => t.tag_id)).toContain(tag.malbun)
    const links = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM event_branches WHERE event_id = ${f.vaduzEvent} AND branch_id = ${branch.malbun}`,
    )
    expect(links[0]?.n).toBe(1)
    const docs = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM geojsons WHERE id = ${f.malbunGeojson}`,
    )
    expect(docs[0]?.n).toBe(0)
  })
})

describe('an administrator', () => {
  it('passes the branch check of every call refused to the editor', async () => {
    const answers: Record<number, number> = {}
    // Removals last, the place itself at the very end, so the other calls find what they change.
    const rank = ([op]: [string, Call[]]) =>
      op === 'DELETE /items/{id}' ? 2 : op.startsWith('DELETE') ? 1 : 0
    const ordered = Object.entries(editorCalls()).sort((a, b) => rank(a) - rank(b))
    for (const [op, calls] of ordered) {
      for (const [method, url, payload] of calls) {
        const res = await admin(method, url, payload)
        // Later calls meet what earlier ones did (a deleted place's parts are 404, a restore done
        // above 409): any answer but a refusal or a server error.
        expect([401, 403], `${op} ${url}: ${res.body.slice(0, 300)}`).not.toContain(res.statusCode)
        expect(res.statusCode, `${op} ${url}: ${res.body.slice(0, 300)}`).toBeLessThan(500)
        answers[res.statusCode] = (answers[res.statusCode] ?? 0) + 1
      }
    }
    console.info(`administrator over the editor's refused calls: ${JSON.stringify(answers)}`)
    expect((answers[200] ?? 0) + (answers[201] ?? 0)).toBeGreaterThan(40)
  })
})
