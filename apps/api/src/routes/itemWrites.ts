import {
  DashboardItem,
  IdParam,
  ItemCreateInput,
  ItemReview,
  ItemUpdateInput,
  Problem,
  ReviewCreateInput,
  ReviewUpdateInput,
  ReviewUpdateResult,
} from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { HttpProblem } from '../plugins/problems.js'
import { findDashboardItem } from '../repositories/dashboardRepository.js'
import { createItem, createReview, updateItem, updateReview } from '../repositories/itemWriteRepository.js'

const errors = { 400: Problem, 401: Problem, 403: Problem, 404: Problem, 409: Problem }
const IdParams = z.object({ id: IdParam })

/** Staff writes of items and their review cycle. */
export const itemWrites: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const staff = { tags: ['staff'], security: [{ bearer: [] }] }

  async function itemBody(id: number) {
    const item = await findDashboardItem(db, id)
    if (!item) throw new HttpProblem(404, 'Unknown item')
    return item
  }

  app.post(
    '/items',
    {
      schema: { ...staff, body: ItemCreateInput, response: { 201: DashboardItem, ...errors } },
      preHandler: app.requireStaff,
    },
    async (request, reply) => reply.code(201).send(await itemBody(await createItem(db, request.body))),
  )

  app.put(
    '/items/:id',
    {
      schema: {
        ...staff,
        params: IdParams,
        body: ItemUpdateInput,
        response: { 200: DashboardItem, ...errors },
      },
      preHandler: app.requireStaff,
    },
    async (request) => {
      await updateItem(db, request.params.id, request.body)
      return itemBody(request.params.id)
    },
  )

  app.post(
    '/items/reviews/',
    {
      schema: { ...staff, body: ReviewCreateInput, response: { 201: ItemReview, ...errors } },
      preHandler: app.requireStaff,
    },
    async (request, reply) => reply.code(201).send(await createReview(db, request.body)),
  )

  app.put(
    '/items/reviews/:id',
    {
      schema: {
        ...staff,
        params: IdParams,
        body: ReviewUpdateInput,
        response: { 200: ReviewUpdateResult, ...errors },
      },
      preHandler: app.requireStaff,
    },
    async (request) => updateReview(db, request.params.id, request.body),
  )
}
