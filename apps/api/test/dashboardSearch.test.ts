import { Category, DashboardItem, DashboardItemsPage, DeletedPlacesPage } from '@quo/contract'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { created, sender, useTokenApp } from './staffTokens.js'

// The dashboard's list searches item_search, a row per item kept by triggers (0028_item_search):
// every way staff change what it holds must show in the next search, and nothing stale may stay.
const tokenApp = useTokenApp()
const admin = sender(tokenApp, { roles: ['staff', 'admin'], sub: 'admin-anna' })
/** An editor of Malbun (branch 21) only, who sees places on no branch but not Vaduz's. */
const malbunEditor = sender(tokenApp, { roles: ['staff'], branches: [21], sub: 'editor-max' })

let categories: Category[]

beforeAll(async () => {
  categories = z.array(Category).parse((await tokenApp.app().inject({ url: '/api/categories/' })).json())
})

/** The ids the list finds for these filters, and its total. */
async function found(query: Record<string, string>, send = admin) {
  const res = await send('GET', `/api/items/dashboard/?${new URLSearchParams({ pageSize: '100', ...query })}`)
  expect(res.statusCode, res.body).toBe(200)
  const page = DashboardItemsPage.parse(res.json())
  expect(page.items).toHaveLength(Math.min(page.total, 100))
  return page.items.map((i) => i.id)
}

function otherMainCategory(than: string): Category {
  const other = categories.find((c) => c.mainCategory !== than)
  if (!other) throw new Error('the seed has one main category only')
  return other
}

describe('the dashboard search', () => {
  it('finds a place by title, detail and id, filtered by main category and country, as staff edit it', async () => {
    const category = categories[0] as Category
    const id = await created(admin, '/api/items', {
      title: 'Zauberwerkstatt Quxli',
      lon: 9.5209,
      lat: 47.1402,
      categoryIds: [category.id],
      address: { cityId: 1, countryId: 1, street: 'Städtle', housenumber: '3' },
      details: [{ dataKeyV2: 'shortDescription', dataValue: 'Hier gibt es Flimmerglas' }],
    })
    const place = DashboardItem.parse((await admin('GET', `/api/items/dashboard/${id}`)).json())
    const countryId = place.addresses[0]?.countryId as number
    expect(countryId).toBeGreaterThan(0)

    expect(await found({ q: 'flimmerGLAS' })).toEqual([id])
    expect(await found({ q: 'werkstatt quxli' })).toEqual([id])
    expect(await found({ q: place.nanoId })).toEqual([id])
    expect(await found({ q: 'Quxli', mainCategories: category.mainCategory })).toEqual([id])
    const other = otherMainCategory(category.mainCategory)
    expect(await found({ q: 'Quxli', mainCategories: other.mainCategory })).toEqual([])
    expect(await found({ q: 'Quxli', countryId: String(countryId) })).toEqual([id])
    expect(await found({ q: 'Quxli', countryId: String(countryId + 1000) })).toEqual([])
    // `%` and `_` are searched for literally, not as wildcards.
    expect(await found({ q: 'Zauber%Quxli' })).toEqual([])

    // A detail rewritten: the old words are gone, the new ones found.
    const detail = place.itemDetails[0]?.id as number
    const put = await admin('PUT', `/api/items/details/${detail}`, {
      id: detail,
      dataValue: 'Nun mit Glimmersand',
    })
    expect(put.statusCode, put.body).toBe(200)
    expect(await found({ q: 'Flimmerglas' })).toEqual([])
    expect(await found({ q: 'Glimmersand' })).toEqual([id])

    // Renamed.
    const renamed = await admin('PUT', `/api/items/${id}`, { title: 'Spielwerkstatt Quxli' })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(await found({ q: 'Zauberwerkstatt' })).toEqual([])
    expect(await found({ q: 'Spielwerkstatt' })).toEqual([id])

    // Its category swapped for one of another main category.
    expect(
      (await admin('POST', '/api/items/categories/', { itemId: id, categoryId: other.id })).statusCode,
    ).toBe(201)
    expect((await admin('DELETE', `/api/items/categories/${id}/${category.id}`)).statusCode).toBe(200)
    expect(await found({ q: 'Quxli', mainCategories: category.mainCategory })).toEqual([])
    expect(await found({ q: 'Quxli', mainCategories: other.mainCategory })).toEqual([id])

    // Its address's country cleared, then set again.
    const address = place.addresses[0]?.id as number
    expect((await admin('PUT', `/api/items/addresses/${address}`, { countryId: null })).statusCode).toBe(200)
    expect(await found({ q: 'Quxli', countryId: String(countryId) })).toEqual([])
    expect((await admin('PUT', `/api/items/addresses/${address}`, { countryId })).statusCode).toBe(200)
    expect(await found({ q: 'Quxli', countryId: String(countryId) })).toEqual([id])

    // Its detail deleted.
    expect((await admin('DELETE', `/api/items/details/${detail}`)).statusCode).toBe(200)
    expect(await found({ q: 'Glimmersand' })).toEqual([])
    expect(await found({ q: 'Quxli' })).toEqual([id])
  })

  it('follows a category moved to another main category, a delete and its restore', async () => {
    const category = categories[1] as Category
    const id = await created(admin, '/api/items', {
      title: 'Brunnenstube Wexl',
      lon: 9.521,
      lat: 47.141,
      categoryIds: [category.id],
      details: [{ dataKeyV2: 'shortDescription', dataValue: 'Quellwasser vom Berg' }],
    })
    expect(await found({ q: 'Wexl', mainCategories: category.mainCategory })).toEqual([id])

    // Categories change outside the staff routes (an import, an administrator's SQL).
    const db = tokenApp.database().db
    const other = otherMainCategory(category.mainCategory)
    await db.execute(
      sql`UPDATE categories SET main_category = ${other.mainCategory} WHERE id = ${category.id}`,
    )
    try {
      expect(await found({ q: 'Wexl', mainCategories: category.mainCategory })).toEqual([])
      expect(await found({ q: 'Wexl', mainCategories: other.mainCategory })).toEqual([id])
    } finally {
      await db.execute(
        sql`UPDATE categories SET main_category = ${category.mainCategory} WHERE id = ${category.id}`,
      )
    }
    expect(await found({ q: 'Wexl', mainCategories: category.mainCategory })).toEqual([id])

    expect((await admin('DELETE', `/api/items/${id}`)).statusCode).toBe(200)
    expect(await found({ q: 'Wexl' })).toEqual([])
    expect(await found({ q: 'Quellwasser' })).toEqual([])
    const deleted = DeletedPlacesPage.parse((await admin('GET', '/api/items/dashboard/deleted/')).json())
    const entry = deleted.places.find((p) => p.itemId === id)
    expect((await admin('POST', `/api/history/${entry?.historyId}/restore/`, {})).statusCode).toBe(200)
    expect(await found({ q: 'Quellwasser', mainCategories: category.mainCategory })).toEqual([id])
  })

  it('shows a branch editor only the places they may see, sorted and counted over all matches', async () => {
    // The seed's generated places share words; "weg" is in many titles and descriptions.
    const all = await found({ q: 'weg', sort: '1' })
    expect(all.length).toBeGreaterThan(10)
    const page = DashboardItemsPage.parse(
      (await admin('GET', '/api/items/dashboard/?q=weg&pageSize=10&sort=2')).json(),
    )
    const titles = page.items.map((i) => i.title.toLowerCase())
    expect(titles).toEqual([...titles].sort().reverse())
    const recent = DashboardItemsPage.parse(
      (await admin('GET', '/api/items/dashboard/?q=weg&pageSize=10&sort=3')).json(),
    )
    expect(recent.total).toBe(page.total)
    const changed = recent.items.map((i) => Date.parse(i.dateUpdated))
    expect(changed).toEqual([...changed].sort((a, b) => b - a))

    const malbun = DashboardItemsPage.parse(
      (await malbunEditor('GET', '/api/items/dashboard/?q=weg&pageSize=100')).json(),
    )
    expect(malbun.total).toBeLessThan(page.total)
    expect(malbun.items).toHaveLength(Math.min(malbun.total, 100))
  })
})
