import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { MediaStore } from '../../media/mediaStore.js'
import type { Operations } from '../../openapi/operations.js'
import { levelTiles } from './levelTiles.js'
import { branchReads } from './reads.js'

/** Branches (the maps): the list every visitor reads first and the raster floor plans of their levels. */
export const branchRoutes: FastifyPluginAsyncZod<{ mediaStore: MediaStore }> = async (
  app,
  { mediaStore },
) => {
  await app.register(branchReads)
  await app.register(levelTiles, { mediaStore })
}

/** The operations above by method and documented path: their ids and summaries in the API document. */
export const branchOperations: Operations = {
  'GET /branches/': ['listBranches', 'All branches with their settings'],
  'GET /branches/{branchShortId}/{layer}/{z}/{x}/{y}': ['getLevelTile', 'A raster tile of a floor plan'],
}
