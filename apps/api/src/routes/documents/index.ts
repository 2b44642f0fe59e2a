import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Operations } from '../../openapi/operations.js'
import { documentWrites } from './writes.js'

/** Geometry documents (GeoJSON) and free-form JSON records, linked to places under `/items/`. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(documentWrites)
}

/** The operations above by method and documented path: their ids and summaries in the API document. */
export const documentOperations: Operations = {
  'POST /geojsons/': ['createGeojson', 'Create a GeoJSON shape'],
  'PUT /geojsons/{id}': ['updateGeojson', 'Change a GeoJSON shape'],
  'POST /jsons/': ['createJson', 'Create a JSON record'],
  'PUT /jsons/{id}': ['updateJson', 'Change a JSON record'],
}
