import type { BasemapResponse, PinSummary } from '@quo/contract'
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { MAP_PINS_MARK } from '../../app/firstPins.js'
import { expectWorker } from '../../app/workerControl.js'
import { readPinsNow, readPinsWhenDue } from '../pinsPayload.js'
import { basemapQuery } from '../queries.js'

const basemap = vi.fn(async (_shortId?: number): Promise<BasemapResponse> => ({ columns: [], items: [] }))
const pinSummary = vi.fn<(shortId?: number) => Promise<PinSummary>>()
vi.mock('../../api.js', () => ({
  api: {
    basemap: (shortId?: number) => basemap(shortId),
    pinSummary: (shortId?: number) => pinSummary(shortId),
  },
}))

const summary = (count: number): PinSummary => ({ count, version: '"v1"', kinds: [] })
const settled = () => new Promise((resolve) => setTimeout(resolve, 10))

describe('reading a map’s pins when they are due', () => {
  it('reads a small map’s pins at once, and every reader of them gets them', async () => {
    pinSummary.mockResolvedValueOnce(summary(1_000))
    const client = new QueryClient()
    readPinsWhenDue(client, 1)
    await vi.waitFor(() => expect(basemap).toHaveBeenCalledWith(1))
    await vi.waitFor(() => expect(client.getQueryData(basemapQuery(1).queryKey)).toEqual([]))
  })

  it('reads a big map’s pins only once the map has drawn its first pins from tiles', async () => {
    pinSummary.mockResolvedValueOnce(summary(76_000))
    const client = new QueryClient()
    readPinsWhenDue(client, 2)
    await settled()
    expect(pinSummary).toHaveBeenCalledWith(2)
    expect(basemap).not.toHaveBeenCalledWith(2)
    // A reader mounting meanwhile (the search, a card) does not start the read either.
    const reader = new QueryObserver(client, basemapQuery(2))
    const stopReading = reader.subscribe(() => undefined)
    await settled()
    expect(basemap).not.toHaveBeenCalledWith(2)
    performance.mark(MAP_PINS_MARK)
    await vi.waitFor(() => expect(basemap).toHaveBeenCalledWith(2))
    // The reader gets them when they come.
    await vi.waitFor(() => expect(reader.getCurrentResult().data).toEqual([]))
    stopReading()
    // Asked again (the map screen mounting after the page's prefetch), nothing is read twice.
    readPinsWhenDue(client, 2)
    await settled()
    expect(basemap.mock.calls.filter(([id]) => id === 2)).toHaveLength(1)
  })

  it('reads the pins at once when the summary cannot be read', async () => {
    pinSummary.mockRejectedValueOnce(new Error('offline'))
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    readPinsWhenDue(client, 4)
    await vi.waitFor(() => expect(basemap).toHaveBeenCalledWith(4))
  })

  it('reads a big map’s pins at once when the visitor reaches for the search, and only once', async () => {
    // The map has not drawn yet.
    performance.clearMarks(MAP_PINS_MARK)
    pinSummary.mockResolvedValueOnce(summary(76_000))
    const client = new QueryClient()
    readPinsWhenDue(client, 5)
    await settled()
    expect(basemap).not.toHaveBeenCalledWith(5)
    readPinsNow(client, 5)
    await vi.waitFor(() => expect(client.getQueryData(basemapQuery(5).queryKey)).toEqual([]))
    readPinsNow(client, 5)
    await settled()
    expect(basemap.mock.calls.filter(([id]) => id === 5)).toHaveLength(1)
  })

  it('on a first visit reads a big map’s pins once the service worker controls the page, so they travel once', async () => {
    const worker = Object.assign(new EventTarget(), { controller: null as object | null })
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true })
    expectWorker()
    performance.mark(MAP_PINS_MARK)
    pinSummary.mockResolvedValueOnce(summary(76_000))
    const client = new QueryClient()
    readPinsWhenDue(client, 6)
    await settled()
    expect(pinSummary).toHaveBeenCalledWith(6)
    expect(basemap).not.toHaveBeenCalledWith(6)
    worker.controller = {}
    worker.dispatchEvent(new Event('controllerchange'))
    await vi.waitFor(() => expect(basemap).toHaveBeenCalledWith(6))
    // A returning visitor's page is controlled from the start: its pins are read right after the map's.
    pinSummary.mockResolvedValueOnce(summary(76_000))
    readPinsWhenDue(client, 7)
    await vi.waitFor(() => expect(basemap).toHaveBeenCalledWith(7))
  })
})
