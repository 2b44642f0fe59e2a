import {
  Category,
  DashboardEvent,
  DashboardEventsPage,
  DashboardItem,
  DashboardItemsPage,
  Problem,
  SearchShortcut,
  StaffChangeRequest,
} from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { useListeningApp, useTokens } from './oidcFlow.js'

const listening = useListeningApp()
const tokens = useTokens(listening)

const get = (url: string, bearer: string | undefined = tokens.staff()) =>
  listening.app().inject({ url, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} })

const STAFF_URLS = [
  '/api/items/dashboard/',
  '/api/items/dashboard/1',
  '/api/events/dashboard/',
  '/api/events/dashboard/1',
  '/api/items/change-requests/',
]

describe('staff reads', () => {
  it.each(STAFF_URLS)('%s needs a staff token: 401 without, 403 for others', async (url) => {
    expect((await get(url, '')).statusCode).toBe(401)
    expect((await get(url, tokens.guest())).statusCode).toBe(403)
    expect((await get(url)).statusCode).toBe(200)
  })

  it('pages through items, sorted by title by default', async () => {
    const first = DashboardItemsPage.parse((await get('/api/items/dashboard/?pageSize=10')).json())
    expect(first.items).toHaveLength(10)
    expect(first.total).toBeGreaterThan(3000)
    expect(first.pageCount).toBe(Math.ceil(first.total / 10))
    const titles = first.items.map((i) => i.title.toLowerCase())
    expect(titles).toEqual([...titles].sort())
    const second = DashboardItemsPage.parse((await get('/api/items/dashboard/?pageSize=10&page=2')).json())
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id)
  })

  it('searches titles and details and filters by category, review due and tag', async () => {
    const hits = DashboardItemsPage.parse(
      (await get('/api/items/dashboard/?q=restaurant&pageSize=50')).json(),
    )
    expect(hits.total).toBeGreaterThan(0)
    const categories = z
      .array(Category)
      .parse((await listening.app().inject({ url: '/api/categories/' })).json())
    const pharmacy = categories.find((c) => c.subCategory === 'Pharmacy')
    const byCategory = DashboardItemsPage.parse(
      (await get(`/api/items/dashboard/?categoryIds=${pharmacy?.id}&pageSize=200`)).json(),
    )
    expect(byCategory.total).toBeGreaterThan(0)
    expect(byCategory.items.every((i) => i.categoryIds.includes(pharmacy?.id as number))).toBe(true)
    const due = DashboardItemsPage.parse(
      (await get('/api/items/dashboard/?reviewDue=true&sort=4&pageSize=200')).json(),
    )
    expect(due.total).toBeGreaterThan(0)
    expect(due.items.every((i) => i.reviewDue !== null && Date.parse(i.reviewDue) <= Date.now())).toBe(true)
    const notDue = DashboardItemsPage.parse(
      (await get('/api/items/dashboard/?reviewDue=false&pageSize=1')).json(),
    )
    expect(notDue.total + due.total).toBe(
      DashboardItemsPage.parse((await get('/api/items/dashboard/?pageSize=1')).json()).total,
    )
  })

  it('rejects malformed filters with field paths', async () => {
    const res = await get('/api/items/dashboard/?categoryIds=a,b&sort=9&color=red')
    expect(res.statusCode).toBe(400)
    const paths = Problem.parse(res.json()).errors?.map((e) => e.path) ?? []
    expect(paths.some((p) => p.includes('categoryIds'))).toBe(true)
  })

  it('returns an item with its reviews, and 404 for an unknown one', async () => {
    const item = DashboardItem.parse((await get('/api/items/dashboard/1')).json())
    expect(item.id).toBe(1)
    expect(item.itemReviews.length).toBeGreaterThan(0)
    expect((await get('/api/items/dashboard/999999')).statusCode).toBe(404)
    expect((await get('/api/items/dashboard/abc')).statusCode).toBe(400)
  })

  it('hides past events by default and shows them on request', async () => {
    const upcoming = DashboardEventsPage.parse((await get('/api/events/dashboard/?pageSize=200')).json())
    expect(upcoming.events.every((e) => Date.parse(e.dateEnd) > Date.now())).toBe(true)
    const all = DashboardEventsPage.parse(
      (await get('/api/events/dashboard/?hidePast=false&pageSize=200')).json(),
    )
    expect(all.total).toBeGreaterThan(upcoming.total)
    const event = DashboardEvent.parse((await get(`/api/events/dashboard/${all.events[0]?.id}`)).json())
    expect(event.branches.length).toBeGreaterThan(0)
    expect((await get('/api/events/dashboard/999999')).statusCode).toBe(404)
  })

  it('lists visitors’ change requests newest first, with position and contact, filtered by branch', async () => {
    const app = listening.app()
    const shortcuts = z
      .array(SearchShortcut)
      .parse((await app.inject({ url: '/api/search/shortcuts/' })).json())
    const shortcut = shortcuts.find((s) => s.allowItemAddition && s.branchShortId !== null) as SearchShortcut
    const sent = await app.inject({
      method: 'POST',
      url: '/api/items/change-requests/',
      payload: {
        kind: 'addition',
        searchShortcutId: shortcut.id,
        title: 'Neuer Brunnen',
        message: 'Beim Spielplatz steht ein Trinkbrunnen.',
        lon: 9.52,
        lat: 47.14,
        name: 'Anna',
      },
    })
    expect(sent.statusCode).toBe(201)
    const list = z
      .array(StaffChangeRequest)
      .parse((await get('/api/items/change-requests/?status=open')).json())
    expect(list[0]).toMatchObject({
      kind: 'addition',
      title: 'Neuer Brunnen',
      lon: 9.52,
      lat: 47.14,
      name: 'Anna',
      email: null,
      branchShortId: shortcut.branchShortId,
    })
    const other = shortcut.branchShortId === 1 ? 2 : 1
    const elsewhere = z
      .array(StaffChangeRequest)
      .parse((await get(`/api/items/change-requests/?branchShortId=${other}`)).json())
    expect(elsewhere.some((r) => r.title === 'Neuer Brunnen')).toBe(false)
    expect((await get('/api/items/change-requests/?status=maybe')).statusCode).toBe(400)
  })
})
