import { ApiError } from '@quo/api-client'
import type { MetricInput } from '@quo/contract'
import { IDBFactory } from 'fake-indexeddb'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { indexedDbOutbox } from '../metricsOutbox.js'
import { MetricsQueue } from '../metricsQueue.js'

vi.mock('../../api.js', () => ({ api: { sendMetrics: () => Promise.reject(new Error('not in this test')) } }))

let online = true
let clock = Date.parse('2026-11-28T10:00:00Z')
const MINUTE = 60_000

/** What the server stored: each event once, by its id, as the API does. */
let stored: Map<string, MetricInput>
let requests: MetricInput[][]
let answer: () => Promise<void>

function queue(): MetricsQueue {
  return new MetricsQueue({
    outbox: indexedDbOutbox(),
    isOnline: () => online,
    now: () => clock,
    send: async (events) => {
      requests.push(events)
      await answer()
      for (const e of events) if (e.event_id && !stored.has(e.event_id)) stored.set(e.event_id, e)
    },
  })
}

const keys = () => [...stored.values()].map((e) => e.metric_key)
const goOnline = () => {
  online = true
  dispatchEvent(new Event('online'))
}

beforeEach(() => {
  // A fresh IndexedDB per test: a new browser profile.
  globalThis.indexedDB = new IDBFactory()
  online = true
  stored = new Map()
  requests = []
  answer = async () => undefined
})

describe('usage events', () => {
  it('seen offline wait, then arrive once each, dated by how long ago they happened', async () => {
    online = false
    const q = queue()
    q.track({ metric_key: 'page_view', route_full_path: '/map' })
    q.track({ metric_key: 'item_detail_open', item_id: 7 })
    clock += 10 * MINUTE
    await q.flush()
    expect(requests).toEqual([])

    goOnline()
    await vi.waitFor(() => expect(keys().sort()).toEqual(['item_detail_open', 'page_view']))
    const sent = [...stored.values()]
    expect(sent.map((e) => e.age_ms)).toEqual([10 * MINUTE, 10 * MINUTE])
    expect(new Set(sent.map((e) => e.event_id)).size).toBe(2)
    // Acknowledged events leave the outbox: a later page sends nothing again.
    const later = queue()
    await later.restored
    await later.flush()
    expect(requests).toHaveLength(1)
  })

  it('left by a page that went away offline are sent by the next one', async () => {
    online = false
    const first = queue()
    await first.restored
    first.track({ metric_key: 'app_iskiosk', branch_short_id: 3 })
    first.track({ metric_key: 'page_view', route_full_path: '/map/lists' })
    // The outbox writes run on; the reload comes once they are done, as on a device.
    await vi.waitFor(async () => expect(await indexedDbOutbox()?.all()).toHaveLength(2))

    online = true
    const next = queue()
    await next.restored
    // Events of the same moment come in any order.
    await vi.waitFor(() => expect(keys().sort()).toEqual(['app_iskiosk', 'page_view']))
    expect(requests).toHaveLength(1)
  })

  it('whose answer was lost are sent again with the same ids and stored once', async () => {
    const q = queue()
    let calls = 0
    // The server stores the batch but the answer never arrives (the network dropped).
    answer = async () => {
      calls += 1
      if (calls === 1) {
        for (const e of requests[0] ?? []) if (e.event_id) stored.set(e.event_id, e)
        throw new TypeError('Failed to fetch')
      }
    }
    q.track({ metric_key: 'page_view', route_full_path: '/map' })
    await q.flush()
    expect(requests).toHaveLength(1)
    await q.flush()
    expect(requests).toHaveLength(2)
    expect(requests[1]?.map((e) => e.event_id)).toEqual(requests[0]?.map((e) => e.event_id))
    expect(keys()).toEqual(['page_view'])
  })

  it('that the server refuses, or older than a week, are dropped rather than sent forever', async () => {
    online = false
    const q = queue()
    q.track({ metric_key: 'page_view', route_full_path: '/old' })
    clock += 8 * 24 * 60 * MINUTE
    q.track({ metric_key: 'page_view', route_full_path: '/refused' })
    online = true
    answer = async () => {
      throw new ApiError(400, undefined)
    }
    await q.flush()
    expect(requests.map((batch) => batch.map((e) => e.route_full_path))).toEqual([['/refused']])
    await q.flush()
    expect(requests).toHaveLength(1)
    await vi.waitFor(async () => expect(await indexedDbOutbox()?.all()).toEqual([]))
  })
})
