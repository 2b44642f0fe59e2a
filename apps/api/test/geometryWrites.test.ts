import {
  DashboardItem,
  GeojsonRecord,
  Item,
  ItemGeojsonLink,
  ItemJsonLink,
  JsonRecord,
  Problem,
} from '@quo/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { BOOTH } from './fixtures.js'
import { staffRequest, useListeningApp, useTokens } from './oidcFlow.js'

const listening = useListeningApp()
const tokens = useTokens(listening)
const send = staffRequest(listening, tokens)

let item: DashboardItem
beforeAll(async () => {
  item = DashboardItem.parse(
    (await send('POST', '/api/items', { title: 'Stand B12', lon: 9.50005, lat: 47.10005 })).json(),
  )
})

describe('geojson writes', () => {
  it('create a geometry, link it to an item, change both; the item shows it', async () => {
    const res = await send('POST', '/api/geojsons/', { geojson: BOOTH, geojsonType: 140 })
    expect(res.statusCode).toBe(201)
    const geojson = GeojsonRecord.parse(res.json())
    const link = await send('POST', '/api/items/geojsons/', {
      itemId: item.id,
      geojsonId: geojson.id,
      type: 1,
    })
    expect(link.statusCode).toBe(201)
    const linked = ItemGeojsonLink.parse(link.json())

    const full = Item.parse(
      (await listening.app().inject({ url: `/api/items/nanoid/${item.nanoId}` })).json(),
    )
    expect(full.geojsons.map((g) => g.nanoId)).toContain(geojson.nanoId)

    const moved = {
      ...BOOTH,
      coordinates: [BOOTH.coordinates[0]?.map(([x, y]) => [x, (y as number) + 0.001])],
    }
    const put = await send('PUT', `/api/geojsons/${geojson.id}`, { geojson: moved })
    expect(put.statusCode).toBe(200)
    expect(GeojsonRecord.parse(put.json())).toMatchObject({ geojson: moved, geojsonType: 140 })
    const relink = await send('PUT', `/api/items/geojsons/${linked.id}`, { type: 2 })
    expect(ItemGeojsonLink.parse(relink.json()).type).toBe(2)

    expect(
      (await send('POST', '/api/items/geojsons/', { itemId: item.id, geojsonId: geojson.id, type: 1 }))
        .statusCode,
    ).toBe(409)
    expect(
      (await send('POST', '/api/items/geojsons/', { itemId: item.id, geojsonId: 999_999, type: 1 }))
        .statusCode,
    ).toBe(404)
    expect((await send('PUT', '/api/geojsons/999999', { geojsonType: 1 })).statusCode).toBe(404)
  })

  it('take a shape off its item, and the shape with it unless another item shows it', async () => {
    const other = DashboardItem.parse(
      (await send('POST', '/api/items', { title: 'Stand B13', lon: 9.50005, lat: 47.10005 })).json(),
    )
    const shape = GeojsonRecord.parse(
      (await send('POST', '/api/geojsons/', { geojson: BOOTH, geojsonType: 140 })).json(),
    )
    const links = await Promise.all(
      [item, other].map(async (i) =>
        ItemGeojsonLink.parse(
          (
            await send('POST', '/api/items/geojsons/', { itemId: i.id, geojsonId: shape.id, type: 140 })
          ).json(),
        ),
      ),
    )
    const shapesOf = async (i: DashboardItem) =>
      Item.parse(
        (await listening.app().inject({ url: `/api/items/nanoid/${i.nanoId}` })).json(),
      ).geojsons.map((g) => g.nanoId)
    const [first, second] = links
    const off = await send('DELETE', `/api/items/geojsons/${first?.id}`)
    expect(off.statusCode).toBe(200)
    expect(await shapesOf(item)).not.toContain(shape.nanoId)
    // Still shown by the other stand: kept.
    expect(await shapesOf(other)).toContain(shape.nanoId)
    expect((await send('PUT', `/api/geojsons/${shape.id}`, { geojsonType: 140 })).statusCode).toBe(200)
    expect((await send('DELETE', `/api/items/geojsons/${second?.id}`)).statusCode).toBe(200)
    expect((await send('PUT', `/api/geojsons/${shape.id}`, { geojsonType: 140 })).statusCode).toBe(404)
    expect((await send('DELETE', `/api/items/geojsons/${second?.id}`)).statusCode).toBe(404)
    expect((await send('DELETE', '/api/items/geojsons/abc')).statusCode).toBe(400)
  })

  it('refuse what is not GeoJSON or not a known type code', async () => {
    const res = await send('POST', '/api/geojsons/', {
      geojson: { type: 'Polygon', coordinates: 'nope' },
      geojsonType: 999,
    })
    expect(res.statusCode).toBe(400)
    expect(Problem.parse(res.json()).errors?.map((e) => e.path)).toEqual(
      expect.arrayContaining(['body.geojson', 'body.geojsonType']),
    )
  })

  it('accept a large hall outline but refuse bodies over 4 MB with 413', async () => {
    const ring = Array.from({ length: 12_000 }, (_, i) => {
      const a = (i / 12_000) * 2 * Math.PI
      return [9.5 + Math.cos(a) * 0.001, 47.1 + Math.sin(a) * 0.001]
    })
    ring.push(ring[0] as number[])
    const large = await send('POST', '/api/geojsons/', {
      geojson: { type: 'Polygon', coordinates: [ring] },
      geojsonType: 120,
    })
    expect(large.statusCode).toBe(201)
    const huge = await send('POST', '/api/geojsons/', {
      geojson: {
        type: 'Polygon',
        coordinates: [
          [...ring, ...ring, ...ring, ...ring, ...ring, ...ring, ...ring, ...ring, ...ring, ...ring],
        ],
      },
      geojsonType: 120,
    })
    expect(huge.statusCode).toBe(413)
  })
})

describe('json writes', () => {
  it('create a document, link it to an item, update it', async () => {
    const res = await send('POST', '/api/jsons/', { json: { lifts: [{ name: 'Täli', open: true }] } })
    expect(res.statusCode).toBe(201)
    const json = JsonRecord.parse(res.json())
    const link = await send('POST', '/api/items/jsons/', { itemId: item.id, jsonId: json.id, type: 3 })
    expect(link.statusCode).toBe(201)
    expect(ItemJsonLink.parse(link.json())).toMatchObject({ itemId: item.id, jsonId: json.id, type: 3 })
    const put = await send('PUT', `/api/jsons/${json.id}`, {
      json: { lifts: [{ name: 'Täli', open: false }] },
    })
    expect(JsonRecord.parse(put.json()).json).toEqual({ lifts: [{ name: 'Täli', open: false }] })
    const full = Item.parse(
      (await listening.app().inject({ url: `/api/items/nanoid/${item.nanoId}` })).json(),
    )
    expect(full.jsons.map((j) => j.jsonId)).toContain(json.id)
    expect((await send('POST', '/api/jsons/', { json: 'nur Text' })).statusCode).toBe(400)
    expect((await send('PUT', '/api/jsons/999999', { json: [] })).statusCode).toBe(404)
  })
})

describe('deleting an item', () => {
  it('removes it with its links from the dashboard and the public map', async () => {
    const doomed = DashboardItem.parse(
      (
        await send('POST', '/api/items', { title: 'Abgebrochen', lon: 9.5, lat: 47.1, categoryIds: [1] })
      ).json(),
    )
    const res = await send('DELETE', `/api/items/${doomed.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: doomed.id, title: 'Abgebrochen' })
    expect((await send('GET', `/api/items/dashboard/${doomed.id}`)).statusCode).toBe(404)
    expect((await listening.app().inject({ url: `/api/items/nanoid/${doomed.nanoId}` })).statusCode).toBe(404)
    expect((await send('DELETE', `/api/items/${doomed.id}`)).statusCode).toBe(404)
  })
})
