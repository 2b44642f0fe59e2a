import type { FastifyReply, FastifyRequest } from 'fastify'
import type { CachedBody } from './hotCache.js'

/**
 * Browsers and CDNs keep a hot read but ask again before every reuse: a reload right after
 * staff saved shows the saved state (the ETag follows the change feed), and an unchanged
 * answer still costs only a 304. `max-age=30` had shown the old phone number for half a minute.
 */
const HOT_CACHE_CONTROL = 'public, no-cache'

/** Picks the best encoding the client accepts among br, gzip and identity (q=0 excludes). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity'
  let br = false
  let gzip = false
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.find((p) => p.trim().startsWith('q='))
    if (q && Number(q.trim().slice(2)) === 0) continue
    if (token === 'br') br = true
    else if (token === 'gzip' || token === 'x-gzip') gzip = true
    else if (token === '*') {
      br = true
      gzip = true
    }
  }
  return br ? 'br' : gzip ? 'gzip' : 'identity'
}

/** Whether `If-None-Match` names this ETag (weak or strong, or `*`). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/** Sends a cached body with ETag, Cache-Control and the negotiated encoding, or a 304. */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  cacheControl = HOT_CACHE_CONTROL,
): FastifyReply {
  // A route may already vary on more (e.g. the host its URLs name); keep that.
  const vary = reply.getHeader('vary')
  reply
    .header('etag', body.etag)
    .header('cache-control', cacheControl)
    .header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding')
  if (etagMatches(request.headers['if-none-match'], body.etag)) return reply.code(304).send()
  reply.header('content-type', body.contentType)
  const encoding = body.compressible ? pickEncoding(request.headers['accept-encoding']) : 'identity'
  if (encoding === 'identity') return reply.send(body.identity)
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? body.br : body.gzip)
}
