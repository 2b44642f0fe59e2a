import { DEFAULT_CENTER } from '@quo/branch-config'
import { BasemapStyle, type Branch, Problem } from '@quo/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { DerivedCache } from '../../cache/derivedCache.js'
import { type CachedBody, compressibleBinaryEncoder } from '../../cache/hotCache.js'
import { sendCached } from '../../cache/sendCached.js'
import { resolveFontStack } from '../../glyphs/fontLibrary.js'
import { parseGlyphRange, renderGlyphRange } from '../../glyphs/glyphRanges.js'
import { knownOrigin } from '../../http/hostHeader.js'
import { mediaResponse } from '../../openapi/mediaResponses.js'
import { HttpProblem } from '../../plugins/problems.js'
import {
  basemapExtent,
  branchExtent,
  hasOpenStreetMapFeatures,
} from '../../repositories/basemapFeatureRepository.js'
import { BASEMAP_STYLE_TABLES, basemapStyle } from '../../tiles/basemapStyle.js'
import { BASE_TILE_TABLES, BRANCH_TILE_TABLES, baseTileSet, branchTileSet } from '../../tiles/basemapTiles.js'
import type { VectorTileSet } from '../../tiles/vectorTileSet.js'
import { BranchParams, requireBranch } from '../shared/branchParams.js'
import { TileCoordinates, tileOf, vectorTile } from './tileCoordinates.js'

/** Glyphs change only with the font package, i.e. with a release. */
const GLYPH_CACHE_CONTROL = 'public, max-age=31536000, immutable'

const errors = { 400: Problem, 404: Problem }
const glyphs = mediaResponse(
  'SDF glyphs of 256 code points, as MapLibre reads them',
  'application/x-protobuf',
)
/** `?season=winter` recolours the style for a branch's winter season; `?variant=3d` extrudes buildings. */
const StyleQuery = z.object({
  season: z.enum(['summer', 'winter']).default('summer'),
  variant: z.enum(['strasse', '3d']).default('strasse'),
})
type StyleOptions = z.infer<typeof StyleQuery>

async function styleOf(
  app: FastifyInstance,
  origin: string,
  branch: Pick<Branch, 'id' | 'shortId' | 'mapCenter'> | undefined,
  { season, variant }: StyleOptions,
) {
  const db = app.database.db
  const [openStreetMap, baseBounds, branchBounds] = await Promise.all([
    hasOpenStreetMapFeatures(db),
    basemapExtent(db),
    branch ? branchExtent(db, branch.id) : undefined,
  ])
  const centers = branch?.mapCenter ?? []
  // The desktop view of the branch, else any it has, else the main site's centre (docs/product.md §9).
  const center = centers.find((c) => c.breakpoint === 'md') ?? centers[0] ?? DEFAULT_CENTER
  return basemapStyle({
    origin,
    branchShortId: branch?.shortId ?? null,
    center: { lon: center.lon, lat: center.lat, zoom: center.zoom },
    openStreetMap,
    baseBounds,
    branchBounds,
    season,
    variant,
  })
}

/**
 * The self-hosted fallback basemap: a MapLibre style per branch (and one for the main site),
 * vector tiles of the shared land and water and of each branch's streets and buildings, and
 * SDF glyphs for the labels.
 */
export const basemap: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const tileSets = new DerivedCache<VectorTileSet>()
  app.hotCache.onInvalidate((table) => tileSets.invalidate(table))
  const mvt = compressibleBinaryEncoder('application/vnd.mapbox-vector-tile')
  const glyphRanges = new Map<string, Promise<CachedBody>>()
  const pbf = compressibleBinaryEncoder('application/x-protobuf')
  // The style's URLs name the host it was asked on, so shared caches must key on that host.
  const originFor = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('vary', app.trustsProxy ? 'host, x-forwarded-host' : 'host')
    return knownOrigin(request, app.publicUrl, (await app.branchList()).branches)
  }

  app.get(
    '/basemap/style.json',
    {
      schema: { tags: ['basemap'], querystring: StyleQuery, response: { 200: BasemapStyle, 400: Problem } },
      compress: false,
    },
    async (request, reply) => {
      const origin = await originFor(request, reply)
      const { season, variant } = request.query
      return app.sendHot(
        request,
        reply,
        `basemap-style:${origin}:${season}:${variant}`,
        { deps: BASEMAP_STYLE_TABLES },
        async () => ({ value: await styleOf(app, origin, undefined, request.query) }),
      )
    },
  )

  app.get(
    '/basemap/style/:branchShortId.json',
    {
      schema: {
        tags: ['basemap'],
        params: BranchParams,
        querystring: StyleQuery,
        response: { 200: BasemapStyle, ...errors },
      },
      compress: false,
    },
    async (request, reply) => {
      const branch = await requireBranch(app, request.params.branchShortId)
      const origin = await originFor(request, reply)
      const { season, variant } = request.query
      const key = `basemap-style:${origin}:${branch.id}:${season}:${variant}`
      return app.sendHot(request, reply, key, { deps: BASEMAP_STYLE_TABLES }, async () => ({
        value: await styleOf(app, origin, branch, request.query),
      }))
    },
  )

  app.get(
    '/basemap/tiles/:z/:x/:y',
    {
      schema: { tags: ['basemap'], params: TileCoordinates, response: { 200: vectorTile, 400: Problem } },
      compress: false,
    },
    async (request, reply) => {
      const [z, x, y] = tileOf(request.params)
      return app.sendHot(
        request,
        reply,
        `basemap-tile:${z}/${x}/${y}`,
        { deps: BASE_TILE_TABLES, encode: mvt },
        async () => ({
          value: await app.telemetry.timeRender('basemap_tile', async () =>
            (await tileSets.get('base', BASE_TILE_TABLES, () => baseTileSet(db))).tile(z, x, y),
          ),
        }),
      )
    },
  )

  app.get(
    '/basemap/tiles/:branchShortId/:z/:x/:y',
    {
      schema: {
        tags: ['basemap'],
        params: BranchParams.merge(TileCoordinates),
        response: { 200: vectorTile, ...errors },
      },
      compress: false,
    },
    async (request, reply) => {
      const [z, x, y] = tileOf(request.params)
      const branch = await requireBranch(app, request.params.branchShortId)
      const key = `branch:${branch.id}`
      return app.sendHot(
        request,
        reply,
        `basemap-tile:${branch.id}:${z}/${x}/${y}`,
        { deps: BRANCH_TILE_TABLES, encode: mvt },
        async () => ({
          value: await app.telemetry.timeRender('branch_tile', async () =>
            (await tileSets.get(key, BRANCH_TILE_TABLES, () => branchTileSet(db, branch.id))).tile(z, x, y),
          ),
        }),
      )
    },
  )

  app.get(
    '/basemap/glyphs/:fontstack/:range',
    {
      schema: {
        tags: ['basemap'],
        params: z.object({
          fontstack: z.string().min(1).max(200),
          range: z.string().regex(/^\d{1,5}-\d{1,5}\.pbf$/, 'expected <start>-<end>.pbf'),
        }),
        response: { 200: glyphs, ...errors },
      },
      compress: false,
    },
    async (request, reply) => {
      const fonts = resolveFontStack(request.params.fontstack)
      if (fonts.length === 0) throw new HttpProblem(404, 'Unknown font stack')
      const start = parseGlyphRange(request.params.range.slice(0, -4))
      if (start === null) throw new HttpProblem(400, 'Glyph ranges span 256 code points, e.g. 0-255.pbf')
      const key = `${fonts.join(',')}:${start}`
      let body = glyphRanges.get(key)
      if (!body) {
        body = pbf(renderGlyphRange(fonts, start), Number.POSITIVE_INFINITY)
        glyphRanges.set(key, body)
      }
      return sendCached(request, reply, await body, GLYPH_CACHE_CONTROL)
    },
  )
}
