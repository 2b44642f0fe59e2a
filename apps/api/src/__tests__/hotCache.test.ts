import { gunzipSync } from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'
import { HotCache } from '../cache/hotCache.js'
import { pickEncoding } from '../cache/sendCached.js'
import { events, icons, items, tags } from '../db/schema/index.js'

describe('HotCache', () => {
  it('computes once for concurrent readers and serves the same body after', async () => {
    const cache = new HotCache()
    let calls = 0
    const compute = async () => {
      calls++
      return { value: { hello: 'Grüezi' } }
    }
    const [a, b] = await Promise.all([
      cache.get('k', { deps: [tags] }, compute),
      cache.get('k', { deps: [tags] }, compute),
    ])
    const c = await cache.get('k', { deps: [tags] }, compute)
    expect(calls).toBe(1)
    expect(a).toBe(b)
    expect(c).toBe(a)
    expect(JSON.parse(gunzipSync(a.gzip).toString())).toEqual({ hello: 'Grüezi' })
  })

  it('drops entries of a changed table only, named as the change feed names it', async () => {
    const cache = new HotCache()
    let n = 0
    const compute = async () => ({ value: { n: ++n } })
    const a1 = await cache.get('a', { deps: [items] }, compute)
    const b1 = await cache.get('b', { deps: [icons] }, compute)
    cache.invalidate('items')
    const a2 = await cache.get('a', { deps: [items] }, compute)
    const b2 = await cache.get('b', { deps: [icons] }, compute)
    expect(a2.etag).not.toBe(a1.etag)
    expect(b2).toBe(b1)
  })

  it('does not keep a value computed while its table changed', async () => {
    const cache = new HotCache()
    let release: () => void = () => undefined
    const gate = new Promise<void>((r) => {
      release = r
    })
    let n = 0
    const slow = cache.get('a', { deps: [items] }, async () => {
      await gate
      return { value: { n: ++n } }
    })
    cache.invalidate('items')
    release()
    await slow
    const next = await cache.get('a', { deps: [items] }, async () => ({ value: { n: ++n } }))
    expect(JSON.parse(next.identity.toString())).toEqual({ n: 2 })
  })

  it('serves a slow value’s last body after a change while computing its successor, never making a reader wait', async () => {
    const reads: string[] = []
    const cache = new HotCache({ slowComputeMs: 20, refreshQuietMs: 0, onRead: (r) => reads.push(r) })
    let n = 0
    let gate: Promise<void> = Promise.resolve()
    const compute = async () => {
      const mine = ++n
      await new Promise((r) => setTimeout(r, 25))
      await gate
      return { value: { n: mine } }
    }
    const read = async () =>
      JSON.parse((await cache.get('pins', { deps: [items] }, compute)).identity.toString())
    expect(await read()).toEqual({ n: 1 })
    let release: () => void = () => undefined
    gate = new Promise<void>((r) => {
      release = r
    })
    cache.invalidate('items')
    // The change started the next computation; readers get the last body meanwhile, at once.
    await vi.waitFor(() => expect(n).toBe(2))
    expect(await read()).toEqual({ n: 1 })
    // A second change while computing: that computation's value is not kept, a third starts.
    cache.invalidate('items')
    release()
    await vi.waitFor(() => expect(n).toBe(3))
    await vi.waitFor(async () => expect(await read()).toEqual({ n: 3 }))
    expect(reads).toContain('stale')
    expect(reads.at(-1)).toBe('hit')
  })

  it('computes a slow value again once the changes pause, once for a burst of them', async () => {
    const cache = new HotCache({ slowComputeMs: 5, refreshQuietMs: 60 })
    let n = 0
    const compute = async () => {
      await new Promise((r) => setTimeout(r, 10))
      return { value: { n: ++n } }
    }
    const read = async () =>
      JSON.parse((await cache.get('pins', { deps: [items] }, compute)).identity.toString())
    expect(await read()).toEqual({ n: 1 })
    // Writes 20 ms apart: none of them starts a computation that the next would hold up.
    for (let i = 0; i < 6; i++) {
      cache.invalidate('items')
      await new Promise((r) => setTimeout(r, 20))
    }
    expect(n).toBe(1)
    expect(await read()).toEqual({ n: 1 })
    await vi.waitFor(async () => expect(await read()).toEqual({ n: 2 }))
    await new Promise((r) => setTimeout(r, 100))
    expect(n).toBe(2)
  })

  it('drops a fast value on a change, so its next reader computes it fresh', async () => {
    const cache = new HotCache({ slowComputeMs: 10_000 })
    let n = 0
    const compute = async () => ({ value: { n: ++n } })
    await cache.get('k', { deps: [items] }, compute)
    cache.invalidate('items')
    expect(n).toBe(1)
    expect(JSON.parse((await cache.get('k', { deps: [items] }, compute)).identity.toString())).toEqual({
      n: 2,
    })
  })

  it('recomputes after the expiry its computation gave', async () => {
    const cache = new HotCache()
    let n = 0
    const compute = async () => ({ value: { n: ++n }, expiresAt: Date.now() - 1 })
    const first = await cache.get('e', { deps: [events] }, compute)
    await cache.get('e', { deps: [events] }, compute)
    expect(n).toBe(2)
    expect(first.expiresAt).toBeLessThan(Date.now())
    const lasting = async () => ({ value: { n: ++n } })
    await cache.get('f', { deps: [events] }, lasting)
    await cache.get('f', { deps: [events] }, lasting)
    expect(n).toBe(3)
  })

  it('stays within its size bound', async () => {
    const cache = new HotCache({ maxEntries: 3 })
    for (let i = 0; i < 10; i++) await cache.get(`k${i}`, { deps: [tags] }, async () => ({ value: i }))
    expect(cache.size).toBe(3)
  })
})

describe('pickEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
  ] as const)('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected)
  })
})
