import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Operations } from '../../openapi/operations.js'
import { historyRestore } from './restore.js'

/** The change history's restore; the entries are read per place and per event. */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(historyRestore)
}

/** The operations above by method and documented path: their ids and summaries in the API document. */
export const historyOperations: Operations = {
  'POST /history/{id}/restore/': [
    'restoreHistory',
    "Put a history entry's former state back: one field, a whole change, a removed or added record",
  ],
}
