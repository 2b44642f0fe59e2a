import {
  DashboardEvent,
  DeletedItemRecord,
  EventBranchesInput,
  EventBranchInput,
  EventBranchLink,
  EventCreateInput,
  EventUpdateInput,
  Featured,
  FeaturedInput,
  IdParam,
} from '@quo/contract'
import { and, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { eventBranches, events, featured } from '../db/schema/index.js'
import { getDashboardEvent } from '../repositories/dashboardRepository.js'
import {
  addEventBranches,
  createEvent,
  createFeatured,
  updateEvent,
} from '../repositories/eventWriteRepository.js'
import { deleteRow, insertRow } from '../repositories/rowWrites.js'
import { IdParams, staffRoute } from './staffRoute.js'

const EventBranchParams = z.object({ eventId: IdParam, branchId: IdParam })

/** Staff writes of events, the maps they show on, and featured entries (spec §7). */
export const eventWrites: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.post(
    '/events',
    staffRoute(app, { body: EventCreateInput, response: { 201: DashboardEvent } }),
    async (request, reply) =>
      reply.code(201).send(await getDashboardEvent(db, await createEvent(db, request.body))),
  )
  app.put(
    '/events/:id',
    staffRoute(app, { params: IdParams, body: EventUpdateInput, response: { 200: DashboardEvent } }),
    async ({ params, body }) => {
      await updateEvent(db, params.id, body)
      return getDashboardEvent(db, params.id)
    },
  )
  app.delete(
    '/events/:id',
    staffRoute(app, { params: IdParams, response: { 200: DeletedItemRecord } }),
    async ({ params }) => deleteRow(db, events, eq(events.id, params.id), 'event'),
  )

  app.post(
    '/events/branches/multiple/',
    staffRoute(app, { body: EventBranchesInput, response: { 201: z.array(EventBranchLink) } }),
    async (request, reply) => reply.code(201).send(await addEventBranches(db, request.body)),
  )
  app.post(
    '/events/branches/',
    staffRoute(app, { body: EventBranchInput, response: { 201: EventBranchLink } }),
    async (request, reply) => reply.code(201).send(await insertRow(db, eventBranches, request.body)),
  )
  app.delete(
    '/events/branches/:eventId/:branchId',
    staffRoute(app, { params: EventBranchParams, response: { 200: EventBranchLink } }),
    async ({ params }) =>
      deleteRow(
        db,
        eventBranches,
        and(eq(eventBranches.eventId, params.eventId), eq(eventBranches.branchId, params.branchId)),
        'event branch',
      ),
  )

  app.post(
    '/featured/',
    staffRoute(app, { body: FeaturedInput, response: { 201: Featured } }),
    async (request, reply) => reply.code(201).send(await createFeatured(db, request.body)),
  )
  app.delete(
    '/featured/:id',
    staffRoute(app, { params: IdParams, response: { 200: DeletedItemRecord } }),
    async ({ params }) => deleteRow(db, featured, eq(featured.id, params.id), 'featured entry'),
  )
}
