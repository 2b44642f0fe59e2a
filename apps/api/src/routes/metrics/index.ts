import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Operations } from '../../openapi/operations.js'
import type { MetricsBuffer } from '../../services/metricsBuffer.js'
import type { AnonymousWriteLimits } from '../shared/anonymousWriteLimits.js'
import { metricsStaffReads } from './staffReads.js'
import { metricsWrites } from './visitorWrites.js'

/** Usage metrics: the events visitors' apps send, and the dashboard's figures. */
export const metricsRoutes: FastifyPluginAsyncZod<{
  retentionDays: number
  metrics: MetricsBuffer
  limits: AnonymousWriteLimits
}> = async (app, { retentionDays, metrics, limits }) => {
  await app.register(metricsStaffReads, { retentionDays })
  await app.register(metricsWrites, { metrics, limits })
}

/** The operations above by method and documented path: their ids and summaries in the API document. */
export const metricsOperations: Operations = {
  // staffReads.ts
  'GET /metrics/sessions/daily/': [
    'listDailySessions',
    "Visitor sessions and events per day of a range, every day listed, of the caller's maps",
  ],
  'GET /metrics/summary/': [
    'getMetricsSummary',
    'The places opened most and the searches without results in a range, and how long events are kept',
  ],
  // visitorWrites.ts: without signing in
  'POST /metrics/': ['sendMetrics', 'Record usage events'],
}
