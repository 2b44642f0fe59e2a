import { z } from 'zod'
import { mediaResponse } from '../../openapi/mediaResponses.js'
import { HttpProblem } from '../../plugins/problems.js'

/** A tile's path parameters, `/{z}/{x}/{y}.mvt`. */
export const TileCoordinates = z.object({
  z: z.coerce.number().int().min(0).max(22),
  x: z.coerce.number().int().min(0),
  y: z.string().regex(/^\d+\.mvt$/, 'expected <y>.mvt'),
})

/** The tile the parameters name; one outside its zoom answers 400. */
export function tileOf(params: z.infer<typeof TileCoordinates>): [number, number, number] {
  const y = Number.parseInt(params.y, 10)
  if (params.x >= 2 ** params.z || y >= 2 ** params.z)
    throw new HttpProblem(400, 'Tile outside the zoom level')
  return [params.z, params.x, y]
}

/** The answer of a vector tile route, for the API document. */
export const vectorTile = mediaResponse(
  'A Mapbox vector tile (empty where the tile has no features)',
  'application/vnd.mapbox-vector-tile',
)
