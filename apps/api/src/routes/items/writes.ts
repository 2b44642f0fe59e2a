import {
  DashboardItem,
  DeletedItem,
  ItemCreateInput,
  ItemReview,
  ItemUpdateInput,
  ReviewCreateInput,
  ReviewUpdateInput,
  ReviewUpdateResult,
} from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getDashboardItem } from '../../repositories/dashboardRepository.js'
import {
  createItem,
  createReview,
  deleteItem,
  updateItem,
  updateReview,
} from '../../repositories/itemWriteRepository.js'
import { guardedWrite } from '../shared/branchGuard.js'
import { IdParams, staffRoute } from '../shared/staffRoute.js'

/** Staff writes of items and their review cycle. */
export const itemWrites: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.post(
    '/items',
    staffRoute(app, { body: ItemCreateInput, response: { 201: DashboardItem } }),
    // A branch's tag puts the new item on that branch's map: the caller needs that branch.
    async (request, reply) => {
      const scope = { tags: request.body.tagIds ?? [] }
      const id = await guardedWrite(db, request, scope, (tx) => createItem(tx, request.body))
      return reply.code(201).send(await getDashboardItem(db, id))
    },
  )

  app.put(
    '/items/:id',
    staffRoute(app, { params: IdParams, body: ItemUpdateInput, response: { 200: DashboardItem } }),
    async (request) => {
      const { id } = request.params
      await guardedWrite(db, request, { items: [id] }, (tx) => updateItem(tx, id, request.body))
      return getDashboardItem(db, id)
    },
  )

  // Removes the item with everything hanging on it (details, links, events, reviews), so
  // the branches its events show on are touched too.
  app.delete(
    '/items/:id',
    staffRoute(app, { params: IdParams, response: { 200: DeletedItem } }),
    async (request) => {
      const { id } = request.params
      return guardedWrite(db, request, { items: [id], itemEvents: true }, (tx) => deleteItem(tx, id))
    },
  )

  app.post(
    '/items/reviews/',
    staffRoute(app, { body: ReviewCreateInput, response: { 201: ItemReview } }),
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await guardedWrite(db, request, { items: [request.body.itemId] }, (tx) =>
            createReview(tx, request.body),
          ),
        ),
  )

  app.put(
    '/items/reviews/:id',
    staffRoute(app, { params: IdParams, body: ReviewUpdateInput, response: { 200: ReviewUpdateResult } }),
    async (request) =>
      guardedWrite(db, request, { reviews: [request.params.id] }, (tx) =>
        updateReview(tx, request.params.id, request.body),
      ),
  )
}
