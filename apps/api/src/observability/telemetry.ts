import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { CacheRead } from '../cache/hotCache.js'

/** What a render is, as the `kind` label of `quo_render_duration_seconds` names it. */
export type RenderKind =
  | 'basemap_tile'
  | 'branch_tile'
  | 'level_tile'
  | 'media_rendition'
  /** A map's pin tiles built from all its pins, or patched with a few changed ones. */
  | 'pin_tiles'
  | 'pin_tiles_patch'

/** Counters a metric reads when Prometheus scrapes, kept by their owners as plain numbers. */
export interface TelemetrySources {
  /** The database pool's connections (PostgreSQL only). */
  pool?: () => { total: number; idle: number; waiting: number }
  /** Usage events accepted but not yet written. */
  metricsBufferDepth?: () => number
  /** Entries in the hot cache. */
  hotCacheEntries?: () => number
}

/**
 * The server's Prometheus metrics in a registry of its own (several apps in one test process
 * must not share one): request latency per route and status, database pool and query latency,
 * hot-cache hits, change-feed lag, the usage-event buffer, tile and media render times, and
 * the process's own (CPU, memory, event-loop lag). Served on `QUO_METRICS_PORT` only.
 */
export class Telemetry {
  readonly registry = new Registry()
  private readonly requests = new Histogram({
    name: 'quo_http_request_duration_seconds',
    help: 'Time from request to response, per route pattern, method and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  })
  private readonly queries = new Histogram({
    name: 'quo_db_query_duration_seconds',
    help: 'Time a database query took, from sending to its result',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  })
  private readonly cacheReads = new Counter({
    name: 'quo_hot_cache_reads_total',
    help: 'Hot-cache reads by result: hit (served from memory), shared (joined a computation in flight), miss (computed), stale (a slow value served while its successor computes)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  })
  private readonly changeFeedLag = new Gauge({
    name: 'quo_change_feed_lag_seconds',
    help: 'Time from a notification sent on the change feed to its arrival at this process (last probe)',
    registers: [this.registry],
  })
  private readonly renders = new Histogram({
    name: 'quo_render_duration_seconds',
    help: "Time rendering a tile, an uploaded image or the index of a map's pin tiles took (cache misses only)",
    labelNames: ['kind'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  })

  /**
   * `processMetrics` adds prom-client's CPU, memory, event-loop and GC metrics; they sample in
   * the background (the event loop every 10 ms) for the process's life, so only a server that
   * serves its metrics asks for them, never an app a test builds.
   */
  constructor({ processMetrics = false }: { processMetrics?: boolean } = {}) {
    if (processMetrics) collectDefaultMetrics({ register: this.registry, prefix: 'quo_' })
  }

  /** Reads the sources when scraped; called once the app's parts exist. */
  watch(sources: TelemetrySources): void {
    const { pool, metricsBufferDepth, hotCacheEntries } = sources
    if (pool) {
      new Gauge({
        name: 'quo_db_pool_connections',
        help: 'Database pool connections by state: total, idle, and requests waiting for one',
        labelNames: ['state'] as const,
        registers: [this.registry],
        collect() {
          const stats = pool()
          this.set({ state: 'total' }, stats.total)
          this.set({ state: 'idle' }, stats.idle)
          this.set({ state: 'waiting' }, stats.waiting)
        },
      })
    }
    if (metricsBufferDepth) {
      new Gauge({
        name: 'quo_metrics_buffer_depth',
        help: 'Usage events accepted and not yet written to the database',
        registers: [this.registry],
        collect() {
          this.set(metricsBufferDepth())
        },
      })
    }
    if (hotCacheEntries) {
      new Gauge({
        name: 'quo_hot_cache_entries',
        help: 'Bodies held in the hot cache',
        registers: [this.registry],
        collect() {
          this.set(hotCacheEntries())
        },
      })
    }
  }

  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    this.requests.observe({ method, route, status_code: String(statusCode) }, seconds)
  }

  observeQuery(seconds: number): void {
    this.queries.observe(seconds)
  }

  countCacheRead(result: CacheRead): void {
    this.cacheReads.inc({ result })
  }

  setChangeFeedLag(seconds: number): void {
    this.changeFeedLag.set(seconds)
  }

  /** Runs `render` and records how long it took under `kind`. */
  async timeRender<T>(kind: RenderKind, render: () => Promise<T> | T): Promise<T> {
    const end = this.renders.startTimer({ kind })
    try {
      return await render()
    } finally {
      end()
    }
  }

  /** The metrics in Prometheus's text format. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() }
  }
}
