import {
  ChangeRequest,
  ChangeRequestInput,
  ChangeRequestsQuery,
  StaffChangeRequest,
  type VisitorDetailKey,
} from '@quo/contract'
import { detailValueError } from '@quo/place-rules'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createChangeRequest, listChangeRequests } from '../../repositories/anonymousWriteRepository.js'
import { InvalidInput } from '../../repositories/domainErrors.js'
import { type AnonymousWriteLimits, anonymousWriteProblems } from '../shared/anonymousWriteLimits.js'
import { callerBranches } from '../shared/branchGuard.js'
import { staffRoute } from '../shared/staffRoute.js'

/**
 * Visitors' change requests: sent without signing in (validated, size-limited and
 * rate-limited), listed for staff of the branches they concern.
 */
export const changeRequests: FastifyPluginAsyncZod<{ limits: AnonymousWriteLimits }> = async (
  app,
  { limits },
) => {
  const db = app.database.db

  app.get(
    '/items/change-requests/',
    staffRoute(app, { querystring: ChangeRequestsQuery, response: { 200: z.array(StaffChangeRequest) } }),
    async (request) => listChangeRequests(db, request.query, callerBranches(request)),
  )

  app.post(
    '/items/change-requests/',
    {
      schema: {
        tags: ['anonymous'],
        body: ChangeRequestInput,
        response: { 201: ChangeRequest, ...anonymousWriteProblems },
      },
      bodyLimit: 16 * 1024,
      config: { rateLimit: { max: limits.formsPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      // A visitor's corrected details are checked as staff's are (phone "abc" is no number).
      for (const [key, value] of Object.entries(request.body.details ?? {})) {
        const refused = value ? await detailValueError(key as VisitorDetailKey, value) : undefined
        if (refused) throw new InvalidInput(refused, [{ path: `body.details.${key}`, message: refused }])
      }
      return reply.code(201).send(await createChangeRequest(db, request.body))
    },
  )
}
