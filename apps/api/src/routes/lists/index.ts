import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Operations } from '../../openapi/operations.js'
import { listReads } from './reads.js'

/** Curated lists. */
export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(listReads)
}

/** The operations above by method and documented path: their ids and summaries in the API document. */
export const listOperations: Operations = {
  'GET /lists/': ['listLists', 'All curated lists'],
}
