import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Operations } from '../../openapi/operations.js'
import { pinTiles } from './pinTiles.js'
import { basemap } from './reads.js'
import { startPins } from './startPins.js'

/** The self-hosted basemap: styles, vector tiles, glyphs, the start view as a picture, and big maps' pins as tiles. */
export const basemapRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(basemap)
  await app.register(startPins)
  await app.register(pinTiles)
}

/** The operations above by method and documented path: their ids and summaries in the API document. */
export const basemapOperations: Operations = {
  'GET /basemap/style.json': ['getBasemapStyle', "The main site's self-hosted basemap style"],
  'GET /basemap/style/{branchShortId}.json': [
    'getBranchBasemapStyle',
    "A branch's self-hosted basemap style",
  ],
  'GET /basemap/tiles/{z}/{x}/{y}': ['getBasemapTile', 'A vector tile of land, water and forest'],
  'GET /basemap/tiles/{branchShortId}/{z}/{x}/{y}': [
    'getBranchBasemapTile',
    "A vector tile of a branch's streets and buildings",
  ],
  'GET /basemap/glyphs/{fontstack}/{range}': ['getGlyphs', 'SDF glyphs of 256 code points of a font stack'],
  'GET /basemap/pins/summary': ['getPinSummary', "How many pins the main site's map has, and of which kinds"],
  'GET /basemap/pins/{branchShortId}/summary': [
    'getBranchPinSummary',
    "How many pins a branch's map has, and of which kinds",
  ],
  'GET /basemap/pins/{z}/{x}/{y}': ['getPinTile', "A vector tile of the main site's pins"],
  'GET /basemap/pins/{branchShortId}/{z}/{x}/{y}': ['getBranchPinTile', "A vector tile of a branch's pins"],
  'GET /basemap/start-pins.svg': ['getStartPins', "The pins of a map's start view as an SVG picture"],
}
