import type { MetricInput } from '@quo/contract'
import { pgCode } from '../repositories/dbErrors.js'
import type { MetricRow as Row } from '../repositories/metricsRepository.js'
import { browserFamily, osFamily, referrerOrigin, storedMetricValue } from './metricsPrivacy.js'

export interface MetricsBufferOptions {
  /** Rows that start a write at once instead of waiting for more. */
  batchSize?: number
  /** Longest time an event waits for others to share its write. */
  maxDelayMs?: number
  /** Rows waiting for a write beyond which new events are refused (503). */
  maxPending?: number
  onError?: (err: unknown) => void
  /** Events the database refused and that were isolated from their batch. */
  onRefused?: (rows: number, err: unknown) => void
}

const APP_START_FIELDS = ['quo_version', 'browser_language', 'quo_plattform', 'window_size'] as const

/**
 * The row stored for an event, dated when it happened. Of the app-start facts the raw user agent becomes its browser
 * and system family and the referrer its site (`metricsPrivacy.ts`); a search term without
 * results is stored normalised, as it is counted.
 */
export function toRow(m: MetricInput, receivedAt: number): Row {
  const data: Record<string, string> = {}
  for (const key of APP_START_FIELDS) {
    const value = m[key]
    if (value) data[key] = value
  }
  const referrer = m.referrer && referrerOrigin(m.referrer)
  if (referrer) data.referrer = referrer
  if (m.user_agent) {
    data.browser = browserFamily(m.user_agent)
    data.os = osFamily(m.user_agent)
  }
  return {
    eventId: m.event_id ?? null,
    sessionId: m.session_id,
    metricKey: m.metric_key,
    branchShortId: m.branch_short_id ?? null,
    itemId: m.item_id ?? null,
    itemDetailId: m.item_detail_id ?? null,
    mentionId: m.mention_id ?? null,
    relatedItemId: m.related_item_id ?? null,
    tagId: m.tag_id ?? null,
    routeFullPath: m.route_full_path ?? null,
    metricValue: storedMetricValue(m.metric_key, m.metricValue),
    data: Object.keys(data).length ? data : null,
    // When it happened: the client says how long ago, in its own clock, so a wrong device clock
    // does not misdate it.
    dateCreated: new Date(receivedAt - (m.age_ms ?? 0)).toISOString(),
  }
}

/** Why events were not stored; the route turns it into a problem answer. */
export class MetricsNotStored extends Error {
  constructor(
    readonly reason: 'overloaded' | 'refused' | 'unavailable' | 'closed',
    message: string,
  ) {
    super(message)
  }
}

/** One request's events: written together, answered together. */
interface Submission {
  rows: Row[]
  resolve(): void
  reject(err: MetricsNotStored): void
}

/**
 * SQLSTATE classes that say "this data can't be stored" (22 data exception, 23 integrity
 * violation): retrying won't help, so the rows responsible are isolated. Anything else (a
 * lost connection, a full disk) fails the whole write.
 */
function isDataError(err: unknown): boolean {
  const code = pgCode(err)
  return code !== undefined && (code.startsWith('22') || code.startsWith('23'))
}

/**
 * Group commit for usage events: a request's events are answered only once they are
 * committed, and the requests that arrive while one write runs share the next one, so a
 * burst costs a few multi-row inserts rather than one round trip per click.
 *
 * - One bad submission can't hold the others hostage: when the database refuses a batch's
 *   data, the batch is split and retried until the refusing submissions stand alone; those
 *   are refused (400), the rest are written.
 * - The queue is bounded: beyond `maxPending` rows new events are refused as overload (503)
 *   instead of growing memory until the process dies.
 * - {@link close} writes everything queued before it resolves.
 */
export class MetricsBuffer {
  private queue: Submission[] = []
  private queuedRows = 0
  private writing: Promise<void> | undefined
  private timer: NodeJS.Timeout | undefined
  private closed = false
  private readonly batchSize: number
  private readonly maxDelayMs: number
  private readonly maxPending: number

  constructor(
    /** Stores rows in one statement; throws the driver's error when it can't. */
    private readonly insert: (rows: Row[]) => Promise<void>,
    private readonly options: MetricsBufferOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 1000
    this.maxDelayMs = options.maxDelayMs ?? 5
    this.maxPending = options.maxPending ?? 20_000
  }

  /** Rows waiting for a write (not counting the one in progress). */
  get size(): number {
    return this.queuedRows
  }

  /** Resolves once the events are committed; rejects with {@link MetricsNotStored}. */
  add(events: readonly MetricInput[]): Promise<void> {
    if (this.closed) return Promise.reject(new MetricsNotStored('closed', 'The server is shutting down'))
    if (this.queuedRows + events.length > this.maxPending) {
      return Promise.reject(new MetricsNotStored('overloaded', 'Too many events are waiting to be stored'))
    }
    const now = Date.now()
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ rows: events.map((e) => toRow(e, now)), resolve, reject })
      this.queuedRows += events.length
      this.schedule()
    })
  }

  /** Writes everything queued, including what arrives while it runs. */
  async flush(): Promise<void> {
    while (this.writing || this.queue.length > 0) {
      if (!this.writing) this.startWrite()
      await this.writing
    }
  }

  /** Refuses new events and resolves once every accepted one is written or answered. */
  async close(): Promise<void> {
    this.closed = true
    clearTimeout(this.timer)
    await this.flush()
  }

  private schedule(): void {
    // A write in progress picks the queue up when it finishes: that is the group commit.
    if (this.writing) return
    if (this.queuedRows >= this.batchSize) {
      clearTimeout(this.timer)
      this.timer = undefined
      this.startWrite()
    } else if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = undefined
        if (!this.writing) this.startWrite()
      }, this.maxDelayMs)
    }
  }

  private startWrite(): void {
    const batch = this.take()
    if (batch.length === 0) return
    this.writing = this.write(batch).finally(() => {
      this.writing = undefined
      if (this.queue.length > 0) this.schedule()
    })
  }

  /** Whole submissions up to the batch size (at least one). */
  private take(): Submission[] {
    const batch: Submission[] = []
    let rows = 0
    while (this.queue.length > 0) {
      const next = this.queue[0] as Submission
      if (batch.length > 0 && rows + next.rows.length > this.batchSize) break
      this.queue.shift()
      batch.push(next)
      rows += next.rows.length
    }
    this.queuedRows -= rows
    return batch
  }

  private async write(batch: Submission[]): Promise<void> {
    try {
      await this.insert(batch.flatMap((s) => s.rows))
      for (const s of batch) s.resolve()
    } catch (err) {
      if (!isDataError(err)) {
        this.options.onError?.(err)
        for (const s of batch) s.reject(new MetricsNotStored('unavailable', 'Events could not be stored'))
        return
      }
      if (batch.length === 1) {
        const [only] = batch as [Submission]
        this.options.onRefused?.(only.rows.length, err)
        only.reject(new MetricsNotStored('refused', 'The database refused these events'))
        return
      }
      const half = Math.ceil(batch.length / 2)
      await this.write(batch.slice(0, half))
      await this.write(batch.slice(half))
    }
  }
}
