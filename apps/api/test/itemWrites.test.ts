import { BasemapResponse, DashboardItem, Problem, ReviewUpdateResult } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { staffRequest, useListeningApp, useTokens } from './oidcFlow.js'

const listening = useListeningApp()
const tokens = useTokens(listening)

const send = staffRequest(listening, tokens)

const NEW_ITEM = {
  title: 'Café Rheinblick',
  lon: 9.5209,
  lat: 47.1402,
  categoryIds: [1, 2],
  address: { cityId: 1, street: 'Städtle', housenumber: '12' },
}

describe('item writes', () => {
  it('need a staff token: 401 without, 403 for others', async () => {
    expect((await send('POST', '/api/items', NEW_ITEM, '')).statusCode).toBe(401)
    expect((await send('POST', '/api/items', NEW_ITEM, tokens.guest())).statusCode).toBe(403)
    expect((await send('PUT', '/api/items/1', { title: 'x' }, tokens.guest())).statusCode).toBe(403)
    expect((await send('PUT', '/api/items/reviews/1', { note: 'x' }, '')).statusCode).toBe(401)
  })

  it('create an item with categories, address and its first open review, atomically', async () => {
    const res = await send('POST', '/api/items', NEW_ITEM)
    expect(res.statusCode).toBe(201)
    const item = DashboardItem.parse(res.json())
    expect(item.title).toBe('Café Rheinblick')
    expect(item.categories.map((c) => c.categoryId).sort()).toEqual([1, 2])
    expect(item.addresses[0]?.street).toBe('Städtle')
    expect(item.itemReviews).toHaveLength(1)
    expect(item.itemReviews[0]).toMatchObject({ isCompleted: false, note: '' })
    expect(Date.now() - Date.parse(item.itemReviews[0]?.dateDue ?? '')).toBeLessThan(60_000)

    // The public basemap shows it once the change feed has dropped the cached body.
    let found = false
    for (let i = 0; i < 100 && !found; i++) {
      const basemap = BasemapResponse.parse(
        (await listening.app().inject({ url: '/api/items/basemap/' })).json(),
      )
      found = basemap.items.some((r) => r[0] === item.nanoId)
      if (!found) await new Promise((r) => setTimeout(r, 25))
    }
    expect(found).toBe(true)
  })

  it('create an item with its details in one request; a refused detail leaves nothing made', async () => {
    const details = [
      { dataKeyV2: 'phone', dataValue: '+423 232 12 34' },
      { dataKeyV2: 'shortDescription', dataValue: 'Kaffee mit Blick auf den Rhein' },
    ]
    const res = await send('POST', '/api/items', { ...NEW_ITEM, title: 'Café Detail', details })
    expect(res.statusCode).toBe(201)
    const item = DashboardItem.parse(res.json())
    expect(item.itemDetails.map((d) => [d.dataKeyV2, d.dataValue]).sort()).toEqual([
      ['phone', '+423 232 12 34'],
      ['shortDescription', 'Kaffee mit Blick auf den Rhein'],
    ])

    // Its first review is due now: due today, not overdue at once.
    const listed = async (reviewDue: boolean) =>
      (
        (
          await listening.app().inject({
            url: `/api/items/dashboard/?q=Caf%C3%A9%20Detail&reviewDue=${reviewDue}`,
            headers: { authorization: `Bearer ${tokens.staff()}` },
          })
        ).json() as { total: number }
      ).total
    expect(await listed(true)).toBe(0)
    expect(await listed(false)).toBe(1)

    // The second detail is refused by its place in the list; no item of that title exists.
    const refused = await send('POST', '/api/items', {
      ...NEW_ITEM,
      title: 'Halbfertig',
      details: [details[0], { dataKeyV2: 'phone2', dataValue: 'ca. zwei' }],
    })
    expect(refused.statusCode).toBe(400)
    const paths = Problem.parse(refused.json()).errors?.map((e) => e.path)
    expect(paths?.[0]).toMatch(/^body\.details\.1\./)
    const search = await listening.app().inject({
      url: '/api/items/dashboard/?q=Halbfertig',
      headers: { authorization: `Bearer ${tokens.staff()}` },
    })
    expect((search.json() as { total: number }).total).toBe(0)
    // A key twice is refused before anything is read.
    const twice = await send('POST', '/api/items', { ...NEW_ITEM, details: [details[0], details[0]] })
    expect(twice.statusCode).toBe(400)
  })

  it('write nothing when a referenced record is unknown', async () => {
    const res = await send('POST', '/api/items', {
      ...NEW_ITEM,
      title: 'Geisterhaus',
      categoryIds: [999_999],
    })
    expect(res.statusCode).toBe(404)
    const search = await listening.app().inject({
      url: '/api/items/dashboard/?q=Geisterhaus',
      headers: { authorization: `Bearer ${tokens.staff()}` },
    })
    expect((search.json() as { total: number }).total).toBe(0)
  })

  it('reject bad bodies with field paths', async () => {
    const res = await send('POST', '/api/items', { title: '', lon: 200, lat: 47, color: 'red' })
    expect(res.statusCode).toBe(400)
    const paths = Problem.parse(res.json()).errors?.map((e) => e.path) ?? []
    expect(paths).toEqual(expect.arrayContaining(['body.title', 'body.lon']))
  })

  it('update an item and answer 404 for an unknown one', async () => {
    const res = await send('PUT', '/api/items/1', { title: 'Umbenannt' })
    expect(res.statusCode).toBe(200)
    expect(DashboardItem.parse(res.json()).title).toBe('Umbenannt')
    expect((await send('PUT', '/api/items/999999', { title: 'x' })).statusCode).toBe(404)
  })

  it('checking a review completes it and schedules the next one', async () => {
    const created = DashboardItem.parse(
      (await send('POST', '/api/items', { ...NEW_ITEM, title: 'Prüfling' })).json(),
    )
    const first = created.itemReviews[0]
    const next = '2027-06-01T00:00:00.000Z'
    const res = await send('PUT', `/api/items/reviews/${first?.id}`, {
      isCompleted: true,
      note: 'geprüft',
      nextDateDue: next,
    })
    expect(res.statusCode).toBe(200)
    const result = ReviewUpdateResult.parse(res.json())
    expect(result.review).toMatchObject({ isCompleted: true, note: 'geprüft' })
    expect(result.next).toMatchObject({ itemId: created.id, isCompleted: false, dateDue: next })
    const after = DashboardItem.parse(
      (
        await listening.app().inject({
          url: `/api/items/dashboard/${created.id}`,
          headers: { authorization: `Bearer ${tokens.staff()}` },
        })
      ).json(),
    )
    expect(after.itemReviews.filter((r) => !r.isCompleted)).toHaveLength(1)
    expect((await send('PUT', '/api/items/reviews/999999', { isCompleted: true })).statusCode).toBe(404)
    // Found by the fuzzer: only the next review's date changes nothing here, and is no 500.
    const onlyNext = await send('PUT', `/api/items/reviews/${after.itemReviews[0]?.id}`, {
      nextDateDue: new Date().toISOString(),
    })
    expect(onlyNext.statusCode).toBe(200)
  })
})
