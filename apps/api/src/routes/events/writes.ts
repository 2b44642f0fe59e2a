import {
  DashboardEvent,
  DeletedItemRecord,
  EventBranchesInput,
  EventBranchInput,
  EventBranchLink,
  EventCreateInput,
  EventUpdateInput,
  IdParam,
} from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { getDashboardEvent } from '../../repositories/dashboardRepository.js'
import {
  addEventBranch,
  addEventBranches,
  createEvent,
  deleteEvent,
  removeEventBranch,
  updateEvent,
} from '../../repositories/eventWriteRepository.js'
import { guardedWrite } from '../shared/branchGuard.js'
import { IdParams, staffRoute } from '../shared/staffRoute.js'

const EventBranchParams = z.object({ eventId: IdParam, branchId: IdParam })

/**
 * Staff writes of events and the maps they show on (docs/product.md §7). An event belongs to its linked
 * branches and its item's.
 */
export const eventWrites: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.post(
    '/events',
    staffRoute(app, { body: EventCreateInput, response: { 201: DashboardEvent } }),
    async (request, reply) => {
      const { itemId, branchIds } = request.body
      const id = await guardedWrite(db, request, { items: [itemId], branchIds }, (tx) =>
        createEvent(tx, request.body),
      )
      return reply.code(201).send(await getDashboardEvent(db, id))
    },
  )
  app.put(
    '/events/:id',
    staffRoute(app, { params: IdParams, body: EventUpdateInput, response: { 200: DashboardEvent } }),
    async (request) => {
      const { params, body } = request
      await guardedWrite(db, request, { events: [params.id] }, (tx) => updateEvent(tx, params.id, body))
      return getDashboardEvent(db, params.id)
    },
  )
  app.delete(
    '/events/:id',
    staffRoute(app, { params: IdParams, response: { 200: DeletedItemRecord } }),
    async (request) => {
      const { id } = request.params
      return guardedWrite(db, request, { events: [id] }, (tx) => deleteEvent(tx, id))
    },
  )

  app.post(
    '/events/branches/multiple/',
    staffRoute(app, { body: EventBranchesInput, response: { 201: z.array(EventBranchLink) } }),
    async (request, reply) => {
      const { eventId, branchIds } = request.body
      return reply
        .code(201)
        .send(
          await guardedWrite(db, request, { events: [eventId], branchIds }, (tx) =>
            addEventBranches(tx, request.body),
          ),
        )
    },
  )
  app.post(
    '/events/branches/',
    staffRoute(app, { body: EventBranchInput, response: { 201: EventBranchLink } }),
    async (request, reply) => {
      const { eventId, branchId } = request.body
      return reply
        .code(201)
        .send(
          await guardedWrite(db, request, { events: [eventId], branchIds: [branchId] }, (tx) =>
            addEventBranch(tx, request.body),
          ),
        )
    },
  )
  app.delete(
    '/events/branches/:eventId/:branchId',
    staffRoute(app, { params: EventBranchParams, response: { 200: EventBranchLink } }),
    async (request) => {
      const { eventId, branchId } = request.params
      return guardedWrite(db, request, { events: [eventId], branchIds: [branchId] }, (tx) =>
        removeEventBranch(tx, eventId, branchId),
      )
    },
  )
}
