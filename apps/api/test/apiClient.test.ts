import { type ApiClient, ApiError, createApiClient } from '@quo/api-client'
import { decodeBasemap } from '@quo/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { useListeningApp, useTokens } from './oidcFlow.js'

// @quo/api-client against the real API: every response must satisfy the contract the client
// parses with, and the multi-step creations must work end to end with a real staff token.
const listening = useListeningApp()
const tokens = useTokens(listening)

let api: ApiClient
beforeAll(() => {
  api = createApiClient({ baseUrl: `${listening.origin()}/api`, getToken: () => tokens.staff() })
})

describe('@quo/api-client against the API', () => {
  it('parses every public read', async () => {
    const { branches } = await api.branches()
    const fair = branches.find((b) => b.levels.length > 0)
    const withEvents = branches.find((b) => b.hasEvents)
    expect(fair && withEvents).toBeTruthy()
    if (!fair || !withEvents) return
    const rows = decodeBasemap(await api.basemap(fair.shortId))
    expect(rows.length).toBeGreaterThan(100)
    const first = rows[0]
    if (!first) return
    expect((await api.item(first.nanoId)).title).toBe(first.title)
    const countries = await api.countries()
    const [
      categories,
      icons,
      tags,
      keys,
      states,
      cities,
      nearest,
      contests,
      featured,
      lists,
      shortcuts,
      events,
      buildings,
      streets,
    ] = await Promise.all([
      api.categories(),
      api.icons(),
      api.tags(),
      api.detailKeys(),
      api.states(),
      api.citiesOfCountry(countries[0]?.id ?? 1),
      api.nearestCity(47.141, 9.521),
      api.contests(),
      api.featured(),
      api.lists(),
      api.searchShortcuts(),
      api.events(withEvents.shortId),
      api.buildings(fair.shortId),
      api.streets(fair.shortId),
      api.basemap(),
    ])
    for (const list of [categories, icons, tags, keys, states, cities, featured, lists, shortcuts]) {
      expect(list.length).toBeGreaterThan(0)
    }
    expect(nearest.distanceMeters).toBeLessThan(5000)
    expect(Array.isArray(contests) && Array.isArray(events)).toBe(true)
    expect(Array.isArray(buildings) && Array.isArray(streets)).toBe(true)
  })

  it('creates an item in steps: item, categories, address, then the dashboard read', async () => {
    const result = await api.createItemInSteps({
      title: 'Bäckerei am Platz',
      lon: 9.5212,
      lat: 47.1405,
      categoryIds: [1, 2],
      address: { lat: 47.1405, lon: 9.5212, street: 'Städtle', housenumber: '3' },
    })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.data.categories.map((c) => c.categoryId).sort()).toEqual([1, 2])
    expect(result.data.addresses[0]).toMatchObject({ street: 'Städtle', housenumber: '3' })
    expect(result.data.itemReviews).toHaveLength(1)

    const shape = await api.createGeojsonForItem({
      itemId: result.data.id,
      type: 1,
      geojsonType: 1000,
      geojson: {
        type: 'Polygon',
        coordinates: [
          [
            [9.5211, 47.1404],
            [9.5213, 47.1404],
            [9.5213, 47.1406],
            [9.5211, 47.1404],
          ],
        ],
      },
    })
    expect(shape.ok && shape.data.link.itemId).toBe(result.data.id)
    const doc = await api.createJsonForItem({ itemId: result.data.id, type: 1, json: { ofen: 'Holz' } })
    expect(doc.ok && doc.data.json.json).toEqual({ ofen: 'Holz' })
  })

  it('stops an event creation at the failing step', async () => {
    const item = await api.createItem({ title: 'Adventsmarkt', lon: 9.52, lat: 47.14 })
    const ok = await api.createEventInSteps({
      itemId: item.id,
      dateBegin: '2026-12-05T15:00:00.000Z',
      dateEnd: '2026-12-05T21:00:00.000Z',
      branchIds: [1],
    })
    expect(ok.ok && ok.data.branches).toEqual([{ branchId: 1 }])
    const failed = await api.createEventInSteps({
      itemId: item.id,
      dateBegin: '2026-12-06T15:00:00.000Z',
      dateEnd: '2026-12-06T21:00:00.000Z',
      branchIds: [999],
    })
    expect(failed.ok).toBe(false)
    expect(!failed.ok && [failed.step, failed.error.status]).toEqual(['branches', 404])
  })

  it('answers change requests as {success, …} and keeps staff calls closed to guests', async () => {
    const shortcuts = await api.searchShortcuts()
    const open = shortcuts.find((s) => s.allowChangeRequest)
    expect(open).toBeTruthy()
    const [row] = (await api.basemap()).items
    const sent = await api.submitChangeRequest({
      kind: 'change',
      fillMs: 5000,
      searchShortcutId: open?.id ?? 0,
      itemNanoId: row?.[0],
      message: 'Die Öffnungszeiten stimmen nicht mehr.',
    })
    expect(sent.success).toBe(true)
    const inbox = await api.changeRequests({ status: 'open' })
    expect(inbox[0]?.id).toBe(sent.success ? sent.data.id : -1)
    const unknown = await api.submitChangeRequest({
      kind: 'change',
      searchShortcutId: 99_999,
      message: 'x',
      fillMs: 5000,
    })
    expect(!unknown.success && unknown.error.status).toBe(404)

    const guest = createApiClient({ baseUrl: `${listening.origin()}/api`, getToken: () => tokens.guest() })
    const denied = await guest.dashboardItems().catch((e: unknown) => e)
    expect(denied).toBeInstanceOf(ApiError)
    expect((denied as ApiError).status).toBe(403)
  })
})
