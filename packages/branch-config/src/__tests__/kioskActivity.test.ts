import { describe, expect, it } from 'vitest'
import { createKioskActivity, metricCountsAsActivity } from '../index.js'

function clock(start = 1_000) {
  let t = start
  return {
    now: () => t,
    advance(ms: number) {
      t += ms
      return t
    },
  }
}

describe('metricCountsAsActivity', () => {
  it('counts metrics people cause', () => {
    expect(metricCountsAsActivity('item_open')).toBe(true)
    expect(metricCountsAsActivity('search')).toBe(true)
    expect(metricCountsAsActivity('app_start_time')).toBe(true)
  })

  it('does not count app start, kiosk and page-view metrics', () => {
    expect(metricCountsAsActivity('app_start')).toBe(false)
    expect(metricCountsAsActivity('app_iskiosk')).toBe(false)
    expect(metricCountsAsActivity('page_view')).toBe(false)
  })
})

describe('createKioskActivity', () => {
  it('starts the idle timing at creation', () => {
    const c = clock(5_000)
    expect(createKioskActivity({ shortId: 12, now: c.now }).lastEventTime).toBe(5_000)
  })

  it('ignores the first three map moves, then records every move', () => {
    const c = clock()
    const activity = createKioskActivity({ shortId: 12, now: c.now })
    for (let i = 0; i < 3; i++) {
      c.advance(100)
      expect(activity.onMapMove()).toBe(false)
    }
    expect(activity.lastEventTime).toBe(1_000)
    expect(activity.onMapMove()).toBe(true)
    expect(activity.lastEventTime).toBe(1_300)
    c.advance(50)
    activity.onMapMove()
    expect(activity.lastEventTime).toBe(1_350)
  })

  it('records every map move on branch 21, the first three too', () => {
    const c = clock()
    const activity = createKioskActivity({ shortId: 21, now: c.now })
    c.advance(10)
    expect(activity.onMapMove()).toBe(true)
    expect(activity.lastEventTime).toBe(1_010)
    c.advance(10)
    activity.onMapMove()
    expect(activity.lastEventTime).toBe(1_020)
  })

  it('ignores the first three moves without a branch too', () => {
    const c = clock()
    const activity = createKioskActivity({ shortId: null, now: c.now })
    c.advance(10)
    expect(activity.onMapMove()).toBe(false)
    expect(activity.lastEventTime).toBe(1_000)
  })

  it('records metrics people cause, also before the fourth move', () => {
    const c = clock()
    const activity = createKioskActivity({ shortId: 12, now: c.now })
    c.advance(200)
    expect(activity.onMetric('app_start')).toBe(false)
    expect(activity.onMetric('app_iskiosk')).toBe(false)
    expect(activity.onMetric('page_view')).toBe(false)
    expect(activity.lastEventTime).toBe(1_000)
    expect(activity.onMetric('item_open')).toBe(true)
    expect(activity.lastEventTime).toBe(1_200)
  })

  it('reads Date.now when no clock is given', () => {
    const before = Date.now()
    const activity = createKioskActivity({ shortId: 12 })
    expect(activity.lastEventTime).toBeGreaterThanOrEqual(before)
    expect(activity.lastEventTime).toBeLessThanOrEqual(Date.now())
  })
})
