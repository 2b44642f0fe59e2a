import { branchCenter, breakpointOf, isWinterSeason, seasonFromQuery } from '@quo/branch-config'
import { decodeBasemap, HostName, Problem } from '@quo/contract'
import { categoryColor } from '@quo/map-symbols'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { basemapRead, freshPins } from '../../cache/basemapRead.js'
import { compressibleBinaryEncoder } from '../../cache/hotCache.js'
import { branchOfHost } from '../../http/hostHeader.js'
import { mediaResponse } from '../../openapi/mediaResponses.js'
import { BASEMAP_TABLES } from '../../repositories/basemapRepository.js'
import { BRANCH_TABLES } from '../../repositories/branchRepository.js'
import { listCategories, listIcons, TAXONOMY_TABLES } from '../../repositories/taxonomyRepository.js'
import { landColor } from '../../tiles/basemapStyle.js'
import { startPinsSvg } from '../../tiles/startPins.js'

const TABLES = [...new Set([...BASEMAP_TABLES, ...BRANCH_TABLES, ...TAXONOMY_TABLES.categories])]

const StartPinsQuery = z.object({
  /** The host the page was opened under; it decides the branch as it does for the page. */
  host: HostName,
  /** Size of the map in CSS pixels. */
  w: z.coerce.number().int().min(1).max(4096),
  h: z.coerce.number().int().min(1).max(4096),
  /** The page's `?season=`, for the branches whose season the query chooses. */
  season: z.string().max(100).optional(),
})

/**
 * How long staff writes must pause before the picture is drawn again. At 100,000 places it
 * takes 1–3 s of the process (every pin placed as the map would): begun right after a save,
 * it held the save's way to the open maps (the change stream, the tiles) up to 2 s longer.
 * Until then new visitors see the picture of a moment ago, replaced by the map's own pins.
 */
const PICTURE_QUIET_MS = 5_000

// The picture may be opened on its own: nothing in it may run or load anything.
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'"

/**
 * The pins of a map's start view as an SVG picture (`GET /api/basemap/start-pins.svg`). The
 * public site shows it the moment the page opens, while MapLibre and 20,000 pins are still on
 * their way, and takes it away when the interactive map has drawn the same pins in the same
 * places. Cached per branch, size and season until the pins change.
 */
export const startPins: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const svg = compressibleBinaryEncoder('image/svg+xml')

  app.get(
    '/basemap/start-pins.svg',
    {
      schema: {
        tags: ['basemap'],
        querystring: StartPinsQuery,
        response: {
          200: mediaResponse('The start view as a picture; it runs and loads nothing', 'image/svg+xml', {
            text: true,
          }),
          400: Problem,
          404: Problem,
        },
      },
      compress: false,
    },
    async (request, reply) => {
      const { host, w, h } = request.query
      const branch = branchOfHost(host, '/map', await app.branchList())
      const seasonId = seasonFromQuery(branch, { season: request.query.season })
      const season = branch?.seasons.find((s) => s.id === seasonId)
      const winter = season ? isWinterSeason(season) : false
      // The picture shows what the map will start on for a screen this wide (docs/product.md §3).
      const center = branchCenter(branch, breakpointOf(w))
      const key = `start-pins:${branch?.shortId ?? 'main'}:${w}x${h}:${winter ? 'winter' : 'summer'}`
      reply.header('content-security-policy', SVG_POLICY)
      return app.sendHot(
        request,
        reply,
        key,
        {
          deps: TABLES,
          encode: (value, expiresAt) => svg(Buffer.from(value as string), expiresAt),
          refreshQuietMs: PICTURE_QUIET_MS,
        },
        async () => {
          // The branch's pins as the map reads them, hot — never a stale body, though, which
          // would then be kept in the picture as fresh.
          const [pins, categories, icons] = await Promise.all([
            freshPins(app.hotCache, basemapRead(db, branch ? branch.id : null)),
            listCategories(db),
            listIcons(db),
          ])
          return {
            value: startPinsSvg({
              items: decodeBasemap(pins.value),
              categories,
              icons,
              view: { lon: center.lon, lat: center.lat, zoom: center.zoom, width: w, height: h },
              hasLevels: (branch?.levels.length ?? 0) > 0,
              land: landColor(winter ? 'winter' : 'summer'),
              colorOf: (c) => categoryColor(c.colorName),
            }),
            expiresAt: pins.expiresAt,
          }
        },
      )
    },
  )
}
