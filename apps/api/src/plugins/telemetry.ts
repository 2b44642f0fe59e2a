import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../db/database.js'
import { Telemetry } from '../observability/telemetry.js'
import { notifyChangeFeed } from '../repositories/systemRepository.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus metrics this process records (served apart, on `QUO_METRICS_PORT`). */
    telemetry: Telemetry
  }
}

/** Change-feed payloads that are probes, not table names: `~probe:<epoch ms>`. */
const PROBE = '~probe:'
const PROBE_INTERVAL_MS = 15_000

/** The probe's send time when `payload` is one, else undefined. */
export function probeSentAt(payload: string): number | undefined {
  return payload.startsWith(PROBE) ? Number(payload.slice(PROBE.length)) : undefined
}

/**
 * Records every answer's latency under its route pattern (never the raw URL, whose ids would
 * grow the label set without bound) and, when the metrics are served, sends a probe through
 * the change feed so its lag can be read.
 */
export const telemetry = fp(
  async (
    app: FastifyInstance,
    {
      database,
      telemetry = new Telemetry(),
      probeChangeFeed = false,
    }: {
      database: Database
      telemetry?: Telemetry | undefined
      probeChangeFeed?: boolean
    },
  ) => {
    app.decorate('telemetry', telemetry)
    // The id under which this request's log lines are found, for a visitor's or proxy's report.
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id)
    })
    app.addHook('onResponse', async (request, reply) => {
      telemetry.observeRequest(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      )
    })
    if (!probeChangeFeed) return
    let timer: NodeJS.Timeout | undefined
    const probe = () => notifyChangeFeed(database.db, `${PROBE}${Date.now()}`).catch(() => undefined)
    app.addHook('onReady', async () => {
      timer = setInterval(probe, PROBE_INTERVAL_MS)
      timer.unref()
      void probe()
    })
    app.addHook('onClose', async () => clearInterval(timer))
  },
)
