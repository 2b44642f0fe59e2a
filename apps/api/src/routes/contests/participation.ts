import { ContestParticipation, ContestParticipationInput } from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { participate } from '../../repositories/anonymousWriteRepository.js'
import { type AnonymousWriteLimits, anonymousWriteProblems } from '../shared/anonymousWriteLimits.js'

/** Taking part in a contest, without signing in: validated, size-limited and rate-limited. */
export const contestParticipation: FastifyPluginAsyncZod<{ limits: AnonymousWriteLimits }> = async (
  app,
  { limits },
) => {
  app.post(
    '/contest/participant/',
    {
      schema: {
        tags: ['anonymous'],
        body: ContestParticipationInput,
        response: { 201: ContestParticipation, ...anonymousWriteProblems },
      },
      bodyLimit: 8 * 1024,
      config: { rateLimit: { max: limits.formsPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => reply.code(201).send(await participate(app.database.db, request.body)),
  )
}
