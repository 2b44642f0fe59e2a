import {
  DashboardItem,
  HistoryPage,
  InboxEntry,
  InboxPage,
  Problem,
  SearchShortcut,
  Tag,
} from '@quo/contract'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { queryRows } from '../src/db/database.js'
import { sender, useTokenApp } from './staffTokens.js'

// Many forms from one address in a minute: the per-IP limit has its own test.
const tokenApp = useTokenApp({ limits: { formsPerMinute: 1000, metricsPerMinute: 600 } })
const admin = sender(tokenApp, { roles: ['staff', 'admin'], sub: 'admin-inbox' })
const guest = sender(tokenApp, { roles: [] })

let shortcut: SearchShortcut
let additions: SearchShortcut
/** An item on the shortcut's branch, its id and nano id. */
let place: { id: number; nanoId: string }
let editorOfBranch: ReturnType<typeof sender>
let editorOfOther: ReturnType<typeof sender>
let stamp = 0

const post = (payload: Record<string, unknown>) =>
  tokenApp.app().inject({
    method: 'POST',
    url: '/api/items/change-requests/',
    // Each request its own words, so none is a duplicate of another test's.
    payload: { fillMs: 5000, message: `Bitte prüfen (${++stamp})`, ...payload },
  })

async function inbox(query = '') {
  const res = await admin('GET', `/api/inbox/${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return InboxPage.parse(res.json())
}

const item = async (id: number) =>
  DashboardItem.parse((await admin('GET', `/api/items/dashboard/${id}`)).json())

beforeAll(async () => {
  const shortcuts = z
    .array(SearchShortcut)
    .parse((await tokenApp.app().inject({ url: '/api/search/shortcuts/' })).json())
  shortcut = shortcuts.find((s) => s.allowChangeRequest && s.branchShortId !== null) as SearchShortcut
  additions = shortcuts.find((s) => s.allowItemAddition) as SearchShortcut
  expect(shortcut).toBeDefined()
  expect(additions).toBeDefined()
  const basemap = (
    await tokenApp.app().inject({ url: `/api/items/basemap/branchshortid/${shortcut.branchShortId}` })
  ).json() as {
    items: [string][]
  }
  const nanoId = basemap.items[0]?.[0] as string
  const [row] = await queryRows<{ id: number }>(
    tokenApp.app().database.db,
    sql`SELECT id FROM items WHERE nano_id = ${nanoId}`,
  )
  place = { id: Number(row?.id), nanoId }
  editorOfBranch = sender(tokenApp, {
    roles: ['staff'],
    branches: [shortcut.branchShortId as number],
    sub: 'editor-own',
  })
  editorOfOther = sender(tokenApp, {
    roles: ['staff'],
    branches: [shortcut.branchShortId === 3 ? 21 : 3],
    sub: 'editor-other',
  })
})

describe('spam on the public forms', () => {
  it('refuses a filled honeypot and a form sent faster than a person fills it in', async () => {
    const honey = await post({
      kind: 'change',
      searchShortcutId: shortcut.id,
      itemNanoId: place.nanoId,
      honeypot: 'x',
    })
    expect(honey.statusCode).toBe(400)
    expect(Problem.parse(honey.json()).errors?.map((e) => e.path)).toEqual(['body.honeypot'])
    const fast = await post({
      kind: 'change',
      searchShortcutId: shortcut.id,
      itemNanoId: place.nanoId,
      fillMs: 800,
    })
    expect(fast.statusCode).toBe(400)
    expect(Problem.parse(fast.json()).errors?.map((e) => e.path)).toEqual(['body.fillMs'])
    const missing = await tokenApp.app().inject({
      method: 'POST',
      url: '/api/items/change-requests/',
      payload: {
        kind: 'change',
        searchShortcutId: shortcut.id,
        itemNanoId: place.nanoId,
        message: 'Ohne Zeit',
      },
    })
    expect(missing.statusCode).toBe(400)
  })

  it('answers the same request again with 409 while the first waits, whatever the contact or case', async () => {
    const body = {
      kind: 'change',
      searchShortcutId: shortcut.id,
      itemNanoId: place.nanoId,
      message: 'Doppelt gemeldet',
    }
    expect((await post({ ...body, email: 'a@beispiel.li' })).statusCode).toBe(201)
    const again = await post({ ...body, message: 'doppelt  GEMELDET', email: 'b@beispiel.li', fillMs: 9000 })
    expect(again.statusCode).toBe(409)
    expect(Problem.parse(again.json()).detail).toMatch(/received already/)
    // Something else about the same place is new.
    expect(
      (await post({ ...body, message: 'Doppelt gemeldet, und die Telefonnummer auch' })).statusCode,
    ).toBe(201)
  })
})

describe('the inbox', () => {
  it('shows a correction field by field against the place, oldest first', async () => {
    const created = await post({
      kind: 'change',
      searchShortcutId: shortcut.id,
      itemNanoId: place.nanoId,
      title: 'Neuer Name vom Besuch',
      details: { hours: 'Mo-Fr 08:00-18:00', phone: '+423 111 22 33' },
      name: 'Anna',
      email: 'anna@beispiel.li',
    })
    expect(created.statusCode, created.body).toBe(201)
    const id = (created.json() as { id: number }).id
    const { entries, total } = await inbox('?pageSize=100')
    expect(total).toBeGreaterThanOrEqual(1)
    const dates = entries.map((e) => Date.parse(e.dateCreated))
    expect(dates).toEqual([...dates].sort((a, b) => a - b))
    const entry = entries.find((e) => e.source === 'visitor' && e.id === id)
    const current = await item(place.id)
    expect(entry).toMatchObject({
      kind: 'change',
      status: 'open',
      item: { id: place.id, title: current.title },
      name: 'Anna',
      email: 'anna@beispiel.li',
      decision: null,
    })
    expect(entry?.fields).toEqual([
      { field: 'title', current: current.title, proposed: 'Neuer Name vom Besuch', status: 'open' },
      {
        field: 'detail:hours',
        current: current.itemDetails.find((d) => d.dataKeyV2 === 'hours')?.dataValue ?? null,
        proposed: 'Mo-Fr 08:00-18:00',
        status: 'open',
      },
      {
        field: 'detail:phone',
        current: current.itemDetails.find((d) => d.dataKeyV2 === 'phone')?.dataValue ?? null,
        proposed: '+423 111 22 33',
        status: 'open',
      },
    ])
    const one = await editorOfBranch('GET', `/api/inbox/visitor/${id}`)
    expect(InboxEntry.parse(one.json()).fields).toHaveLength(3)
  })

  it('takes accepted fields over (edited first where staff did), rejects the rest, once', async () => {
    const before = await item(place.id)
    const created = await post({
      kind: 'change',
      searchShortcutId: shortcut.id,
      itemNanoId: place.nanoId,
      title: 'Name mit Tippfehlr',
      details: { hours: 'Sa 09:00-12:00', phone: '+423 999 99 99' },
    })
    const id = (created.json() as { id: number }).id
    const decision = {
      accept: [{ field: 'title', value: `${before.title} (geprüft)` }, { field: 'detail:hours' }],
      reject: ['detail:phone'],
      note: 'Telefon stimmte schon.',
    }
    const res = await editorOfBranch('POST', `/api/inbox/visitor/${id}/decision/`, decision)
    expect(res.statusCode, res.body).toBe(200)
    expect(InboxEntry.parse(res.json())).toMatchObject({
      status: 'accepted',
      // The token's e-mail, where it has one.
      decision: { by: 'editor-own@quo.test', note: 'Telefon stimmte schon.' },
      fields: [
        { field: 'title', status: 'accepted' },
        { field: 'detail:hours', status: 'accepted' },
        { field: 'detail:phone', status: 'rejected' },
      ],
    })
    const after = await item(place.id)
    expect(after.title).toBe(`${before.title} (geprüft)`)
    expect(after.itemDetails.filter((d) => d.dataKeyV2 === 'hours').map((d) => d.dataValue)).toEqual([
      'Sa 09:00-12:00',
    ])
    expect(after.itemDetails.filter((d) => d.dataKeyV2 === 'phone')).toEqual(
      before.itemDetails.filter((d) => d.dataKeyV2 === 'phone'),
    )
    // The writes are the editor's: in the place's history, under who decided.
    const history = HistoryPage.parse(
      (await admin('GET', `/api/items/dashboard/${place.id}/history/`)).json(),
    )
    expect(history.entries.slice(0, 2).map((e) => e.actorSub)).toEqual(['editor-own', 'editor-own'])

    const twice = await admin('POST', `/api/inbox/visitor/${id}/decision/`, { reject: ['title'] })
    expect(twice.statusCode).toBe(409)
    expect(
      (await inbox('?status=accepted&source=visitor&pageSize=100')).entries.some((e) => e.id === id),
    ).toBe(true)
    expect((await inbox('?pageSize=100')).entries.some((e) => e.source === 'visitor' && e.id === id)).toBe(
      false,
    )
  })

  it('a rejected request changes nothing; a value the editor would refuse writes nothing', async () => {
    const before = await item(place.id)
    const rejected = (
      (
        await post({
          kind: 'change',
          searchShortcutId: shortcut.id,
          itemNanoId: place.nanoId,
          title: 'Unsinn',
        })
      ).json() as {
        id: number
      }
    ).id
    const res = await admin('POST', `/api/inbox/visitor/${rejected}/decision/`, {
      reject: ['title'],
      note: 'Spam',
    })
    expect(InboxEntry.parse(res.json()).status).toBe('rejected')
    expect((await item(place.id)).title).toBe(before.title)

    const bad = (
      (
        await post({
          kind: 'change',
          searchShortcutId: shortcut.id,
          itemNanoId: place.nanoId,
          lon: 9.52,
          lat: 47.14,
          details: { phone: '+423 000' },
        })
      ).json() as { id: number }
    ).id
    const refused = await admin('POST', `/api/inbox/visitor/${bad}/decision/`, {
      accept: [{ field: 'detail:phone' }, { field: 'position', value: '9.52,147' }],
    })
    expect(refused.statusCode).toBe(400)
    expect(Problem.parse(refused.json()).errors?.map((e) => e.path)).toEqual(['body.accept.1.value'])
    const untouched = await item(place.id)
    expect(untouched.itemDetails).toEqual(before.itemDetails)
    expect(InboxEntry.parse((await admin('GET', `/api/inbox/visitor/${bad}`)).json()).status).toBe('open')
    // A field the request does not propose, or one named twice.
    expect(
      (await admin('POST', `/api/inbox/visitor/${bad}/decision/`, { reject: ['title'] })).statusCode,
    ).toBe(400)
    expect(
      (
        await admin('POST', `/api/inbox/visitor/${bad}/decision/`, {
          accept: [{ field: 'position' }],
          reject: ['position'],
        })
      ).statusCode,
    ).toBe(400)
    expect(
      (await admin('POST', `/api/inbox/visitor/${bad}/decision/`, { accept: [{ field: 'evil; DROP' }] }))
        .statusCode,
    ).toBe(400)
  })

  it('makes a proposed place a place with the categories and tags staff give it', async () => {
    const created = await post({
      kind: 'addition',
      searchShortcutId: additions.id,
      title: 'Neue Bäckerei am Platz',
      lon: 9.5211,
      lat: 47.1399,
      details: { url: 'https://baeckerei.example.li' },
    })
    expect(created.statusCode, created.body).toBe(201)
    const id = (created.json() as { id: number }).id
    const tags = z.array(Tag).parse((await tokenApp.app().inject({ url: '/api/tags/' })).json())
    const tagId = tags.find((t) => t.tagKey === 'vaduz')?.id as number
    const withoutTitle = await admin('POST', `/api/inbox/visitor/${id}/decision/`, {
      accept: [{ field: 'position' }],
    })
    expect(withoutTitle.statusCode).toBe(400)
    const res = await admin('POST', `/api/inbox/visitor/${id}/decision/`, {
      accept: [{ field: 'title' }, { field: 'position' }, { field: 'detail:url' }],
      categoryIds: [1],
      tagIds: [tagId],
    })
    expect(res.statusCode, res.body).toBe(200)
    const entry = InboxEntry.parse(res.json())
    expect(entry.item).toMatchObject({ title: 'Neue Bäckerei am Platz', lon: 9.5211, lat: 47.1399 })
    const made = await item(entry.item?.id as number)
    expect(made.categories.map((c) => c.categoryId)).toEqual([1])
    expect(made.tags.map((t) => t.tagId)).toEqual([tagId])
    expect(made.itemDetails.map((d) => [d.dataKeyV2, d.dataValue])).toEqual([
      ['url', 'https://baeckerei.example.li'],
    ])
  })

  it('is for staff of the request branch: 401, 403 for guests and other branches', async () => {
    const id = (
      (
        await post({
          kind: 'change',
          searchShortcutId: shortcut.id,
          itemNanoId: place.nanoId,
          title: 'Zugriff',
        })
      ).json() as {
        id: number
      }
    ).id
    expect((await tokenApp.app().inject({ url: '/api/inbox/' })).statusCode).toBe(401)
    expect((await guest('GET', '/api/inbox/')).statusCode).toBe(403)
    expect((await editorOfOther('GET', `/api/inbox/visitor/${id}`)).statusCode).toBe(403)
    expect(
      (await editorOfOther('POST', `/api/inbox/visitor/${id}/decision/`, { reject: ['title'] })).statusCode,
    ).toBe(403)
    const others = InboxPage.parse((await editorOfOther('GET', '/api/inbox/?pageSize=100')).json())
    expect(others.entries.some((e) => e.source === 'visitor' && e.id === id)).toBe(false)
    expect((await admin('GET', '/api/inbox/visitor/999999')).statusCode).toBe(404)
    expect((await admin('GET', '/api/inbox/?status=maybe')).statusCode).toBe(400)
  })

  it('decides OpenStreetMap differences field by field', async () => {
    const db = tokenApp.app().database.db
    await db.execute(sql`INSERT INTO osm_differences (item_id, osm_key, field, staff_value, osm_value)
      VALUES (${place.id}, 'node/1', 'title', 'Staff', 'Name aus OSM'),
             (${place.id}, 'node/1', 'detail:phone', NULL, '+423 555 55 55')`)
    const entry = (await inbox('?source=osm&pageSize=100')).entries.find((e) => e.id === place.id)
    expect(entry?.fields.map((f) => [f.field, f.proposed, f.status])).toEqual([
      ['title', 'Name aus OSM', 'open'],
      ['detail:phone', '+423 555 55 55', 'open'],
    ])
    const first = await admin('POST', `/api/inbox/osm/${place.id}/decision/`, {
      accept: [{ field: 'title' }],
    })
    expect(first.statusCode, first.body).toBe(200)
    expect(InboxEntry.parse(first.json()).fields.map((f) => f.status)).toEqual(['accepted', 'open'])
    expect((await item(place.id)).title).toBe('Name aus OSM')
    expect(
      (await admin('POST', `/api/inbox/osm/${place.id}/decision/`, { reject: ['title'] })).statusCode,
    ).toBe(409)
    const second = await admin('POST', `/api/inbox/osm/${place.id}/decision/`, { reject: ['detail:phone'] })
    expect(InboxEntry.parse(second.json()).status).toBe('accepted')
    expect((await inbox('?source=osm&pageSize=100')).entries.some((e) => e.id === place.id)).toBe(false)
  })
})
