import { DashboardItem, FloorPlan, HistoryPage, MediaAsset, Problem } from '@quo/contract'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { uploader } from './mediaUploads.js'
import { sender, useTokenApp } from './staffTokens.js'

const tokenApp = useTokenApp()
const ADMIN = { roles: ['staff', 'admin'], sub: 'admin-floor-plans' }
const admin = sender(tokenApp, ADMIN)
const vaduzEditor = sender(tokenApp, { roles: ['staff'], branches: [3], sub: 'editor-vaduz-plans' })
const upload = uploader(tokenApp, ADMIN)

// An empty field beside the demo fair's halls in Schaan (branch 25, levels EG and OG).
const BOUNDS: [number, number, number, number] = [9.5118, 47.1652, 9.5128, 47.1658]
const CENTRE: [number, number] = [9.5123, 47.1655]
const ZOOM = 19

function tileAt(lon: number, lat: number, z: number) {
  const n = 2 ** z
  const x = ((lon + 180) / 360) * n
  const r = (lat * Math.PI) / 180
  const y = ((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n
  return { x: Math.floor(x), y: Math.floor(y), px: Math.floor((x % 1) * 256), py: Math.floor((y % 1) * 256) }
}

/** The colour of the level tile's pixel at the centre of the plan. */
async function pixel(level: 'eg' | 'og'): Promise<number[]> {
  const { x, y, px, py } = tileAt(...CENTRE, ZOOM)
  const res = await tokenApp.app().inject({ url: `/api/branches/25/tiles_${level}/${ZOOM}/${x}/${y}.png` })
  expect(res.statusCode).toBe(200)
  const { data, info } = await sharp(res.rawPayload).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const at = (py * info.width + px) * 4
  return [...data.subarray(at, at + 4)]
}

let hall: DashboardItem
let plan: MediaAsset
beforeAll(async () => {
  const tags = (await (await tokenApp.app().inject({ url: '/api/tags/' })).json()) as {
    id: number
    tagKey: string
  }[]
  const branches = (await tokenApp.app().inject({ url: '/api/branches/' })).json() as {
    branches: { shortId: number; tagKey: string }[]
  }
  const fairTag = tags.find((t) => t.tagKey === branches.branches.find((b) => b.shortId === 25)?.tagKey)?.id
  const created = await admin('POST', '/api/items', {
    title: 'Halle 9',
    lon: CENTRE[0],
    lat: CENTRE[1],
    tagIds: [fairTag],
  })
  expect(created.statusCode).toBe(201)
  hall = DashboardItem.parse(created.json())
  expect(
    (await admin('POST', '/api/items/details/', { itemId: hall.id, dataKeyV2: 'level', dataValue: 'OG' }))
      .statusCode,
  ).toBe(201)
  const red = await sharp({ create: { width: 400, height: 240, channels: 3, background: '#d01010' } })
    .png()
    .toBuffer()
  const res = await upload(
    { title: 'Grundriss Halle 9' },
    { name: 'halle9.png', type: 'image/png', bytes: red },
  )
  expect(res.statusCode, res.body).toBe(201)
  plan = MediaAsset.parse(res.json())
})

describe('a floor plan image', () => {
  it('lies over its bounds in the level tiles of its place’s level, under nothing else', async () => {
    expect((await pixel('og'))[3]).toBe(0)
    const res = await admin('PUT', `/api/items/floor-plans/${hall.id}`, { assetId: plan.id, bounds: BOUNDS })
    expect(res.statusCode, res.body).toBe(200)
    expect(FloorPlan.parse(res.json())).toMatchObject({
      itemId: hall.id,
      assetId: plan.id,
      bounds: BOUNDS,
      opacity: 1,
    })

    // The change feed drops the cached tile: the plan's red is there on OG, not on EG.
    const red = ([r, g, b, a]: number[]) =>
      (r as number) > 190 && (g as number) < 40 && (b as number) < 40 && a === 255
    await expect.poll(async () => red(await pixel('og'))).toBe(true)
    expect((await pixel('eg'))[3]).toBe(0)

    const item = DashboardItem.parse((await admin('GET', `/api/items/dashboard/${hall.id}`)).json())
    expect(item.floorPlan?.variants.length).toBeGreaterThan(0)
    const detail = (await admin('GET', `/api/media/${plan.id}`)).json() as {
      usage: number
      usedBy: unknown[]
    }
    expect(detail).toMatchObject({
      usage: 1,
      usedBy: [{ itemId: hall.id, mediumId: null, mediumType: null }],
    })
    // In use as a plan: kept.
    expect((await admin('DELETE', `/api/media/${plan.id}`)).statusCode).toBe(409)

    // Half transparent, over the same bounds again: replaced, not added.
    const faded = await admin('PUT', `/api/items/floor-plans/${hall.id}`, {
      assetId: plan.id,
      bounds: BOUNDS,
      opacity: 0.5,
    })
    expect(FloorPlan.parse(faded.json()).opacity).toBe(0.5)
    await expect.poll(async () => (await pixel('og'))[3]).toBe(128)
  })

  it('refuses bounds that are no box, a plan the size of a country, unknown images and other maps’ staff', async () => {
    const put = (body: unknown, send = admin) => send('PUT', `/api/items/floor-plans/${hall.id}`, body)
    const backwards = await put({ assetId: plan.id, bounds: [9.52, 47.16, 9.51, 47.17] })
    expect(backwards.statusCode).toBe(400)
    expect(Problem.parse(backwards.json()).errors?.map((e) => e.path)).toEqual(['body.bounds'])
    expect((await put({ assetId: plan.id, bounds: [9, 47, 10, 48] })).statusCode).toBe(400)
    expect((await put({ assetId: plan.id, bounds: [9.51, 47.16] })).statusCode).toBe(400)
    expect((await put({ assetId: plan.id, bounds: BOUNDS, opacity: 0 })).statusCode).toBe(400)
    expect((await put({ assetId: 999_999, bounds: BOUNDS })).statusCode).toBe(404)
    expect((await put({ assetId: plan.id, bounds: BOUNDS }, vaduzEditor)).statusCode).toBe(403)
    expect(
      (await admin('PUT', '/api/items/floor-plans/999999', { assetId: plan.id, bounds: BOUNDS })).statusCode,
    ).toBe(404)
  })

  it('is taken off again, and the tile is empty', async () => {
    expect((await vaduzEditor('DELETE', `/api/items/floor-plans/${hall.id}`)).statusCode).toBe(403)
    const off = await admin('DELETE', `/api/items/floor-plans/${hall.id}`)
    expect(off.statusCode).toBe(200)
    expect(FloorPlan.parse(off.json()).assetId).toBe(plan.id)
    await expect.poll(async () => (await pixel('og'))[3]).toBe(0)
    expect((await admin('DELETE', `/api/items/floor-plans/${hall.id}`)).statusCode).toBe(404)
    expect((await admin('DELETE', `/api/media/${plan.id}`)).statusCode).toBe(200)
  })

  it('is in its place’s history, laid and taken off, and a restore puts it back', async () => {
    const res = await admin('GET', `/api/items/dashboard/${hall.id}/history/?pageSize=100`)
    expect(res.statusCode, res.body).toBe(200)
    const entries = HistoryPage.parse(res.json()).entries.filter((e) => e.table === 'item_floor_plans')
    expect(entries.map((e) => e.operation)).toEqual(expect.arrayContaining(['insert', 'update', 'delete']))
    const blue = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#1010d0' } })
      .png()
      .toBuffer()
    const uploaded = await upload({ title: 'Plan 2' }, { name: 'plan2.png', type: 'image/png', bytes: blue })
    const plan2 = MediaAsset.parse(uploaded.json())
    expect(
      (await admin('PUT', `/api/items/floor-plans/${hall.id}`, { assetId: plan2.id, bounds: BOUNDS }))
        .statusCode,
    ).toBe(200)
    expect((await admin('DELETE', `/api/items/floor-plans/${hall.id}`)).statusCode).toBe(200)
    const again = HistoryPage.parse(
      (await admin('GET', `/api/items/dashboard/${hall.id}/history/?pageSize=5`)).json(),
    ).entries.find((e) => e.table === 'item_floor_plans' && e.operation === 'delete')
    expect((await vaduzEditor('POST', `/api/history/${again?.id}/restore/`, {})).statusCode).toBe(403)
    expect((await admin('POST', `/api/history/${again?.id}/restore/`, {})).statusCode).toBe(200)
    const restored = DashboardItem.parse((await admin('GET', `/api/items/dashboard/${hall.id}`)).json())
    expect(restored.floorPlan?.assetId).toBe(plan2.id)
  })
})
