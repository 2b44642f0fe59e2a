import { ApiError } from '@quo/api-client'
import { METRIC_MAX_AGE_MS, type MetricInput } from '@quo/contract'
import { api } from '../api.js'
import { indexedDbOutbox, type MetricsOutbox, type QueuedMetric } from './metricsOutbox.js'

const FLUSH_MS = 2000
const MAX_BATCH = 50
/** Events kept while they cannot be sent; beyond it the oldest go (a kiosk offline for days). */
const MAX_QUEUED = 2000
/** Waits before sending again after the server or the network failed, growing to the last. */
const RETRY_MS = [5000, 15_000, 60_000]

/** A usage event as the app tracks it; the queue adds its session, id and age. */
export type Metric = Omit<MetricInput, 'session_id' | 'event_id' | 'age_ms'>

function sessionId(): string {
  const key = 'quo-session'
  try {
    const known = sessionStorage.getItem(key)
    if (known) return known
    const id = crypto.randomUUID()
    sessionStorage.setItem(key, id)
    return id
  } catch {
    return crypto.randomUUID()
  }
}

export interface MetricsQueueOptions {
  /** Where events wait until the server acknowledged them; memory only without one. */
  outbox?: MetricsOutbox | undefined
  send?: (events: MetricInput[]) => Promise<unknown>
  isOnline?: () => boolean
  now?: () => number
}

/**
 * Usage events (docs/product.md §3, §7): sent in batches of up to 50 every 2 s without the
 * loading bar. Each carries its own id and waits in an outbox (IndexedDB) until the server
 * acknowledged it, so events seen offline — or before a reload or a crash — are sent when the
 * network returns, and the server stores each once however often it arrives. Whatever is
 * waiting when the page goes away also leaves with a beacon.
 */
export class MetricsQueue {
  private readonly session = sessionId()
  /** Oldest first; mirrors the outbox. */
  private pending: QueuedMetric[] = []
  private timer: ReturnType<typeof setTimeout> | undefined
  private sending: Promise<void> | undefined
  private failures = 0
  private readonly outbox: MetricsOutbox | undefined
  private readonly send: (events: MetricInput[]) => Promise<unknown>
  private readonly isOnline: () => boolean
  private readonly now: () => number
  /** The outbox's events from earlier pages, read once. */
  readonly restored: Promise<void>

  constructor(options: MetricsQueueOptions = {}) {
    this.outbox = options.outbox
    this.send = options.send ?? ((events) => api.sendMetrics(events))
    this.isOnline = options.isOnline ?? (() => navigator.onLine)
    this.now = options.now ?? Date.now
    this.restored = this.restore()
    addEventListener('pagehide', () => this.beacon())
    addEventListener('online', () => {
      this.failures = 0
      this.schedule(0)
    })
  }

  track(metric: Metric): void {
    const queued = {
      event: { ...metric, session_id: this.session, event_id: crypto.randomUUID() },
      at: this.now(),
    }
    this.pending.push(queued)
    void this.outbox?.add([queued]).catch(() => undefined)
    this.trim()
    // After a failure the retry's wait stands: new events do not hurry a server that struggles.
    if (this.failures === 0) this.schedule(this.pending.length >= MAX_BATCH ? 0 : FLUSH_MS)
  }

  /** Sends what waits, batch by batch, until all is acknowledged or sending fails. */
  flush(): Promise<void> {
    clearTimeout(this.timer)
    this.timer = undefined
    this.sending ??= this.sendAll().finally(() => {
      this.sending = undefined
    })
    return this.sending
  }

  private async sendAll(): Promise<void> {
    while (this.pending.length > 0 && this.isOnline()) {
      this.dropExpired()
      const batch = this.pending.slice(0, MAX_BATCH)
      if (batch.length === 0) return
      try {
        await this.send(batch.map((q) => this.withAge(q)))
      } catch (err) {
        // The server refused them (400): sending them again would not change its mind.
        if (!(err instanceof ApiError && err.status === 400)) {
          const wait = RETRY_MS[Math.min(this.failures, RETRY_MS.length - 1)] as number
          this.failures += 1
          clearTimeout(this.timer)
          this.timer = setTimeout(() => void this.flush(), wait)
          return
        }
      }
      this.failures = 0
      this.forget(batch)
    }
  }

  /** Sends within `ms`, or sooner if a send is planned already. */
  private schedule(ms: number): void {
    if (this.timer !== undefined && ms > 0) return
    clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.flush(), ms)
  }

  private withAge(q: QueuedMetric): MetricInput {
    return { ...q.event, age_ms: Math.min(Math.max(0, this.now() - q.at), METRIC_MAX_AGE_MS) }
  }

  private async restore(): Promise<void> {
    if (!this.outbox) return
    try {
      const known = new Set(this.pending.map((q) => q.event.event_id))
      const earlier = (await this.outbox.all()).filter((q) => !known.has(q.event.event_id))
      if (earlier.length === 0) return
      this.pending = [...earlier, ...this.pending].sort((a, b) => a.at - b.at)
      this.trim()
      this.schedule(0)
    } catch {
      // Without its outbox the queue still sends what this page tracks.
    }
  }

  /** Events past the age the server takes are dropped rather than refused with their batch. */
  private dropExpired(): void {
    const oldest = this.now() - METRIC_MAX_AGE_MS
    const expired = this.pending.filter((q) => q.at < oldest)
    if (expired.length) this.forget(expired)
  }

  private trim(): void {
    if (this.pending.length > MAX_QUEUED) this.forget(this.pending.slice(0, this.pending.length - MAX_QUEUED))
  }

  private forget(events: readonly QueuedMetric[]): void {
    const gone = new Set(events)
    this.pending = this.pending.filter((q) => !gone.has(q))
    void this.outbox?.remove(events.map((q) => q.event.event_id)).catch(() => undefined)
  }

  /** The page goes away: what waits leaves with a beacon and stays in the outbox (stored once). */
  private beacon(): void {
    const batch = this.pending.slice(0, MAX_BATCH)
    if (!batch.length || !navigator.sendBeacon || !this.isOnline()) return
    const body = JSON.stringify(batch.map((q) => this.withAge(q)))
    navigator.sendBeacon('/api/metrics/', new Blob([body], { type: 'application/json' }))
    // Without an outbox nothing would send them again.
    if (!this.outbox) this.pending = this.pending.slice(batch.length)
  }
}

/** The page's queue, its events kept in IndexedDB. */
export const pageQueue = () => new MetricsQueue({ outbox: indexedDbOutbox() })
