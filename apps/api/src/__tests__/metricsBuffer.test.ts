import type { MetricInput } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import type { MetricRow } from '../repositories/metricsRepository.js'
import { MetricsBuffer, MetricsNotStored } from '../services/metricsBuffer.js'

type Row = { sessionId: string; metricValue: string | null }

/** A database that stores rows, refusing any batch holding a row marked `bad` as PostgreSQL refuses bad data. */
function fakeDb(options: { failWith?: () => Error | undefined; delayMs?: number } = {}) {
  const stored: Row[] = []
  const batches: number[] = []
  const insert = async (rows: Row[]) => {
    await new Promise((r) => setTimeout(r, options.delayMs ?? 1))
    const failure = options.failWith?.()
    if (failure) throw failure
    if (rows.some((r) => r.metricValue === 'bad')) {
      throw Object.assign(new Error('invalid byte sequence'), { code: '22021' })
    }
    batches.push(rows.length)
    stored.push(...rows)
  }
  return { db: insert as unknown as (rows: MetricRow[]) => Promise<void>, stored, batches }
}

const event = (i: number, metricValue?: string): MetricInput => ({
  metric_key: 'map_item_click',
  session_id: `session-${i}`,
  ...(metricValue ? { metricValue } : {}),
})

describe('MetricsBuffer', () => {
  it('answers a request only once its events are written, and groups concurrent requests into few writes', async () => {
    const { db, stored, batches } = fakeDb({ delayMs: 5 })
    const buffer = new MetricsBuffer(db)
    const answered: number[] = []
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        buffer.add([event(i)]).then(() => {
          // Every acknowledged event is already in the database.
          expect(stored.some((r) => r.sessionId === `session-${i}`)).toBe(true)
          answered.push(i)
        }),
      ),
    )
    expect(answered).toHaveLength(200)
    expect(stored).toHaveLength(200)
    expect(batches.length).toBeLessThanOrEqual(3)
    await buffer.close()
  })

  it('isolates a submission the database refuses, and writes the others of its batch', async () => {
    const refused: number[] = []
    const { db, stored } = fakeDb()
    const buffer = new MetricsBuffer(db, { onRefused: (rows) => refused.push(rows) })
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => buffer.add([event(i, i === 17 ? 'bad' : undefined), event(i)])),
    )
    const rejected = results.flatMap((r, i) => (r.status === 'rejected' ? [{ i, reason: r.reason }] : []))
    expect(rejected).toHaveLength(1)
    expect(rejected[0]?.i).toBe(17)
    expect(rejected[0]?.reason).toMatchObject({ reason: 'refused' })
    expect(stored).toHaveLength(78)
    expect(refused).toEqual([2])
    // Later events are not held hostage either.
    await buffer.add([event(99)])
    expect(stored).toHaveLength(79)
    await buffer.close()
  })

  it('refuses new events as overload once too many wait, instead of growing', async () => {
    const { db } = fakeDb({ delayMs: 50 })
    const buffer = new MetricsBuffer(db, { maxPending: 100, batchSize: 50 })
    const writes = Array.from({ length: 10 }, (_, i) =>
      buffer.add(Array.from({ length: 20 }, () => event(i))),
    )
    const results = await Promise.allSettled(writes)
    const overloaded = results.filter(
      (r) => r.status === 'rejected' && (r.reason as MetricsNotStored).reason === 'overloaded',
    )
    expect(overloaded.length).toBeGreaterThan(0)
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThan(0)
    await buffer.close()
  })

  it('fails a write the database could not take (connection lost) without acknowledging it, and recovers', async () => {
    let down = true
    const errors: unknown[] = []
    const { db, stored } = fakeDb({ failWith: () => (down ? new Error('Connection terminated') : undefined) })
    const buffer = new MetricsBuffer(db, { onError: (err) => errors.push(err) })
    await expect(buffer.add([event(1)])).rejects.toMatchObject({ reason: 'unavailable' })
    down = false
    await buffer.add([event(2)])
    expect(stored.map((r) => r.sessionId)).toEqual(['session-2'])
    expect(errors).toHaveLength(1)
    await buffer.close()
  })

  it('writes what was accepted before close and refuses what comes after', async () => {
    const { db, stored } = fakeDb({ delayMs: 20 })
    const buffer = new MetricsBuffer(db)
    const pending = Promise.all(Array.from({ length: 30 }, (_, i) => buffer.add([event(i)])))
    await buffer.close()
    await pending
    expect(stored).toHaveLength(30)
    await expect(buffer.add([event(31)])).rejects.toBeInstanceOf(MetricsNotStored)
  })
})
