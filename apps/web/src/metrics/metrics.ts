import type { Metric, MetricsQueue } from './metricsQueue.js'

/** Version string of docs/product.md §1, reported with app_start. */
export const QUO_VERSION = '2025.03.31.1.20.3'

const listeners = new Set<(key: string) => void>()
/** Events tracked before the queue's module arrived, in order. */
const early: Metric[] = []
let queue: MetricsQueue | undefined
let loading = false

/**
 * Records one usage event. The queue (its outbox in IndexedDB, batching, retries) loads with the
 * first event rather than with the page: it is not needed for the map's first pins. Events
 * wait here until it has loaded; if loading fails (offline before the service worker kept the
 * chunk) the next event tries again.
 */
export function track(metric: Metric): void {
  for (const l of listeners) l(metric.metric_key)
  if (queue) {
    queue.track(metric)
    return
  }
  early.push(metric)
  if (loading) return
  loading = true
  import('./metricsQueue.js').then(
    ({ pageQueue }) => {
      const loaded = pageQueue()
      queue = loaded
      for (const m of early.splice(0)) loaded.track(m)
    },
    () => {
      loading = false
    },
  )
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
