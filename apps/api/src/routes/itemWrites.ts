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
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { items } from '../db/schema/index.js'
import { getDashboardItem } from '../repositories/dashboardRepository.js'
import { createItem, createReview, updateItem, updateReview } from '../repositories/itemWriteRepository.js'
import { deleteRow } from '../repositories/rowWrites.js'
import { IdParams, staffRoute } from './staffRoute.js'

/** Staff writes of items and their review cycle. */
export const itemWrites: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.post(
    '/items',
    staffRoute(app, { body: ItemCreateInput, response: { 201: DashboardItem } }),
    async (request, reply) =>
      reply.code(201).send(await getDashboardItem(db, await createItem(db, request.body))),
  )

  app.put(
    '/items/:id',
    staffRoute(app, { params: IdParams, body: ItemUpdateInput, response: { 200: DashboardItem } }),
    async (request) => {
      await updateItem(db, request.params.id, request.body)
      return getDashboardItem(db, request.params.id)
    },
  )

  // Removes the item with everything hanging on it (details, links, events, reviews).
  app.delete(
    '/items/:id',
    staffRoute(app, { params: IdParams, response: { 200: DeletedItem } }),
    async (request) => deleteRow(db, items, eq(items.id, request.params.id), 'item'),
  )

  app.post(
    '/items/reviews/',
    staffRoute(app, { body: ReviewCreateInput, response: { 201: ItemReview } }),
    async (request, reply) => reply.code(201).send(await createReview(db, request.body)),
  )

  app.put(
    '/items/reviews/:id',
    staffRoute(app, { params: IdParams, body: ReviewUpdateInput, response: { 200: ReviewUpdateResult } }),
    async (request) => updateReview(db, request.params.id, request.body),
  )
}
