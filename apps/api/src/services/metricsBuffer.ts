import type { MetricInput } from '@quo/contract'
import type { Db } from '../db/database.js'
import { metrics } from '../db/schema/index.js'

type Row = typeof metrics.$inferInsert

export interface MetricsBufferOptions {
  /** Rows that trigger a write at once. */
  batchSize?: number
  /** Longest time an accepted event waits before it is written. */
  flushIntervalMs?: number
  onError?: (err: unknown) => void
}

const APP_START_FIELDS = [
  'quo_version',
  'referrer',
  'browser_language',
  'quo_plattform',
  'window_size',
  'user_agent',
] as const

function toRow(m: MetricInput, receivedAt: string): Row {
  const data: Record<string, string> = {}
  for (const key of APP_START_FIELDS) {
    const value = m[key]
    if (value) data[key] = value
  }
  return {
    sessionId: m.session_id,
    metricKey: m.metric_key,
    branchShortId: m.branch_short_id ?? null,
    itemId: m.item_id ?? null,
    itemDetailId: m.item_detail_id ?? null,
    mentionId: m.mention_id ?? null,
    relatedItemId: m.related_item_id ?? null,
    tagId: m.tag_id ?? null,
    routeFullPath: m.route_full_path ?? null,
    metricValue: m.metricValue ?? null,
    data: Object.keys(data).length ? data : null,
    dateCreated: receivedAt,
  }
}

/**
 * Accepts usage events in memory and writes them in multi-row inserts, so a visitor's click
 * costs no database round trip. A failed write keeps its rows for the next attempt, and
 * {@link close} writes whatever is left: an accepted event is never dropped.
 */
export class MetricsBuffer {
  private pending: Row[] = []
  private writing: Promise<void> | undefined
  private readonly timer: NodeJS.Timeout
  private readonly batchSize: number

  constructor(
    private readonly db: Db,
    private readonly options: MetricsBufferOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 500
    this.timer = setInterval(() => void this.flush(), options.flushIntervalMs ?? 1000)
    this.timer.unref()
  }

  get size(): number {
    return this.pending.length
  }

  add(events: readonly MetricInput[]): void {
    const now = new Date().toISOString()
    for (const e of events) this.pending.push(toRow(e, now))
    if (this.pending.length >= this.batchSize) void this.flush()
  }

  /** Writes everything pending; concurrent callers share one write. */
  async flush(): Promise<void> {
    if (this.writing) return this.writing
    if (this.pending.length === 0) return
    this.writing = this.writeAll().finally(() => {
      this.writing = undefined
    })
    return this.writing
  }

  async close(): Promise<void> {
    clearInterval(this.timer)
    await this.writing
    while (this.pending.length > 0) {
      const before = this.pending.length
      await this.flush()
      if (this.pending.length >= before) throw new Error(`could not write ${before} buffered metrics`)
    }
  }

  private async writeAll(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.batchSize)
      try {
        await this.db.insert(metrics).values(batch)
      } catch (err) {
        this.pending.unshift(...batch)
        this.options.onError?.(err)
        return
      }
    }
  }
}
