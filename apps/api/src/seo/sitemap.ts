import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { compressibleBinaryEncoder } from '../cache/hotCache.js'
import { sendCached } from '../cache/sendCached.js'
import { type Db, queryRows } from '../db/database.js'
import * as schema from '../db/schema/index.js'
import { pgTimestampToIso } from '../db/timestamps.js'
import { HttpProblem } from '../plugins/problems.js'
import { branchMembers } from '../repositories/basemapRepository.js'
import { siteOf } from './site.js'
import { SITEMAP_URL_LIMIT, type SitemapPlace, sitemapIndex, urlSet } from './sitemapXml.js'

/** Tables the list of a branch's places comes from. */
const SITEMAP_TABLES = [schema.items, schema.itemTags, schema.tags, schema.branches] as const

const encodeXml = compressibleBinaryEncoder('application/xml; charset=utf-8')

/** Duplicates point at another place's page; theirs is not one a search engine should list. */
async function countPlaces(db: Db, branchId: number | null): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`WITH members AS (${branchMembers(branchId)})
        SELECT count(*)::int AS n FROM items i JOIN members m ON m.item_id = i.id
        WHERE i.is_duplicate_of IS NULL`,
  )
  return row?.n ?? 0
}

async function placesPage(db: Db, branchId: number | null, page: number): Promise<SitemapPlace[]> {
  const rows = await queryRows<{ nano_id: string; title: string; date_updated: string }>(
    db,
    sql`WITH members AS (${branchMembers(branchId)})
        SELECT i.nano_id, i.title, i.date_updated FROM items i JOIN members m ON m.item_id = i.id
        WHERE i.is_duplicate_of IS NULL
        ORDER BY i.id LIMIT ${SITEMAP_URL_LIMIT} OFFSET ${(page - 1) * SITEMAP_URL_LIMIT}`,
  )
  return rows.map((r) => ({
    nanoId: r.nano_id,
    title: r.title,
    dateUpdated: pgTimestampToIso(r.date_updated),
  }))
}

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
      const count = await countPlaces(db, branchId)
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
