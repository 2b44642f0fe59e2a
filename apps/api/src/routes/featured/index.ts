import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Operations } from '../../openapi/operations.js'
import { featuredReads } from './reads.js'
import { featuredWrites } from './writes.js'

/** Featured entries: the public list and the staff writes. */
export const featuredRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(featuredReads)
  await app.register(featuredWrites)
}

/** The operations above by method and documented path: their ids and summaries in the API document. */
export const featuredOperations: Operations = {
  'GET /featured/': ['listFeatured', 'All featured entries'],
  'POST /featured/': ['createFeatured', 'Feature an item or event'],
  'DELETE /featured/{id}': ['deleteFeatured', 'Delete a featured entry'],
}
