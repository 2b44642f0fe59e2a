import type { MetricInput } from '@quo/contract'
import { api } from '../api.js'

/** Version string of docs/product.md §1, reported with app_start. */
export const QUO_VERSION = '2025.03.31.1.20.3'

const FLUSH_MS = 2000
const MAX_BATCH = 50

type Metric = Omit<MetricInput, 'session_id'>

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

const listeners = new Set<(key: string) => void>()

/**
 * Usage events (docs/product.md §3, §7): queued and sent in batches of up to 50 every 2 s without the
 * loading bar; whatever is queued when the page goes away leaves with a beacon.
 */
class MetricsQueue {
  private readonly session = sessionId()
  private queue: MetricInput[] = []
  private timer: ReturnType<typeof setTimeout> | undefined

  constructor() {
    addEventListener('pagehide', () => this.beacon())
  }

  track(metric: Metric): void {
    this.queue.push({ ...metric, session_id: this.session })
    for (const l of listeners) l(metric.metric_key)
    if (this.queue.length >= MAX_BATCH) void this.flush()
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS)
  }

  private async flush(): Promise<void> {
    clearTimeout(this.timer)
    this.timer = undefined
    const batch = this.queue.splice(0, MAX_BATCH)
    if (!batch.length) return
    try {
      await api.sendMetrics(batch)
    } catch {
      // Metrics never disturb the visitor; a lost batch is acceptable.
    }
  }

  private beacon(): void {
    const batch = this.queue.splice(0, MAX_BATCH)
    if (!batch.length || !navigator.sendBeacon) return
    navigator.sendBeacon('/api/metrics/', new Blob([JSON.stringify(batch)], { type: 'application/json' }))
  }
}

let queue: MetricsQueue | undefined
/** Records one usage event. */
export function track(metric: Metric): void {
  queue ??= new MetricsQueue()
  queue.track(metric)
}

/** Observers of every tracked metric key (kiosk idle timing). */
export function onMetric(listener: (key: string) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The app_start event with the fields of docs/product.md §3. */
export function trackAppStart(branchShortId: number | null): void {
  track({
    metric_key: 'app_start',
    quo_version: QUO_VERSION,
    referrer: document.referrer.slice(0, 500) || null,
    browser_language: navigator.language.slice(0, 35),
    quo_plattform: 'web',
    branch_short_id: branchShortId,
    window_size: `${innerWidth}x${innerHeight}`,
    user_agent: navigator.userAgent.slice(0, 500),
  })
}
