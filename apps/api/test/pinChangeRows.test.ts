import type { AddressInfo } from 'node:net'
import type { BasemapResponse } from '@quo/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from './helpers.js'
import { watch } from './pinStream.js'

// Every value counts as slow here, as a 100,000-place branch's pins do: they are patched.
const { app, database } = useTestApp({ hotCache: { slowComputeMs: 0, refreshQuietMs: 50 } })
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
})
