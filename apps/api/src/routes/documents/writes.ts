import { GeojsonInput, GeojsonRecord, GeojsonUpdateInput, JsonInput, JsonRecord } from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  createGeojson,
  createJson,
  updateGeojson,
  updateJson,
} from '../../repositories/geometryWriteRepository.js'
import { guardedWrite } from '../shared/branchGuard.js'
import { IdParams, staffRoute } from '../shared/staffRoute.js'

// Hall outlines and long trails are large documents.
const documentBodyLimit = 4 * 1024 * 1024

/**
 * Staff writes of geometry documents and free-form JSON (docs/product.md §7), linked to places afterwards
 * (`routes/items/geometryLinks.ts`). A new document is on no branch; a linked one belongs to
 * the branches of every item linking it.
 */
export const documentWrites: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.post(
    '/geojsons/',
    {
      ...staffRoute(app, { body: GeojsonInput, response: { 201: GeojsonRecord } }),
      bodyLimit: documentBodyLimit,
    },
    // A new document is on no branch; the write still names its actor for the history.
    async (request, reply) =>
      reply.code(201).send(await guardedWrite(db, request, {}, (tx) => createGeojson(tx, request.body))),
  )
  app.put(
    '/geojsons/:id',
    {
      ...staffRoute(app, { params: IdParams, body: GeojsonUpdateInput, response: { 200: GeojsonRecord } }),
      bodyLimit: documentBodyLimit,
    },
    async (request) => {
      const { params, body } = request
      return guardedWrite(db, request, { geojsons: [params.id] }, (tx) => updateGeojson(tx, params.id, body))
    },
  )
  app.post(
    '/jsons/',
    { ...staffRoute(app, { body: JsonInput, response: { 201: JsonRecord } }), bodyLimit: documentBodyLimit },
    async (request, reply) =>
      reply.code(201).send(await guardedWrite(db, request, {}, (tx) => createJson(tx, request.body))),
  )
  app.put(
    '/jsons/:id',
    {
      ...staffRoute(app, { params: IdParams, body: JsonInput, response: { 200: JsonRecord } }),
      bodyLimit: documentBodyLimit,
    },
    async (request) => {
      const { params, body } = request
      return guardedWrite(db, request, { jsons: [params.id] }, (tx) => updateJson(tx, params.id, body))
    },
  )
}
