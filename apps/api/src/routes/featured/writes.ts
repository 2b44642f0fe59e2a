import { DeletedItemRecord, Featured, FeaturedInput } from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { createFeatured, deleteFeatured } from '../../repositories/eventWriteRepository.js'
import { guardedWrite } from '../shared/branchGuard.js'
import { IdParams, staffRoute } from '../shared/staffRoute.js'

/**
 * Staff writes of featured entries (docs/product.md §7). A featured entry belongs to its branch, or to
 * every branch when it has none.
 */
export const featuredWrites: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.post(
    '/featured/',
    staffRoute(app, { body: FeaturedInput, response: { 201: Featured } }),
    async (request, reply) => {
      const { branchId } = request.body
      // Featured without a branch shows on every map.
      const scope = branchId == null ? { everyBranch: true } : { branchIds: [branchId] }
      return reply
        .code(201)
        .send(await guardedWrite(db, request, scope, (tx) => createFeatured(tx, request.body)))
    },
  )
  app.delete(
    '/featured/:id',
    staffRoute(app, { params: IdParams, response: { 200: DeletedItemRecord } }),
    async (request) => {
      const { id } = request.params
      return guardedWrite(db, request, { featured: [id] }, (tx) => deleteFeatured(tx, id))
    },
  )
}
