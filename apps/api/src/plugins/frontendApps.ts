import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { publicPages } from '../seo/publicPages.js'
import { sendProblem } from './problems.js'

/** Where each built app is mounted; the longest prefix wins for the SPA fallback. */
const MOUNTS = [
  // The embed's pages are few: the code generator and a shortcut's results. Any other path is
  // answered 404 (the page says so too), so that a partner's broken link is seen as one.
  {
    prefix: '/embed/',
    dir: 'embed',
    isPage: (path: string) => /^\/embed\/(search-shortcut\/\d+(\/.*)?)?$/.test(path),
  },
  { prefix: '/dashboard/', dir: 'dashboard', isPage: () => true },
  { prefix: '/', dir: 'web', isPage: () => true },
] as const

/**
 * Serves the built web, embed and dashboard apps so one process runs the product. Hashed
 * assets are immutable; `index.html` is revalidated so deploys show at once. Unknown paths
 * under an app fall back to its `index.html` (client-side routes), answered 404 where the app
 * shows its 404 page (the public site's, see {@link publicPages}); unknown API paths get a
 * problem+json 404.
 */
export const frontendApps = fp(async (app: FastifyInstance, { appsDir }: { appsDir: string | undefined }) => {
  const mounted = MOUNTS.map((m) => ({ ...m, root: appsDir ? join(appsDir, m.dir, 'dist') : '' })).filter(
    (m) => m.root && existsSync(join(m.root, 'index.html')),
  )
  for (const [i, m] of mounted.entries()) {
    await app.register(fastifyStatic, {
      root: m.root,
      prefix: m.prefix,
      decorateReply: i === 0,
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      // Hashed assets were compressed once at build (tooling/scripts/precompress.mjs): the
      // stored .br or .gz is sent as it is, and @fastify/compress leaves an encoded answer alone.
      preCompressed: true,
      setHeaders(res, path) {
        res.setHeader(
          'cache-control',
          path.includes(`${join('assets', '')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
      },
    })
  }
  // Which copy of an asset is sent depends on the request's Accept-Encoding; caches between
  // must know (@fastify/compress says so itself for what it compresses).
  // A callback hook, not an async one: it must not add a turn to every answer of the process.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.includes('/assets/') && reply.getHeader('content-encoding')) {
      const vary = String(reply.getHeader('vary') ?? '')
      if (!/accept-encoding/i.test(vary))
        reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    }
    done(null, payload)
  })
  const web = mounted.find((m) => m.dir === 'web')
  const webPages = web ? publicPages(app, join(web.root, 'index.html')) : undefined
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    if (
      path === '/api' ||
      path.startsWith('/api/') ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return sendProblem(reply, { status: 404, detail: `No route for ${request.method} ${path}` })
    }
    const m = mounted.find((x) => path.startsWith(x.prefix) || `${path}/` === x.prefix)
    if (!m) return sendProblem(reply, { status: 404, detail: `No route for ${request.method} ${path}` })
    if (m === web && webPages) return webPages(request, reply)
    return reply
      .code(m.isPage(path) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile('index.html', m.root)
  })
})
