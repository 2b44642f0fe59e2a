import type { Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

/**
 * The public site's service worker (Workbox, generated at build): every file of the build is
 * precached at install, so no code chunk is ever fetched for the first time while offline, and
 * any navigation on the site gets the app's page from the cache. What the map loads as it goes is
 * kept as it is used: public reads network first (fresh while online, the last answer offline),
 * basemap tiles, glyphs and floor-plan tiles stale-while-revalidate, media renditions (content-addressed) cache
 * first. Requests with a token (staff) and the paths of the other apps on the host (API writes,
 * dashboard, embed, issuer) pass by untouched. A new release waits until the site applies it
 * (src/app/siteUpdate.ts). The route matchers are written out into the worker, so each stands alone.
 */
export function offlineSite(): Plugin[] {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false,
    // The manifest names the branch of the host, so the server answers it per host.
    manifest: false,
    filename: 'sw.js',
    workbox: {
      globPatterns: ['**/*.{js,mjs,css,html,svg,woff2,wasm}'],
      // MapLibre's chunk is about 1 MB; the default limit of 2 MiB leaves little room.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      navigateFallback: '/index.html',
      // Pages of other apps, and the card preview, whose own security policy the cached page
      // would not carry, come from the network.
      navigateFallbackDenylist: [/^\/(api|dashboard|embed|idp|card-preview)(\/|$)/],
      cleanupOutdatedCaches: true,
      // The first worker takes the open page at once, so what it loads next is kept; a later
      // release waits (no skipWaiting) until the site lets it take over.
      clientsClaim: true,
      runtimeCaching: [
        {
          urlPattern: ({ url, request }) =>
            url.origin === self.location.origin &&
            request.method === 'GET' &&
            /^\/api\/media\/(files|demo|logo)\//.test(url.pathname),
          handler: 'CacheFirst',
          options: {
            cacheName: 'quo-media',
            expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          urlPattern: ({ url, request }) =>
            url.origin === self.location.origin &&
            request.method === 'GET' &&
            /^\/api\/(basemap\/(tiles|glyphs)\/|branches\/\d+\/tiles_)/.test(url.pathname),
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: 'quo-basemap',
            expiration: { maxEntries: 4000, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          urlPattern: ({ url, request }) =>
            url.origin === self.location.origin &&
            request.method === 'GET' &&
            url.pathname.startsWith('/api/') &&
            !request.headers.has('authorization'),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'quo-data',
            networkTimeoutSeconds: 5,
            expiration: { maxEntries: 600, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  })
}
