import { MetricsAccepted, MetricsInput, Problem } from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sendProblem } from '../../plugins/problems.js'
import { type MetricsBuffer, MetricsNotStored } from '../../services/metricsBuffer.js'
import { type AnonymousWriteLimits, anonymousWriteProblems } from '../shared/anonymousWriteLimits.js'

/** Seconds a client should wait before sending events the server could not take. */
const RETRY_AFTER = { overloaded: 1, unavailable: 5, closed: 5 } as const

/** Usage events visitors' apps send without signing in: validated, size-limited and rate-limited. */
export const metricsWrites: FastifyPluginAsyncZod<{
  metrics: MetricsBuffer
  limits: AnonymousWriteLimits
}> = async (app, { metrics, limits }) => {
  app.post(
    '/metrics/',
    {
      schema: {
        tags: ['anonymous'],
        body: MetricsInput,
        response: { 202: MetricsAccepted, ...anonymousWriteProblems, 503: Problem },
      },
      bodyLimit: 64 * 1024,
      config: { rateLimit: { max: limits.metricsPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const events = Array.isArray(request.body) ? request.body : [request.body]
      try {
        // 202 only once the events are committed: an acknowledged event survives kill -9.
        await metrics.add(events)
      } catch (err) {
        if (!(err instanceof MetricsNotStored)) throw err
        if (err.reason === 'refused') return sendProblem(reply, { status: 400, detail: err.message })
        reply.header('retry-after', String(RETRY_AFTER[err.reason]))
        return sendProblem(reply, { status: 503, detail: err.message })
      }
      return reply.code(202).send({ accepted: events.length })
    },
  )
}
