import type { BasemapItem, BasemapRow, PinsEvent } from '@quo/contract'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { followPinChanges } from '../followPinChanges.js'
import { markPinsDue } from '../pinsDue.js'
import { basemapQuery, pinSummaryQuery } from '../queries.js'

/** A stand-in for the browser's EventSource: the test says what the server sends. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = []
  closed = false
  constructor(readonly url: string) {
    super()
    FakeEventSource.opened.push(this)
  }
  close() {
    this.closed = true
  }
  send(version: string, delta: Omit<PinsEvent, 'version'> = {}) {
    this.dispatchEvent(new MessageEvent('pins', { data: JSON.stringify({ version, ...delta }) }))
  }
}

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
}

afterEach(() => {
  vi.unstubAllGlobals()
  FakeEventSource.opened = []
  setVisibility('visible')
})

describe('following a staff edit on the open map', () => {
  it('reads the pins again when their version changes, not for the one it had', () => {
    vi.stubGlobal('EventSource', FakeEventSource)
    const client = new QueryClient()
    const read = vi.spyOn(client, 'fetchQuery').mockResolvedValue(undefined)
    // A small map's pins are read with the page.
    markPinsDue(3)
    const stop = followPinChanges(client, 3)
    const [source] = FakeEventSource.opened
    expect(source?.url).toBe('/api/items/basemap/branchshortid/3/changes')
    source?.send('"v1"')
    source?.send('"v1"')
    expect(read).not.toHaveBeenCalled()
    source?.send('"v2"')
    expect(read).toHaveBeenCalledTimes(1)
    expect(read.mock.calls[0]?.[0]).toMatchObject({ queryKey: ['basemap', 3], staleTime: 0 })
    stop()
    expect(source?.closed).toBe(true)
  })

  it("reads a big map's summary again, not its pins before they are due", () => {
    vi.stubGlobal('EventSource', FakeEventSource)
    const client = new QueryClient()
    client.setQueryData(pinSummaryQuery(7).queryKey, { count: 76_000, version: '"v1"', kinds: [] })
    const read = vi.spyOn(client, 'fetchQuery').mockResolvedValue(undefined)
    const stop = followPinChanges(client, 7)
    const [source] = FakeEventSource.opened
    source?.send('"v1"')
    source?.send('"v2"')
    expect(read).toHaveBeenCalledTimes(1)
    expect(read.mock.calls[0]?.[0]).toMatchObject({ queryKey: ['pinSummary', 7], staleTime: 0 })
    // The new version at once, so the tiles reload with the pins' patch, not a round trip later.
    expect(client.getQueryData(pinSummaryQuery(7).queryKey)).toMatchObject({ count: 76_000, version: '"v2"' })
    stop()
  })

  it('patches its pins with the rows the server sends, and reads them again when it missed a version', async () => {
    vi.stubGlobal('EventSource', FakeEventSource)
    const client = new QueryClient()
    const pin = (nanoId: string, title: string, lat = 47.14): BasemapItem => ({
      nanoId,
      title,
      lon: 9.52,
      lat,
      type: 'place',
      categoryId: 1,
      level: null,
      flags: 0,
      tagIds: [],
    })
    const row = (p: BasemapItem): BasemapRow => [
      p.nanoId,
      p.title,
      p.lon,
      p.lat,
      p.type,
      p.categoryId,
      p.level,
      p.flags,
      p.tagIds,
    ]
    const [adler, baeren, krone] = [
      pin('adler0000001', 'Adler'),
      pin('baeren000001', 'Bären'),
      pin('krone0000001', 'Krone'),
    ]
    // The page's query, as the map made it (its options share equal pins by nano id).
    await client.prefetchQuery({ ...basemapQuery(3), queryFn: () => [adler, baeren, krone] })
    const read = vi.spyOn(client, 'fetchQuery').mockResolvedValue(undefined)
    const stop = followPinChanges(client, 3)
    const [source] = FakeEventSource.opened
    source?.send('"v1"')
    source?.send('"v2"', {
      from: '"v1"',
      rows: [row(pin('baeren000001', 'Bären', 47.15)), row(pin('sonne0000001', 'Sonne'))],
      removed: ['adler0000001'],
    })
    expect(read).not.toHaveBeenCalled()
    const pins = client.getQueryData<BasemapItem[]>(['basemap', 3]) ?? []
    expect(pins.map((p) => [p.title, p.lat])).toEqual([
      ['Bären', 47.15],
      ['Krone', 47.14],
      ['Sonne', 47.14],
    ])
    // Unchanged pins stay the same objects: the engine redraws only what changed.
    expect(pins[1]).toBe(krone)
    // A version in between went unheard (the stream reconnected): the rows are no use then.
    source?.send('"v4"', { from: '"v3"', rows: [], removed: [] })
    expect(read).toHaveBeenCalledTimes(1)
    stop()
  })

  it('holds no connection while the page is hidden or offline, and catches up on return', () => {
    vi.stubGlobal('EventSource', FakeEventSource)
    const client = new QueryClient()
    const read = vi.spyOn(client, 'fetchQuery').mockResolvedValue(undefined)
    markPinsDue(null)
    const stop = followPinChanges(client, null)
    const first = FakeEventSource.opened[0]
    expect(first?.url).toBe('/api/items/basemap/changes/')
    first?.send('"v1"')
    setVisibility('hidden')
    expect(first?.closed).toBe(true)
    setVisibility('visible')
    const second = FakeEventSource.opened[1]
    expect(second?.closed).toBe(false)
    // A save while the page was hidden: the new stream's first version differs.
    second?.send('"v2"')
    expect(read).toHaveBeenCalledTimes(1)
    dispatchEvent(new Event('offline'))
    expect(second?.closed).toBe(true)
    dispatchEvent(new Event('online'))
    expect(FakeEventSource.opened).toHaveLength(3)
    stop()
  })
})
