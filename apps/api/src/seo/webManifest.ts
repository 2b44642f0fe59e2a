import { PRIMARY_COLOR } from '@quo/map-symbols'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { compressibleBinaryEncoder } from '../cache/hotCache.js'
import * as schema from '../db/schema/index.js'
import { messages } from '../messages.js'
import { type RequestSite, siteOf } from './site.js'

const encodeManifest = compressibleBinaryEncoder('application/manifest+json; charset=utf-8')

/**
 * The web app manifest of a site: installed from a map's host, the app opens that map (its
 * name, `/map` as start, the product's violet), so each branch is an app of its own (the
 * service worker's caches are per host too, apps/web/build/offlineSite.ts).
 */
function manifestOf(site: Pick<RequestSite, 'branch' | 'title'>) {
  const { branch } = site
  return {
    id: '/map',
    name: branch ? `${branch.title} · quo` : messages.webApp.mainName,
    short_name: branch?.shortTitle || site.title,
    description: branch?.menuText ?? messages.webApp.description,
    lang: 'de',
    dir: 'ltr',
    start_url: '/map',
    scope: '/',
    display: 'standalone',
    theme_color: PRIMARY_COLOR,
    background_color: '#FFFFFF',
    // Bitmaps for home screens (Android's installed app wants 192 and 512 px, and a maskable
    // one it cuts to its own shape), the SVG for the rest; apps/web/build/appIcons.ts.
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  }
}

/** `/manifest.webmanifest` per host, from the hot cache until a branch changes. */
export const webManifest = fp(async (app: FastifyInstance) => {
  const options = { deps: [schema.branches], encode: encodeManifest }
  app.get('/manifest.webmanifest', { schema: { hide: true }, compress: false }, async (request, reply) => {
    const site = await siteOf(app, request, reply)
    return app.sendHot(request, reply, `manifest:${site.branch?.id ?? 0}`, options, async () => ({
      value: Buffer.from(JSON.stringify(manifestOf(site))),
    }))
  })
})
