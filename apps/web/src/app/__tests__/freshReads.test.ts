import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readAgainOnCacheUpdate } from '../freshReads.js'

const worker = new EventTarget()
Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true })
const post = (data: unknown) => worker.dispatchEvent(new MessageEvent('message', { data }))

afterEach(() => vi.useRealTimers())

describe('reads the service worker found newer', () => {
  it('are read again once per burst of updates, and other messages change nothing', async () => {
    vi.useFakeTimers()
    const client = new QueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue()
    readAgainOnCacheUpdate(client)
    post({ type: 'SKIP_WAITING' })
    for (const updatedURL of ['/api/items/basemap/branchshortid/3', '/api/tags/']) {
      post({
        type: 'CACHE_UPDATED',
        meta: 'workbox-broadcast-update',
        payload: { cacheName: 'quo-reads', updatedURL },
      })
    }
    await vi.advanceTimersByTimeAsync(1000)
    expect(invalidate).toHaveBeenCalledTimes(1)
    expect(invalidate).toHaveBeenCalledWith({ refetchType: 'active' })
  })
})
