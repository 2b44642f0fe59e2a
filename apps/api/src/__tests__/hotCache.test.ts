import { gunzipSync } from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'
import { HotCache } from '../cache/hotCache.js'
import { pickEncoding } from '../cache/sendCached.js'
import { events, icons, items, tags } from '../db/schema/index.js'

/** A slow, patchable value of `rows` rows (a big map's pins); set `value` to change it. */
function patchablePins(rows: number) {
  const big = (tag: string) => ({ rows: Array.from({ length: rows }, (_, i) => [i, `Ort ${i}`, tag]) })
  const pins = {
    big,
    value: big('a'),
    options: { deps: [items], patch: async () => ({ value: pins.value }) },
    compute: async () => {
      await new Promise((r) => setTimeout(r, 10))
      return { value: pins.value }
    },
  }
  return pins
}

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

  it('patches a slow value by the items a change names, and computes it whole for one naming none', async () => {
    const cache = new HotCache({ slowComputeMs: 5, refreshQuietMs: 20 })
    const rows = new Map([
      [1, 'Adler'],
      [2, 'Bären'],
      [3, 'Krone'],
    ])
    let full = 0
    const patched: number[][] = []
    const compute = async () => {
      full++
      await new Promise((r) => setTimeout(r, 10))
      return { value: Object.fromEntries(rows) }
    }
    const options = {
      deps: [items],
      patch: async (value: unknown, ids: readonly number[]) => {
        patched.push([...ids])
        const next = { ...(value as Record<number, string>) }
        for (const id of ids) {
          const title = rows.get(id)
          if (title === undefined) delete next[id]
          else next[id] = title
        }
        return { value: next }
      },
    }
    const read = async () => JSON.parse((await cache.get('pins', options, compute)).identity.toString())
    expect(await read()).toEqual({ 1: 'Adler', 2: 'Bären', 3: 'Krone' })

    // Two statements of one save, then a deletion: patched once, with every named item.
    rows.set(2, 'Bärli')
    cache.invalidate('items', [2])
    rows.set(4, 'Sonne')
    cache.invalidate('items', [4])
    rows.delete(1)
    cache.invalidate('items', [1])
    await vi.waitFor(async () => expect(await read()).toEqual({ 2: 'Bärli', 3: 'Krone', 4: 'Sonne' }))
    expect(full).toBe(1)
    expect(patched).toEqual([[2, 4, 1]])
    // Still patchable after a patch, however fast that was.
    rows.set(3, 'Kreuz')
    cache.invalidate('items', [3])
    await vi.waitFor(async () => expect((await read())[3]).toBe('Kreuz'))
    expect(full).toBe(1)

    // A change without ids (a bulk statement, a TRUNCATE) recomputes it whole.
    rows.set(5, 'Hirschen')
    cache.invalidate('items', [2])
    cache.invalidate('items')
    await vi.waitFor(async () => expect((await read())[5]).toBe('Hirschen'))
    expect(full).toBe(2)
    expect(patched).toHaveLength(2)
  })

  it('patches after a short pause, where a whole recomputation waits for the full one', async () => {
    // A patch reads a few rows: a staff edit should not wait the pause that spares the database
    // a recomputation of 100,000 pins after every write of a burst.
    const cache = new HotCache({ slowComputeMs: 5, refreshQuietMs: 2_000 })
    let version = 1
    const compute = async () => {
      await new Promise((r) => setTimeout(r, 10))
      return { value: { version } }
    }
    const options = { deps: [items], patch: async () => ({ value: { version } }) }
    const read = async () => JSON.parse((await cache.get('pins', options, compute)).identity.toString())
    expect(await read()).toEqual({ version: 1 })
    version = 2
    const changed = performance.now()
    cache.invalidate('items', [7])
    await vi.waitFor(async () => expect(await read()).toEqual({ version: 2 }), {
      timeout: 1_500,
      interval: 10,
    })
    expect(performance.now() - changed).toBeLessThan(1_000)
    version = 3
    cache.invalidate('items')
    await new Promise((r) => setTimeout(r, 1_000))
    expect(await read()).toEqual({ version: 2 })
  })

  it('keeps the body when a patch changed nothing, and compresses a patched body fully later under the same ETag', async () => {
    const cache = new HotCache({ slowComputeMs: 5, refreshQuietMs: 0, recompressAfterMs: 30 })
    const pins = patchablePins(40_000)
    const { options, compute } = pins
    const first = await cache.get('pins', options, compute)
    cache.invalidate('items', [1])
    await new Promise((r) => setTimeout(r, 50))
    const same = await cache.get('pins', options, compute)
    expect(same.identity).toBe(first.identity)
    expect(same.br).toBe(first.br)

    pins.value = pins.big('b')
    cache.invalidate('items', [1])
    await vi.waitFor(async () =>
      expect((await cache.get('pins', options, compute)).etag).not.toBe(first.etag),
    )
    const quick = await cache.get('pins', options, compute)
    await vi.waitFor(async () => expect((await cache.get('pins', options, compute)).br).not.toBe(quick.br))
    const full = await cache.get('pins', options, compute)
    expect(full.etag).toBe(quick.etag)
    expect(full.br.length).toBeLessThan(quick.br.length)
    expect(JSON.parse(gunzipSync(full.gzip).toString()).rows[0][2]).toBe('b')
  })

  it('tells a patched value and its ETag before its body is compressed, and serves no older body under it', async () => {
    // A change stream tells the open maps the new version at once; one of them asking for the
    // pins right then must get that version, not the last body while the new one compresses.
    const cache = new HotCache({ slowComputeMs: 5, refreshQuietMs: 0 })
    const pins = patchablePins(200_000)
    const { options, compute } = pins
    const first = await cache.get('pins', options, compute)
    pins.value = pins.big('b')
    cache.invalidate('items', [1])
    const fresh = await cache.freshValue('pins', options, compute)
    expect(fresh.value).toBe(pins.value)
    expect(fresh.etag).not.toBe(first.etag)
    // Compressing 7 MB takes longer than telling it: the body is not ready yet.
    expect(cache.current('pins')?.body.etag).toBe(first.etag)
    const served = await cache.get('pins', options, compute)
    expect(served.etag).toBe(fresh.etag)
    expect(JSON.parse(gunzipSync(served.gzip).toString()).rows[0][2]).toBe('b')

    // A change after it makes it nobody's current value: the next one is waited for.
    pins.value = pins.big('c')
    cache.invalidate('items', [1])
    const next = await cache.freshValue('pins', options, compute)
    expect(next.value).toBe(pins.value)
    expect((await cache.get('pins', options, compute)).etag).toBe(next.etag)
  })

  it('patches in the items a change named while a patch was computing', async () => {
    const cache = new HotCache({ slowComputeMs: 5, refreshQuietMs: 0 })
    const rows = new Map([[1, 'a']])
    let release: () => void = () => undefined
    const gate = new Promise<void>((r) => {
      release = r
    })
    const options = {
      deps: [items],
      patch: async (value: unknown, ids: readonly number[]) => {
        if (ids.includes(1)) await gate
        const next = { ...(value as Record<number, string>) }
        for (const id of ids) next[id] = rows.get(id) ?? ''
        return { value: next }
      },
    }
    const compute = async () => {
      await new Promise((r) => setTimeout(r, 10))
      return { value: Object.fromEntries(rows) }
    }
    const read = async () => JSON.parse((await cache.get('pins', options, compute)).identity.toString())
    await read()
    rows.set(1, 'b')
    cache.invalidate('items', [1])
    await new Promise((r) => setTimeout(r, 20))
    rows.set(2, 'c')
    cache.invalidate('items', [2])
    release()
    await vi.waitFor(async () => expect(await read()).toEqual({ 1: 'b', 2: 'c' }))
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
