import {
  FloorPlan,
  FloorPlanInput,
  ItemGeojsonInput,
  ItemGeojsonLink,
  ItemGeojsonUpdateInput,
  ItemJsonInput,
  ItemJsonLink,
} from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { findFloorPlan, removeFloorPlan, setFloorPlan } from '../../repositories/floorPlanRepository.js'
import {
  linkItemGeojson,
  linkItemJson,
  unlinkItemGeojson,
  updateItemGeojson,
} from '../../repositories/geometryWriteRepository.js'
import { guardedWrite, readableAsset } from '../shared/branchGuard.js'
import { IdParams, staffRoute } from '../shared/staffRoute.js'

/**
 * Staff writes of the links of geometry documents and free-form JSON to places (docs/product.md §7: POST
 * /geojsons/ then /items/geojsons/; likewise for jsons), and of a place's floor plan. A linked
 * document belongs to the branches of every item linking it, so linking it to another place
 * needs those branches as well as the place's.
 */
export const itemGeometryLinks: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.post(
    '/items/geojsons/',
    staffRoute(app, { body: ItemGeojsonInput, response: { 201: ItemGeojsonLink } }),
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await guardedWrite(
            db,
            request,
            { items: [request.body.itemId], geojsons: [request.body.geojsonId] },
            (tx) => linkItemGeojson(tx, request.body),
          ),
        ),
  )
  app.put(
    '/items/geojsons/:id',
    staffRoute(app, { params: IdParams, body: ItemGeojsonUpdateInput, response: { 200: ItemGeojsonLink } }),
    async (request) => {
      const { params, body } = request
      const scope = {
        itemGeojsons: [params.id],
        geojsons: body.geojsonId === undefined ? [] : [body.geojsonId],
      }
      return guardedWrite(db, request, scope, (tx) => updateItemGeojson(tx, params.id, body))
    },
  )

  app.delete(
    '/items/geojsons/:id',
    staffRoute(app, { params: IdParams, response: { 200: ItemGeojsonLink } }),
    async (request) => {
      const { params } = request
      return guardedWrite(db, request, { itemGeojsons: [params.id] }, (tx) =>
        unlinkItemGeojson(tx, params.id),
      )
    },
  )

  // A floor plan image over the place's bounds, drawn into its maps' level tiles.
  app.put(
    '/items/floor-plans/:id',
    staffRoute(app, { params: IdParams, body: FloorPlanInput, response: { 200: FloorPlan } }),
    async (request) => {
      const { params, body } = request
      return guardedWrite(db, request, { items: [params.id] }, async (tx) => {
        // Held until commit, so the image cannot be deleted while it is being laid out.
        await readableAsset(tx, request, body.assetId, 'share')
        await setFloorPlan(tx, params.id, body)
        return (await findFloorPlan(tx, params.id)) as FloorPlan
      })
    },
  )
  app.delete(
    '/items/floor-plans/:id',
    staffRoute(app, { params: IdParams, response: { 200: FloorPlan } }),
    async (request) => {
      const { params } = request
      return guardedWrite(db, request, { items: [params.id] }, async (tx) => {
        const before = await findFloorPlan(tx, params.id)
        await removeFloorPlan(tx, params.id)
        return before as FloorPlan
      })
    },
  )

  app.post(
    '/items/jsons/',
    staffRoute(app, { body: ItemJsonInput, response: { 201: ItemJsonLink } }),
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await guardedWrite(
            db,
            request,
            { items: [request.body.itemId], jsons: [request.body.jsonId] },
            (tx) => linkItemJson(tx, request.body),
          ),
        ),
  )
}
