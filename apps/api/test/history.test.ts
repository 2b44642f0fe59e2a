import { BranchesResponse, DashboardItem, DeletedPlacesPage, HistoryPage, Problem, Tag } from '@quo/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { created, type Send, sender, useTokenApp } from './staffTokens.js'

const tokenApp = useTokenApp()
const admin = sender(tokenApp, { roles: ['staff', 'admin'], sub: 'admin-anna' })
/** An editor of Vaduz (branch 3) only, and one of Malbun (21) only. */
const vaduzEditor = sender(tokenApp, { roles: ['staff'], branches: [3], sub: 'editor-vera' })
const malbunEditor = sender(tokenApp, { roles: ['staff'], branches: [21], sub: 'editor-max' })
const guest = sender(tokenApp, { roles: [] })

const DAY = 86_400_000
const inDays = (d: number) => new Date(Date.now() + d * DAY).toISOString()

async function history(send: Send, itemId: number) {
  const res = await send('GET', `/api/items/dashboard/${itemId}/history/`)
  expect(res.statusCode, res.body).toBe(200)
  return HistoryPage.parse(res.json())
}

const item = async (id: number) =>
  DashboardItem.parse((await admin('GET', `/api/items/dashboard/${id}`)).json())

let vaduzTag: number
let vaduzBranch: number

beforeAll(async () => {
  const branches = BranchesResponse.parse(
    (await tokenApp.app().inject({ url: '/api/branches/' })).json(),
  ).branches
  const tags = z.array(Tag).parse((await tokenApp.app().inject({ url: '/api/tags/' })).json())
  vaduzTag = tags.find((t) => t.tagKey === 'vaduz')?.id as number
  vaduzBranch = branches.find((b) => b.shortId === 3)?.id as number
})

describe('the change history', () => {
  it('records who changed what, before and after, newest first; seeding records nothing', async () => {
    expect((await history(admin, 1)).entries).toEqual([])

    const id = await created(admin, '/api/items', {
      title: 'Verlaufstest',
      lon: 9.52,
      lat: 47.14,
      tagIds: [vaduzTag],
    })
    expect((await vaduzEditor('PUT', `/api/items/${id}`, { title: 'Verlaufstest neu' })).statusCode).toBe(200)
    const detail = await created(admin, '/api/items/details/', {
      itemId: id,
      dataKeyV2: 'shortDescription',
      dataValue: 'Erste Fassung',
    })
    expect(
      (await admin('PUT', `/api/items/details/${detail}`, { id: detail, dataValue: 'Zweite Fassung' }))
        .statusCode,
    ).toBe(200)

    const { entries, total } = await history(admin, id)
    expect(total).toBe(entries.length)
    const [newest, ...older] = entries
    expect(newest).toMatchObject({
      table: 'item_details',
      operation: 'update',
      actorSub: 'admin-anna',
      changes: [{ field: 'dataValue', before: 'Erste Fassung', after: 'Zweite Fassung' }],
    })
    const rename = older.find((e) => e.table === 'items' && e.operation === 'update')
    expect(rename).toMatchObject({
      actorSub: 'editor-vera',
      changes: [{ field: 'title', before: 'Verlaufstest', after: 'Verlaufstest neu' }],
    })
    // The create is one action: the item, its tag, its first review, in one transaction.
    const create = older.filter((e) => e.operation === 'insert' && e.tx === older.at(-1)?.tx)
    expect(create.map((e) => e.table).sort()).toEqual(['item_reviews', 'item_tags', 'items'])
    // The ids only grow: newest first.
    expect(entries.map((e) => e.id)).toEqual([...entries.map((e) => e.id)].sort((a, b) => b - a))
  })

  it('is for staff of the place: 401 without a token, 403 for a guest and for other branches', async () => {
    const id = await created(admin, '/api/items', {
      title: 'Verlauf geschützt',
      lon: 9.52,
      lat: 47.14,
      tagIds: [vaduzTag],
    })
    expect((await tokenApp.app().inject({ url: `/api/items/dashboard/${id}/history/` })).statusCode).toBe(401)
    expect((await guest('GET', `/api/items/dashboard/${id}/history/`)).statusCode).toBe(403)
    expect((await malbunEditor('GET', `/api/items/dashboard/${id}/history/`)).statusCode).toBe(403)
    expect((await vaduzEditor('GET', `/api/items/dashboard/${id}/history/`)).statusCode).toBe(200)
    expect((await admin('GET', `/api/items/dashboard/${id}/history/?pageSize=1000`)).statusCode).toBe(400)
    expect((await admin('GET', '/api/items/dashboard/abc/history/')).statusCode).toBe(400)
  })

  it('restores a field, as a recorded write of its own', async () => {
    const id = await created(admin, '/api/items', {
      title: 'Alter Name',
      lon: 9.52,
      lat: 47.14,
      tagIds: [vaduzTag],
    })
    await admin('PUT', `/api/items/${id}`, { title: 'Neuer Name', lat: 47.15 })
    const change = (await history(admin, id)).entries[0]
    expect(change?.changes.map((c) => c.field).sort()).toEqual(['lat', 'title'])

    const res = await vaduzEditor('POST', `/api/history/${change?.id}/restore/`, { field: 'title' })
    expect(res.statusCode, res.body).toBe(200)
    expect(await item(id)).toMatchObject({ title: 'Alter Name', lat: 47.15 })
    const [restore] = HistoryPage.parse(res.json()).entries
    expect(restore).toMatchObject({
      actorSub: 'editor-vera',
      changes: [{ field: 'title', before: 'Neuer Name', after: 'Alter Name' }],
    })

    // Without a field, every column the entry changed.
    expect((await admin('POST', `/api/history/${change?.id}/restore/`, {})).statusCode).toBe(200)
    expect(await item(id)).toMatchObject({ title: 'Alter Name', lat: 47.14 })
  })

  it('refuses what it cannot restore, and writes nothing then', async () => {
    const id = await created(admin, '/api/items', {
      title: 'Unverändert',
      lon: 9.52,
      lat: 47.14,
      tagIds: [vaduzTag],
    })
    await admin('PUT', `/api/items/${id}`, { title: 'Verändert' })
    const [change] = (await history(admin, id)).entries
    const before = (await history(admin, id)).total

    const notChanged = await admin('POST', `/api/history/${change?.id}/restore/`, { field: 'lon' })
    expect(notChanged.statusCode).toBe(404)
    expect(Problem.parse(notChanged.json()).detail).toMatch(/lon/)
    expect(
      (await admin('POST', `/api/history/${change?.id}/restore/`, { field: 'Title; DROP' })).statusCode,
    ).toBe(400)
    expect(
      (await admin('POST', `/api/history/${change?.id}/restore/`, { field: 'title', extra: 1 })).statusCode,
    ).toBe(400)
    expect((await admin('POST', '/api/history/999999999/restore/', {})).statusCode).toBe(404)
    expect(
      (await malbunEditor('POST', `/api/history/${change?.id}/restore/`, { field: 'title' })).statusCode,
    ).toBe(403)
    const created_ = (await history(admin, id)).entries.find(
      (e) => e.table === 'items' && e.operation === 'insert',
    )
    expect((await admin('POST', `/api/history/${created_?.id}/restore/`, {})).statusCode).toBe(409)
    expect(
      (await admin('POST', `/api/history/${created_?.id}/restore/`, { field: 'title' })).statusCode,
    ).toBe(400)
    expect((await history(admin, id)).total).toBe(before)
    expect((await item(id)).title).toBe('Verändert')
  })

  it('takes an added detail away and puts a removed one back with its id', async () => {
    const id = await created(admin, '/api/items', { title: 'Details', lon: 9.52, lat: 47.14 })
    const detail = await created(admin, '/api/items/details/', {
      itemId: id,
      dataKeyV2: 'phone',
      dataValue: '+423 000 00 00',
    })
    expect((await admin('DELETE', `/api/items/details/${detail}`)).statusCode).toBe(200)
    const [removal] = (await history(admin, id)).entries
    expect(removal).toMatchObject({ table: 'item_details', operation: 'delete' })
    expect((await admin('POST', `/api/history/${removal?.id}/restore/`, {})).statusCode).toBe(200)
    expect((await item(id)).itemDetails.find((d) => d.id === detail)?.dataValue).toBe('+423 000 00 00')
    // Restoring the removal again: the detail is there already.
    expect((await admin('POST', `/api/history/${removal?.id}/restore/`, {})).statusCode).toBe(409)

    const addition = (await history(admin, id)).entries.find(
      (e) => e.table === 'item_details' && e.operation === 'insert',
    )
    expect((await admin('POST', `/api/history/${addition?.id}/restore/`, {})).statusCode).toBe(200)
    // Taken away already: a second undo says so instead of pretending.
    expect((await admin('POST', `/api/history/${addition?.id}/restore/`, {})).statusCode).toBe(409)
    expect((await item(id)).itemDetails.some((d) => d.id === detail)).toBe(false)
  })

  it('brings a deleted place back with everything its delete took along', async () => {
    const id = await created(admin, '/api/items', {
      title: 'Gelöschter Ort',
      lon: 9.521,
      lat: 47.141,
      categoryIds: [1],
      tagIds: [vaduzTag],
    })
    await created(admin, '/api/items/details/', {
      itemId: id,
      dataKeyV2: 'shortDescription',
      dataValue: 'Bleibt',
    })
    const event = await created(admin, '/api/events', {
      itemId: id,
      dateBegin: inDays(1),
      dateEnd: inDays(2),
      branchIds: [vaduzBranch],
    })
    const full = await item(id)
    expect((await admin('DELETE', `/api/items/${id}`)).statusCode).toBe(200)
    expect((await admin('GET', `/api/items/dashboard/${id}`)).statusCode).toBe(404)

    const listed = async (send: Send) =>
      DeletedPlacesPage.parse((await send('GET', '/api/items/dashboard/deleted/')).json()).places
    const entry = (await listed(admin)).find((p) => p.itemId === id)
    expect(entry).toMatchObject({ title: 'Gelöschter Ort', nanoId: full.nanoId })
    expect((await listed(vaduzEditor)).some((p) => p.itemId === id)).toBe(true)
    expect((await listed(malbunEditor)).some((p) => p.itemId === id)).toBe(false)
    expect((await malbunEditor('POST', `/api/history/${entry?.historyId}/restore/`, {})).statusCode).toBe(403)

    const res = await vaduzEditor('POST', `/api/history/${entry?.historyId}/restore/`, {})
    expect(res.statusCode, res.body).toBe(200)
    const back = await item(id)
    expect(back).toMatchObject({ nanoId: full.nanoId, title: 'Gelöschter Ort', lon: 9.521, lat: 47.141 })
    expect(back.categories.map((c) => c.categoryId)).toEqual([1])
    expect(back.tags.map((t) => t.tagId)).toEqual([vaduzTag])
    expect(back.itemDetails.map((d) => d.dataValue)).toEqual(['Bleibt'])
    expect(back.itemReviews).toHaveLength(1)
    expect(back.events.map((e) => e.id)).toEqual([event])
    const restoredEvent = await admin('GET', `/api/events/dashboard/${event}`)
    expect(
      (restoredEvent.json() as { branches: { branchId: number }[] }).branches.map((b) => b.branchId),
    ).toEqual([vaduzBranch])
    expect((await listed(admin)).some((p) => p.itemId === id)).toBe(false)
    expect((await admin('POST', `/api/history/${entry?.historyId}/restore/`, {})).statusCode).toBe(409)
    // The event's own history holds its restore.
    const events = HistoryPage.parse((await admin('GET', `/api/events/dashboard/${event}/history/`)).json())
    expect(events.entries[0]).toMatchObject({
      table: 'event_branches',
      operation: 'insert',
      actorSub: 'editor-vera',
    })
  })

  it('brings a deleted event back with its maps', async () => {
    const id = await created(admin, '/api/items', {
      title: 'Eventort',
      lon: 9.52,
      lat: 47.14,
      tagIds: [vaduzTag],
    })
    const event = await created(admin, '/api/events', {
      itemId: id,
      dateBegin: inDays(3),
      dateEnd: inDays(4),
      branchIds: [vaduzBranch],
    })
    expect((await admin('DELETE', `/api/events/${event}`)).statusCode).toBe(200)
    const events = HistoryPage.parse((await admin('GET', `/api/events/dashboard/${event}/history/`)).json())
    const removal = events.entries.find((e) => e.table === 'events' && e.operation === 'delete')
    expect(removal).toBeDefined()
    expect((await vaduzEditor('POST', `/api/history/${removal?.id}/restore/`, {})).statusCode).toBe(200)
    const back = await admin('GET', `/api/events/dashboard/${event}`)
    expect(back.statusCode).toBe(200)
    expect((back.json() as { branches: { branchId: number }[] }).branches.map((b) => b.branchId)).toEqual([
      vaduzBranch,
    ])
  })

  it('a write that fails records nothing', async () => {
    const id = await created(admin, '/api/items', { title: 'Fehlschlag', lon: 9.52, lat: 47.14 })
    const before = (await history(admin, id)).total
    expect(
      (await admin('POST', '/api/items/categories/multiple/', { itemId: id, categoryIds: [1, 999_999] }))
        .statusCode,
    ).toBe(404)
    expect((await history(admin, id)).total).toBe(before)
  })
})
