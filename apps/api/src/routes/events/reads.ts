import { Event, Problem } from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { EVENT_TABLES, eventsExpireAt, listUpcomingEvents } from '../../repositories/engagementRepository.js'
import { BranchParams, requireBranch } from '../shared/branchParams.js'

const errors = { 400: Problem, 404: Problem }

/** A branch's upcoming events, the public read of events. */
export const eventReads: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/events/branchshortid/:branchShortId',
    {
      schema: { tags: ['events'], params: BranchParams, response: { 200: z.array(Event), ...errors } },
      compress: false,
    },
    async (request, reply) => {
      const branch = await requireBranch(app, request.params.branchShortId)
      return app.sendHot(request, reply, `events:${branch.id}`, { deps: EVENT_TABLES }, async () => {
        // Recomputed when the first of them ends, so an ended event leaves the list on time.
        const events = await listUpcomingEvents(db, branch.id)
        return { value: events, expiresAt: eventsExpireAt(events) }
      })
    },
  )
}
