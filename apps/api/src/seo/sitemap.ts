import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { compressibleBinaryEncoder } from '../cache/hotCache.js'
import { sendCached } from '../cache/sendCached.js'
import type { Db } from '../db/database.js'
import { HttpProblem } from '../plugins/problems.js'
import { countSitemapPlaces, listSitemapPlaces, SITEMAP_TABLES } from '../repositories/sitemapRepository.js'
import { siteOf } from './site.js'
import { SITEMAP_URL_LIMIT, type SitemapPlace, sitemapIndex, urlSet } from './sitemapXml.js'

const encodeXml = compressibleBinaryEncoder('application/xml; charset=utf-8')

/** The places of one sitemap file, counted from 1. */
const placesPage = (db: Db, branchId: number | null, page: number): Promise<SitemapPlace[]> =>
  listSitemapPlaces(db, branchId, { limit: SITEMAP_URL_LIMIT, offset: (page - 1) * SITEMAP_URL_LIMIT })

/**
 * `/sitemap.xml` of the host's branch (every place on the main site): the places' pages with
 * their last change. Past the protocol's 50,000 URLs it is an index of `/sitemap-<n>.xml`
 * files. Each file is a hot read, compressed once and kept until a place or branch changes.
 */
export const sitemap = fp(async (app: FastifyInstance) => {
  const db = app.database.db
  const options = { deps: SITEMAP_TABLES, encode: encodeXml }
  // Documents for crawlers, not API operations: left out of the API's OpenAPI document.
  const route = { schema: { hide: true }, compress: false } as const

  app.get('/sitemap.xml', route, async (request, reply) => {
    const { origin, branch } = await siteOf(app, request, reply)
    const branchId = branch?.id ?? null
    return app.sendHot(request, reply, `sitemap:${origin}:${branchId}`, options, async () => {
      const count = await countSitemapPlaces(db, branchId)
      const xml =
        count > SITEMAP_URL_LIMIT
          ? sitemapIndex(origin, Math.ceil(count / SITEMAP_URL_LIMIT))
          : urlSet(origin, await placesPage(db, branchId, 1))
      return { value: Buffer.from(xml) }
    })
  })

  app.get<{ Params: { page: string } }>('/sitemap-:page.xml', route, async (request, reply) => {
    // At most 99 files (4.95 million places), so probing numbers cannot crowd the hot cache.
    if (!/^[1-9]\d?$/.test(request.params.page)) throw new HttpProblem(404, 'No such sitemap')
    const page = Number(request.params.page)
    const { origin, branch } = await siteOf(app, request, reply)
    const branchId = branch?.id ?? null
    const key = `sitemap:${origin}:${branchId}:${page}`
    // A page past the last is kept as an empty body, so probing page numbers costs no query.
    const body = await app.hotCache.get(key, options, async () => {
      const places = await placesPage(db, branchId, page)
      return { value: Buffer.from(places.length ? urlSet(origin, places) : '') }
    })
    if (body.identity.length === 0) throw new HttpProblem(404, 'No such sitemap')
    return sendCached(request, reply, body)
  })
})
