import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { binaryEncoder, type CachedBody } from '../cache/hotCache.js'
import { pickEncoding, sendCached } from '../cache/sendCached.js'
import * as schema from '../db/schema/index.js'
import {
  findPlaceSummary,
  PLACE_PAGE_TABLES,
  type RecordPath,
  recordDeps,
  recordExists,
} from '../repositories/pageRecordRepository.js'
import { type AppShell, encodeHtml, loadAppShell } from './appShell.js'
import { placeHead } from './placePreview.js'
import { classifyPublicPath } from './publicPath.js'
import { type RequestSite, siteOf } from './site.js'

/** The shell is revalidated on every visit, so a deploy shows at once. */
const SHELL_CACHE_CONTROL = 'no-cache'

const encodeFlag = binaryEncoder('text/plain')
const EMPTY = Buffer.alloc(0)

/** A 404 carries no ETag: a later 200 under the same URL must not be answered 304. */
function sendNotFound(request: FastifyRequest, reply: FastifyReply, body: CachedBody): FastifyReply {
  reply.code(404).header('cache-control', SHELL_CACHE_CONTROL).header('content-type', body.contentType)
  const encoding = pickEncoding(request.headers['accept-encoding'])
  const vary = reply.getHeader('vary')
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding')
  if (encoding === 'identity') return reply.send(body.identity)
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? body.br : body.gzip)
}

/**
 * Answers the public site's paths the static files do not (docs/product.md §2): the app's page with the
 * status of what it will show — 404 for unknown routes, malformed ids and records that do not
 * exist —, and a place's page with its own title, description and link preview tags. Every
 * look-up is one indexed query, kept in the hot cache until its tables change.
 */
export function publicPages(app: FastifyInstance, indexFile: string) {
  const shell: AppShell = loadAppShell(indexFile)
  const db = app.database.db

  const placePage = (site: RequestSite, nanoId: string) =>
    app.hotCache.get(
      `page:place:${site.origin}:${site.branch?.id ?? 0}:${nanoId}`,
      { deps: [...PLACE_PAGE_TABLES, schema.branches], encode: (v, at) => encodeHtml(v as Buffer, at) },
      async () => {
        const place = await findPlaceSummary(db, nanoId)
        if (!place) return { value: EMPTY }
        // Kept until its first coming occurrence ends: an ended one leaves the page's data.
        const ends = place.events.map((event) => Date.parse(event.dateEnd))
        return {
          value: Buffer.from(shell.withHead(await placeHead(place, site))),
          ...(ends.length ? { expiresAt: Math.min(...ends) } : {}),
        }
      },
    )

  const recordFound = async (site: RequestSite, path: RecordPath) => {
    const key = `page:${path.kind}:${site.branch?.id ?? 0}:${'nanoId' in path ? path.nanoId : path.id}`
    const flag = await app.hotCache.get(key, { deps: recordDeps(path), encode: encodeFlag }, async () => ({
      value: (await recordExists(db, path, site.branch)) ? Buffer.from('1') : EMPTY,
    }))
    return flag.identity.length > 0
  }

  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const [path = '/'] = request.url.split('?')
    const page = classifyPublicPath(path)
    if (page.kind === 'missing') return sendNotFound(request, reply, await shell.plain)
    if (page.kind === 'page') return sendCached(request, reply, await shell.plain, SHELL_CACHE_CONTROL)
    const site = await siteOf(app, request, reply)
    if (page.kind === 'place') {
      const body = await placePage(site, page.nanoId)
      if (body.identity.length === 0) return sendNotFound(request, reply, await shell.plain)
      return sendCached(request, reply, body, SHELL_CACHE_CONTROL)
    }
    const found = await recordFound(site, page)
    return found
      ? sendCached(request, reply, await shell.plain, SHELL_CACHE_CONTROL)
      : sendNotFound(request, reply, await shell.plain)
  }
}
