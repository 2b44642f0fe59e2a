import { PinSummary, Problem } from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sendCached } from '../../cache/sendCached.js'
import { BranchParams, requireBranch } from '../shared/branchParams.js'
import { TileCoordinates, tileOf, vectorTile } from './tileCoordinates.js'

/**
 * A map's pin summary (`GET /api/basemap/pins/…/summary`) and its pins as vector tiles (`GET /api/basemap/pins/…`): what the map engine loads instead
 * of all pins at once from `PIN_TILES_FROM` places on. Every tile is asked again before reuse
 * (`no-cache`, a 304 when unchanged): after a staff edit the page reloads the tiles it shows,
 * and they must show the edit.
 */
export const pinTiles: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/basemap/pins/summary',
    { schema: { tags: ['basemap'], response: { 200: PinSummary } }, compress: false },
    async (request, reply) => sendCached(request, reply, await app.pinSummaries.summary(null)),
  )

  app.get(
    '/basemap/pins/:branchShortId/summary',
    {
      schema: {
        tags: ['basemap'],
        params: BranchParams,
        response: { 200: PinSummary, 400: Problem, 404: Problem },
      },
      compress: false,
    },
    async (request, reply) => {
      const branch = await requireBranch(app, request.params.branchShortId)
      return sendCached(request, reply, await app.pinSummaries.summary(branch.id))
    },
  )

  app.get(
    '/basemap/pins/:z/:x/:y',
    {
      schema: { tags: ['basemap'], params: TileCoordinates, response: { 200: vectorTile, 400: Problem } },
      compress: false,
    },
    async (request, reply) => {
      const [z, x, y] = tileOf(request.params)
      return sendCached(request, reply, await app.pinTiles.tile(null, z, x, y))
    },
  )

  app.get(
    '/basemap/pins/:branchShortId/:z/:x/:y',
    {
      schema: {
        tags: ['basemap'],
        params: BranchParams.merge(TileCoordinates),
        response: { 200: vectorTile, 400: Problem, 404: Problem },
      },
      compress: false,
    },
    async (request, reply) => {
      const [z, x, y] = tileOf(request.params)
      const branch = await requireBranch(app, request.params.branchShortId)
      return sendCached(request, reply, await app.pinTiles.tile(branch.id, z, x, y))
    },
  )
}
