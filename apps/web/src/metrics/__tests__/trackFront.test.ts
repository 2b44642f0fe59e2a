import { describe, expect, it, vi } from 'vitest'
import { onMetric, track } from '../metrics.js'

const tracked = vi.hoisted(() => [] as string[])
vi.mock('../metricsQueue.js', () => ({
  pageQueue: () => ({ track: (m: { metric_key: string }) => tracked.push(m.metric_key) }),
}))

describe('tracking before the metrics queue has loaded', () => {
  it('hands every early event to the queue in order once it arrives, and later ones at once', async () => {
    const seen: string[] = []
    const off = onMetric((key) => seen.push(key))
    track({ metric_key: 'app_start' })
    track({ metric_key: 'search' })
    // Observers (the kiosk's idle timer) hear of each event at once, not when the queue loads.
    expect(seen).toEqual(['app_start', 'search'])
    expect(tracked).toEqual([])
    await vi.dynamicImportSettled()
    expect(tracked).toEqual(['app_start', 'search'])
    track({ metric_key: 'item_open' })
    expect(tracked).toEqual(['app_start', 'search', 'item_open'])
    off()
  })
})
