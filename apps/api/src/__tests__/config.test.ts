import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../config.js'

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

  it('names each wrong variable and what it expects, never its value', () => {
    expect(() =>
      loadConfig({ QUO_DATABASE_URL: 'mysql://root:geheim@db/quo', QUO_METRICS_PORT: '8080', PORT: '8080' }),
    ).toThrow(
      new ConfigError([
        'QUO_DATABASE_URL: expected a PostgreSQL URL such as postgres://user:password@host:5432/quo',
      ]),
    )
    expect(() => loadConfig({ QUO_METRICS_PORT: '8080', PORT: '8080' })).toThrow(
      /QUO_METRICS_PORT: expected a port other than PORT/,
    )
  })

  it('takes an empty variable as unset and a grace period that depends on NODE_ENV', () => {
    expect(loadConfig({ QUO_REDIS_URL: '', QUO_DATABASE_URL: '' })).toMatchObject({
      redisUrl: undefined,
      databaseUrl: undefined,
      shutdown: { graceMs: 0, timeoutMs: 15_000 },
      metricsPort: undefined,
    })
    expect(loadConfig({ NODE_ENV: 'production' }).shutdown.graceMs).toBe(5000)
    expect(loadConfig({ NODE_ENV: 'production', QUO_SHUTDOWN_GRACE_SECONDS: '0' }).shutdown.graceMs).toBe(0)
    expect(loadConfig({ QUO_METRICS_PORT: '9464' }).metricsPort).toBe(9464)
  })
})
