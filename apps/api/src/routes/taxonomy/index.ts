import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Operations } from '../../openapi/operations.js'
import { taxonomyReads } from './reads.js'

/** Categories, pin icons and tags. */
export const taxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(taxonomyReads)
}

/** The operations above by method and documented path: their ids and summaries in the API document. */
export const taxonomyOperations: Operations = {
  'GET /categories/': ['listCategories', 'All categories with their translations'],
  'GET /icons/': ['listIcons', 'All pin icons'],
  'GET /tags/': ['listTags', 'All tags with their translations'],
}
