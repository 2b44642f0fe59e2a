import { Problem } from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { binaryEncoder } from '../../cache/hotCache.js'
import type { MediaStore } from '../../media/mediaStore.js'
import { mediaResponse } from '../../openapi/mediaResponses.js'
import { HttpProblem } from '../../plugins/problems.js'
import { LEVEL_TILE_TABLES } from '../../repositories/levelTileRepository.js'
import { renderLevelTile } from '../../tiles/levelTiles.js'
import { BranchParams, requireBranch } from '../shared/branchParams.js'

const TileParams = BranchParams.extend({
  layer: z.string().regex(/^tiles_[a-z0-9]{1,8}$/, 'expected tiles_<level>'),
  z: z.coerce.number().int().min(0).max(22),
  x: z.coerce.number().int().min(0),
  y: z.string().regex(/^\d+\.png$/, 'expected <y>.png'),
})

/** Raster floor plans per level, e.g. /branches/25/tiles_eg/18/137000/91700.png (docs/product.md §7). */
export const levelTiles: FastifyPluginAsyncZod<{ mediaStore: MediaStore }> = async (app, { mediaStore }) => {
  const loadMediaFile = async (key: string) => (await mediaStore.get(key))?.body ?? null
  const png = binaryEncoder('image/png')
  app.get(
    '/branches/:branchShortId/:layer/:z/:x/:y',
    {
      schema: {
        tags: ['tiles'],
        params: TileParams,
        response: {
          200: mediaResponse('A 256 px PNG tile of the floor plan', 'image/png'),
          400: Problem,
          404: Problem,
        },
      },
      compress: false,
    },
    async (request, reply) => {
      const { branchShortId, layer, z: zoom, x } = request.params
      const y = Number.parseInt(request.params.y, 10)
      if (x >= 2 ** zoom || y >= 2 ** zoom) throw new HttpProblem(400, 'Tile outside the zoom level')
      const branch = await requireBranch(app, branchShortId)
      const level = layer.slice('tiles_'.length).toUpperCase()
      if (!branch.levels.some((l) => l.key.toUpperCase() === level))
        throw new HttpProblem(404, 'Unknown level')
      await app.sendHot(
        request,
        reply,
        `tile:${branch.id}:${level}:${zoom}:${x}:${y}`,
        { deps: LEVEL_TILE_TABLES, encode: png },
        async () => ({
          value: await app.telemetry.timeRender('level_tile', () =>
            renderLevelTile(app.database.db, branch.id, level, zoom, x, y, loadMediaFile),
          ),
        }),
      )
    },
  )
}
