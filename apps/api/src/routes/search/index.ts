import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Operations } from '../../openapi/operations.js'
import { searchShortcutReads } from './reads.js'
import { shortcutResults } from './shortcutResults.js'

/** Search shortcuts and their places. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(searchShortcutReads)
  await app.register(shortcutResults)
}

/** The operations above by method and documented path: their ids and summaries in the API document. */
export const searchOperations: Operations = {
  'GET /search/shortcuts/': ['listSearchShortcuts', 'All search shortcuts'],
  'GET /search/shortcuts/{id}/results/': [
    'listShortcutResults',
    "A search shortcut's places for a host's branch, with opening states (the embed's list)",
  ],
}
