import { pathRedirect, resolveHost } from '@quo/branch-config'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

/** Paths that are never pages: the API, the issuer, hashed assets and the health probes. */
const NOT_PAGES = /^\/(api|idp|assets|embed\/assets|dashboard\/assets|livez|readyz)(\/|$)/

/**
 * Redirects of docs/product.md §2 answered by the server before any page loads: a bare `www.` host moves
 * permanently to the host without it (same path), redirect keywords send the visitor to the
 * main site, and a branch's path redirects (`/zemma`) move permanently to their target.
 * The branch list comes from the hot cache the `/api/branches/` read uses.
 */
export const hostRedirects = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return
    const [path = '/'] = request.url.split('?')
    if (NOT_PAGES.test(path)) return
    const host = request.headers.host ?? ''
    const data = await app.branchList()
    const resolution = resolveHost(host, request.url, data)
    // Whether and where a URL redirects depends on the host it was asked under; a shared
    // cache keeping a (permanent) redirect must key it on the host too.
    if (resolution.kind !== 'none') reply.header('vary', 'host')
    if (resolution.kind === 'redirect') {
      return reply.redirect(`${request.protocol}:${resolution.location}`, 301)
    }
    if (resolution.kind === 'redirect-main') return reply.redirect(resolution.location, 302)
    if (resolution.kind !== 'branch') return
    const branch = data.branches.find((b) => b.shortId === resolution.shortId)
    const target = branch ? pathRedirect(path, branch.pathRedirects) : null
    if (target) return reply.redirect(target, 301)
  })
})
