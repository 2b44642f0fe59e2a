import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { followPinChanges } from '../followPinChanges.js'

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
  send(version: string) {
    this.dispatchEvent(new MessageEvent('pins', { data: JSON.stringify({ version }) }))
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

  it('holds no connection while the page is hidden or offline, and catches up on return', () => {
    vi.stubGlobal('EventSource', FakeEventSource)
    const client = new QueryClient()
    const read = vi.spyOn(client, 'fetchQuery').mockResolvedValue(undefined)
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
