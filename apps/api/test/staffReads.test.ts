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
import { categories as categoriesTable, itemCategories } from '../src/db/schema/index.js'
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

  it('sorts the unfiltered list by title backwards and by last change, with the full total', async () => {
    const page = async (query: string) =>
      DashboardItemsPage.parse((await get(`/api/items/dashboard/?${query}`)).json())
    const byTitle = await page('pageSize=1')
    const backwards = await page('sort=2&pageSize=30')
    const titles = backwards.items.map((i) => i.title.toLowerCase())
    expect(titles).toEqual([...titles].sort().reverse())
    expect(backwards.total).toBe(byTitle.total)
    const recent = await page('sort=3&pageSize=30')
    const changed = recent.items.map((i) => Date.parse(i.dateUpdated))
    expect(changed).toEqual([...changed].sort((a, b) => b - a))
    const next = await page('sort=3&pageSize=30&page=2')
    expect(Date.parse(next.items[0]?.dateUpdated ?? '')).toBeLessThanOrEqual(changed.at(-1) ?? 0)
    expect(next.items.map((i) => i.id)).not.toContain(recent.items[0]?.id)
    expect(recent.total).toBe(byTitle.total)
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
        fillMs: 5000,
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

const DAY_MS = 86_400_000

const itemsPage = async (query: string) => {
  const res = await get(`/api/items/dashboard/?${query}`)
  expect(res.statusCode).toBe(200)
  return DashboardItemsPage.parse(res.json())
}

describe('dashboard items: reviews due within a window', () => {
  it('lists the places whose open review is due before an instant, soonest first', async () => {
    const before = new Date(Date.now() + 30 * DAY_MS).toISOString()
    const soon = await itemsPage(`reviewDueBefore=${before}&reviewDue=false&sort=4&pageSize=200`)
    expect(soon.total).toBeGreaterThan(0)
    const dues = soon.items.map((i) => Date.parse(i.reviewDue ?? ''))
    // Not overdue: due today (Liechtenstein's day) or later.
    expect(dues.every((d) => d > Date.now() - DAY_MS && d < Date.parse(before))).toBe(true)
    expect(dues).toEqual([...dues].sort((a, b) => a - b))
    // Without reviewDue, the window holds the overdue ones too; the two parts add up.
    const overdue = await itemsPage('reviewDue=true&pageSize=1')
    const window = await itemsPage(`reviewDueBefore=${before}&pageSize=1`)
    expect(window.total).toBe(overdue.total + soon.total)
    // An instant long past holds nothing, one far ahead every place with an open review.
    expect((await itemsPage('reviewDueBefore=2000-01-01T00:00:00Z&pageSize=1')).total).toBe(0)
    const far = await itemsPage(
      `reviewDueBefore=${new Date(Date.now() + 3650 * DAY_MS).toISOString()}&pageSize=1`,
    )
    expect(far.total).toBeGreaterThanOrEqual(window.total)
  })

  it('accepts an offset and keeps the other filters', async () => {
    const before = new Date(Date.now() + 30 * DAY_MS).toISOString().replace('Z', '+00:00')
    const res = await get(
      `/api/items/dashboard/?reviewDueBefore=${encodeURIComponent(before)}&q=a&pageSize=1`,
    )
    expect(res.statusCode).toBe(200)
    const narrowed = DashboardItemsPage.parse(res.json())
    const wide = await itemsPage(`reviewDueBefore=${encodeURIComponent(before)}&pageSize=1`)
    expect(narrowed.total).toBeLessThanOrEqual(wide.total)
  })

  it.each(['tomorrow', '2025-13-01T00:00:00Z', '2025-06-01', ''])(
    'rejects reviewDueBefore=%s as a 400 problem',
    async (value) => {
      const res = await get(`/api/items/dashboard/?reviewDueBefore=${encodeURIComponent(value)}`)
      expect(res.statusCode).toBe(400)
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/)
      const paths = Problem.parse(res.json()).errors?.map((e) => e.path) ?? []
      expect(paths.some((p) => p.includes('reviewDueBefore'))).toBe(true)
    },
  )
})

describe('dashboard items: main categories', () => {
  it('expands a main category to its sub-categories in the API', async () => {
    const all = z.array(Category).parse((await listening.app().inject({ url: '/api/categories/' })).json())
    const eating = all.filter((c) => c.mainCategory === 'Eating').map((c) => c.id)
    expect(eating.length).toBeGreaterThan(0)
    const byMain = await itemsPage('mainCategories=Eating&pageSize=200')
    const byIds = await itemsPage(`categoryIds=${eating.join(',')}&pageSize=1`)
    expect(byMain.total).toBeGreaterThan(0)
    expect(byMain.total).toBe(byIds.total)
    expect(byMain.items.every((i) => i.categoryIds.some((id) => eating.includes(id)))).toBe(true)
    const twoMains = await itemsPage(
      `mainCategories=${encodeURIComponent('Eating,Craft & Produce')}&pageSize=1`,
    )
    expect(twoMains.total).toBeGreaterThanOrEqual(byMain.total)
  })

  it('is not cut at the 100 ids a list of ids may hold', async () => {
    const db = listening.database().db
    const added = await db
      .insert(categoriesTable)
      .values(
        Array.from({ length: 120 }, (_, n) => ({
          mainCategory: 'Sights',
          subCategory: `Test sight ${n}`,
          backgroundColorName: 'white',
          colorName: 'black',
        })),
      )
      .returning({ id: categoriesTable.id })
    const last = added.at(-1)?.id as number
    await db.insert(itemCategories).values({ itemId: 1, categoryId: last })
    const sights = await itemsPage('mainCategories=Sights&pageSize=200')
    expect(sights.items.some((i) => i.id === 1 && i.categoryIds.includes(last))).toBe(true)
    // A list of ids stays capped, so a client that expanded itself would have been refused.
    const ids = added.map((c) => c.id).join(',')
    expect((await get(`/api/items/dashboard/?categoryIds=${ids}`)).statusCode).toBe(400)
  })

  it('rejects an unknown main category', async () => {
    const res = await get('/api/items/dashboard/?mainCategories=Eating,Nonsense')
    expect(res.statusCode).toBe(400)
    const paths = Problem.parse(res.json()).errors?.map((e) => e.path) ?? []
    expect(paths.some((p) => p.includes('mainCategories'))).toBe(true)
  })
})
