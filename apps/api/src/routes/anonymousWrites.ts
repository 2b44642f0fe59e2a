import {
  ChangeRequest,
  ChangeRequestInput,
  ContestParticipation,
  ContestParticipationInput,
  MetricsAccepted,
  MetricsInput,
  Problem,
} from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sendProblem } from '../plugins/problems.js'
import { createChangeRequest, participate } from '../repositories/anonymousWriteRepository.js'
import { type MetricsBuffer, MetricsNotStored } from '../services/metricsBuffer.js'

export interface AnonymousWriteLimits {
  /** Change requests and contest entries per IP and minute. */
  formsPerMinute: number
  /** Metric requests per IP and minute. */
  metricsPerMinute: number
}

export const DEFAULT_LIMITS: AnonymousWriteLimits = { formsPerMinute: 10, metricsPerMinute: 600 }

const problems = {
  400: Problem,
  403: Problem,
  404: Problem,
  409: Problem,
  413: Problem,
  415: Problem,
  429: Problem,
}

/** Seconds a client should wait before sending events the server could not take. */
const RETRY_AFTER = { overloaded: 1, unavailable: 5, closed: 5 } as const

/** Writes visitors make without signing in: validated, size-limited and rate-limited. */
export const anonymousWrites: FastifyPluginAsyncZod<{
  metrics: MetricsBuffer
  limits: AnonymousWriteLimits
}> = async (app, { metrics, limits }) => {
  const forms = { rateLimit: { max: limits.formsPerMinute, timeWindow: '1 minute' } }

  app.post(
    '/items/change-requests/',
    {
      schema: {
        tags: ['anonymous'],
        body: ChangeRequestInput,
        response: { 201: ChangeRequest, ...problems },
      },
      bodyLimit: 16 * 1024,
      config: forms,
    },
    async (request, reply) => reply.code(201).send(await createChangeRequest(app.database.db, request.body)),
  )

  app.post(
    '/contest/participant/',
    {
      schema: {
        tags: ['anonymous'],
        body: ContestParticipationInput,
        response: { 201: ContestParticipation, ...problems },
      },
      bodyLimit: 8 * 1024,
      config: forms,
    },
    async (request, reply) => reply.code(201).send(await participate(app.database.db, request.body)),
  )

  app.post(
    '/metrics/',
    {
      schema: {
        tags: ['anonymous'],
        body: MetricsInput,
        response: { 202: MetricsAccepted, ...problems, 503: Problem },
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
