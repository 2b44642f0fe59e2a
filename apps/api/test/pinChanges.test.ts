import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from './helpers.js'
import { watch } from './pinStream.js'

const { app, database } = useTestApp()
let origin = ''

beforeAll(async () => {
  await app().listen({ port: 0, host: '127.0.0.1' })
  origin = `http://127.0.0.1:${(app().server.address() as AddressInfo).port}`
})

/** The ETag of a read; its body is read too, or the connection would hold the server's close up. */
async function etagOf(path: string): Promise<string | null> {
  const res = await fetch(`${origin}/api${path}`)
  await res.arrayBuffer()
  return res.headers.get('etag')
}

describe('watching a map’s pins', () => {
  const vaduz = '/items/basemap/branchshortid/3'
  let stream: Awaited<ReturnType<typeof watch>>
  afterAll(() => {
    stream?.close()
    // This file's own fetch connections: the server's close would wait for their keep-alive.
    app().server.closeAllConnections()
  })

  it('says the pins’ version at once, as the pins’ ETag', async () => {
    stream = await watch(origin, `${vaduz}/changes`)
    expect(stream.response.status).toBe(200)
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    await expect.poll(() => stream.events.length).toBe(1)
    expect(stream.events[0]).toEqual({ event: 'pins', data: { version: await etagOf(vaduz) } })
  })

  it('tells every watcher of a map the new version soon after a write changed its pins', async () => {
    const other = await watch(origin, `${vaduz}/changes`)
    await expect.poll(() => other.events.length).toBe(1)
    const [nanoId] = (await (await fetch(`${origin}/api${vaduz}`)).json()).items[0] as [string]
    const written = Date.now()
    await database().db.execute(sql`UPDATE items SET title = 'Neu am Platz' WHERE nano_id = ${nanoId}`)
    await expect.poll(() => stream.events.length, { timeout: 5000 }).toBe(2)
    const heardAfterMs = Date.now() - written
    await expect.poll(() => other.events.length).toBe(2)
    const version = await etagOf(vaduz)
    expect(stream.events[1]?.data.version).toBe(version)
    expect(other.events[1]?.data.version).toBe(version)
    expect(stream.events[1]?.data.version).not.toBe(stream.events[0]?.data.version)
    expect(heardAfterMs).toBeLessThan(5000)
    other.close()
  })

  it('stays silent for a write that leaves the pins as they were', async () => {
    const before = stream.events.length
    await database().db.execute(sql`UPDATE tags SET color_name = color_name WHERE id = 1`)
    await new Promise((r) => setTimeout(r, 500))
    expect(stream.events.length).toBe(before)
  })

  it('answers a problem for a short id no map can have, without opening a stream', async () => {
    for (const shortId of ['99', '0', 'vaduz', '3.5']) {
      const res = await app().inject({
        method: 'GET',
        url: `/api/items/basemap/branchshortid/${shortId}/changes`,
      })
      expect(res.statusCode).toBe(400)
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/)
    }
  })
})
