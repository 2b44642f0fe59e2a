import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { compressibleBinaryEncoder } from '../cache/hotCache.js'
import { siteOf } from './site.js'

/** Pages a crawler has no business on: staff screens, sign-in and the API as a whole. */
const DISALLOWED = ['/dashboard/', '/api/', '/idp/']

const encodeText = compressibleBinaryEncoder('text/plain; charset=utf-8')

/**
 * The static part of a public API route: its path up to the segment that holds the first
 * parameter (`/api/items/nanoid/:nanoId` → `/api/items/nanoid/`).
 */
function staticPrefix(url: string): string {
  const param = url.search(/[:*]/)
  return param < 0 ? url : url.slice(0, url.lastIndexOf('/', param) + 1)
}

/** Prefixes with none of their own prefixes among them, sorted. */
function outermost(prefixes: Iterable<string>): string[] {
  const sorted = [...new Set(prefixes)].sort()
  return sorted.filter((p) => !sorted.some((q) => q !== p && p.startsWith(q)))
}

/** The robots.txt of a site: its map and the reads that draw it open, the rest closed. */
function robotsTxt(origin: string, allowedApiPrefixes: readonly string[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    ...allowedApiPrefixes.map((p) => `Allow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}

/**
 * `/robots.txt` per host. Crawlers that render the map need its public reads (branches, pins,
 * places, styles, tiles, media), so every public GET route under `/api/` is allowed by its
 * static prefix — collected as routes are added, so a new public read is allowed without
 * editing a list — while staff routes (those that declare a bearer token) stay disallowed.
 * Register before the API routes.
 */
export const robots = fp(async (app: FastifyInstance) => {
  const publicReads = new Set<string>()
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    const schema = route.schema as { security?: unknown; hide?: boolean; tags?: string[] } | undefined
    // Staff reads declare their bearer token; health and API docs are for operators.
    const crawlable = !schema?.security && !schema?.hide && !schema?.tags?.includes('system')
    if (methods.includes('GET') && route.url.startsWith('/api/') && crawlable) {
      publicReads.add(staticPrefix(route.url))
    }
  })
  let allowed: string[] | undefined

  app.get('/robots.txt', { schema: { hide: true }, compress: false }, async (request, reply) => {
    const { origin } = await siteOf(app, request, reply)
    allowed ??= outermost(publicReads)
    return app.sendHot(request, reply, `robots:${origin}`, { deps: [], encode: encodeText }, async () => ({
      value: Buffer.from(robotsTxt(origin, allowed ?? [])),
    }))
  })
})
