import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config.js'

describe('loadConfig', () => {
  it('reads demo item counts per branch short id', () => {
    expect(loadConfig({ QUO_DEMO_ITEM_COUNTS: '3:20000,4:1000' }).demoItemCounts).toEqual({
      3: 20_000,
      4: 1000,
    })
    expect(loadConfig({}).demoItemCounts).toBeUndefined()
  })

  it('trusts no proxy unless told which', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ QUO_TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({ QUO_TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ])
    expect(() => loadConfig({ QUO_TRUST_PROXY: 'true' })).toThrow(/QUO_TRUST_PROXY/)
  })

  it('keeps usage events 400 days unless told otherwise', () => {
    expect(loadConfig({}).metricsRetentionDays).toBe(400)
    expect(loadConfig({ QUO_METRICS_RETENTION_DAYS: '90' }).metricsRetentionDays).toBe(90)
    expect(() => loadConfig({ QUO_METRICS_RETENTION_DAYS: '0' })).toThrow(/QUO_METRICS_RETENTION_DAYS/)
  })

  it('refuses malformed demo item counts', () => {
    expect(() => loadConfig({ QUO_DEMO_ITEM_COUNTS: '3=20000' })).toThrow(/QUO_DEMO_ITEM_COUNTS/)
  })
})
