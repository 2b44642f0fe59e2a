import type { AddressInfo } from 'node:net'
import { VectorTile } from '@mapbox/vector-tile'
import type { BasemapResponse } from '@quo/contract'
import { PIN_TILE_LAYER } from '@quo/map-symbols'
import { sql } from 'drizzle-orm'
import { PbfReader } from 'pbf'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { toTilePixel } from '../src/tiles/rasterize.js'
import { useTestApp } from './helpers.js'
import { watch } from './pinStream.js'

// Every value counts as slow here, as a 100,000-place branch's pins do: they are patched.
const { app, database } = useTestApp({
  hotCache: { slowComputeMs: 0, refreshQuietMs: 50, pinTilesRebuildQuietMs: 2_000 },
})
let origin = ''

beforeAll(async () => {
  await app().listen({ port: 0, host: '127.0.0.1' })
  origin = `http://127.0.0.1:${(app().server.address() as AddressInfo).port}`
})

const vaduz = '/items/basemap/branchshortid/3'
const pinsNow = async () => (await (await fetch(`${origin}/api${vaduz}`)).json()) as BasemapResponse

describe('the pin change stream of a big map', () => {
  let stream: Awaited<ReturnType<typeof watch>>
  afterAll(() => {
    stream?.close()
    app().server.closeAllConnections()
  })

  it('sends the rows a write changed with the new version, so an open map patches its pins', async () => {
    stream = await watch(origin, `${vaduz}/changes`)
    await expect.poll(() => stream.events.length).toBe(1)
    const before = await pinsNow()
    const [moved, gone] = before.items as [BasemapResponse['items'][number], BasemapResponse['items'][number]]
    await database().db.execute(sql`UPDATE items SET lat = lat + 0.001 WHERE nano_id = ${moved[0]}`)
    await expect.poll(() => stream.events.length, { timeout: 5000 }).toBe(2)
    const event = stream.events[1]?.data
    expect(event?.from).toBe(stream.events[0]?.data.version)
    expect(event?.removed).toEqual([])
    expect(event?.rows).toEqual([[moved[0], moved[1], moved[2], moved[3] + 0.001, ...moved.slice(4)]])

    await database().db.execute(sql`DELETE FROM items WHERE nano_id = ${gone[0]}`)
    await expect.poll(() => stream.events.length, { timeout: 5000 }).toBe(3)
    expect(stream.events[2]?.data).toMatchObject({ from: event?.version, rows: [], removed: [gone[0]] })

    // The patched pins a page ends up with are the pins a new visitor reads.
    const after = await pinsNow()
    expect(stream.events[2]?.data.version).toBe(
      (await fetch(`${origin}/api${vaduz}`).then((r) => r.headers.get('etag'))) ?? '',
    )
    expect(after.items).toHaveLength(before.items.length - 1)
    expect(after.items.find((row) => row[0] === moved[0])?.[3]).toBeCloseTo(moved[3] + 0.001, 6)
  })

  it('sends no rows when a write changed more pins than a page should patch: it reads them all again', async () => {
    const whole = await watch(origin, '/items/basemap/changes/')
    await expect.poll(() => whole.events.length).toBe(1)
    await database().db.execute(
      sql`UPDATE items SET title = title || '!' WHERE id IN (SELECT id FROM items ORDER BY id LIMIT 600)`,
    )
    await expect.poll(() => whole.events.length, { timeout: 5000 }).toBe(2)
    const event = whole.events[1]?.data
    expect(event?.version).not.toBe(whole.events[0]?.data.version)
    expect(event?.rows).toBeUndefined()
    expect(event?.from).toBeUndefined()
    whole.close()
  })

  it("patches a big map's tiles with the pins a write changed, and builds them anew once writes are quiet", async () => {
    const builds = async (kind: string) => {
      const text = (await app().telemetry.exposition()).body
      return Number(
        new RegExp(`quo_render_duration_seconds_count\\{kind="${kind}"\\} (\\d+)`).exec(text)?.[1] ?? 0,
      )
    }
    const pinsOf = async (z: number, x: number, y: number) => {
      const res = await fetch(`${origin}/api/basemap/pins/3/${z}/${x}/${y}.mvt`)
      const bytes = new Uint8Array(await res.arrayBuffer())
      const layer = bytes.byteLength ? new VectorTile(new PbfReader(bytes)).layers[PIN_TILE_LAYER] : undefined
      return layer ? Array.from({ length: layer.length }, (_, i) => layer.feature(i).properties) : []
    }
    const tile16 = (row: BasemapResponse['items'][number]) => {
      const [px, py] = toTilePixel(row[2], row[3], 16, 0, 0)
      return [16, Math.floor(px / 256), Math.floor(py / 256)] as const
    }
    const [moved, renamed] = (await pinsNow()).items as [
      BasemapResponse['items'][number],
      BasemapResponse['items'][number],
    ]
    await pinsOf(...tile16(moved))
    const [wholeBefore, patchesBefore] = [await builds('pin_tiles'), await builds('pin_tiles_patch')]
    await database().db.execute(sql`UPDATE items SET lat = lat + 0.01 WHERE nano_id = ${moved[0]}`)
    await database().db.execute(sql`UPDATE items SET title = 'Neu gepatcht' WHERE nano_id = ${renamed[0]}`)
    const now = [moved[0], moved[1], moved[2], moved[3] + 0.01] as unknown as BasemapResponse['items'][number]
    await vi.waitFor(
      async () => {
        expect((await pinsOf(...tile16(now))).map((p) => p.nanoId)).toContain(moved[0])
        expect((await pinsOf(...tile16(renamed))).find((p) => p.nanoId === renamed[0])?.title).toBe(
          'Neu gepatcht',
        )
      },
      { timeout: 10_000, interval: 50 },
    )
    expect((await pinsOf(...tile16(moved))).map((p) => p.nanoId)).not.toContain(moved[0])
    expect(await builds('pin_tiles_patch')).toBeGreaterThan(patchesBefore)
    expect(await builds('pin_tiles')).toBe(wholeBefore)
    // Built anew, thinned as a whole, once no write followed for a while (here two seconds).
    await vi.waitFor(async () => expect(await builds('pin_tiles')).toBe(wholeBefore + 1), {
      timeout: 15_000,
      interval: 250,
    })
    expect((await pinsOf(...tile16(renamed))).find((p) => p.nanoId === renamed[0])?.title).toBe(
      'Neu gepatcht',
    )
  }, 30_000)
})
