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

  it('refuses malformed demo item counts', () => {
    expect(() => loadConfig({ QUO_DEMO_ITEM_COUNTS: '3=20000' })).toThrow(/QUO_DEMO_ITEM_COUNTS/)
  })
})
