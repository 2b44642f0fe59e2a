import type { Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

/**
 * The public site's service worker (Workbox, generated at build): every file of the build is
 * precached at install, so no code chunk is ever fetched for the first time while offline, and
 * any navigation on the site gets the app's page from the cache. What the map loads as it goes is
 * kept as it is used: the hot reads with an ETag (pins, reference data) stale-while-revalidate —
 * a returning visitor's map draws from the cache at once, and when the network brings a newer
 * answer the worker says so and the page reads again —, other public reads (a place's card)
 * network first (fresh while online, the last answer offline), basemap tiles, glyphs and
 * floor-plan tiles stale-while-revalidate, media renditions (content-addressed) cache first. Requests with a token (staff) and the paths of the other apps on the host (API writes,
 * dashboard, embed, issuer) pass by untouched. Each cache is bounded by entries, the least
 * recently used going first, so that a branch's host keeps at most about 50 MB: 1,200 tiles
 * (about 16 kB each), 200 images, 2,500 cards (about 5 kB), 300 hot reads and the build's 3.5 MB
 * (measured by `pnpm bench:web`). A new release waits until the site applies it
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
            expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true },
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
            expiration: { maxEntries: 1200, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // A hot read the page knows has changed (the pins after the change stream told of a
          // new version; `cache: 'no-cache'`): from the network, its copy kept for offline.
          urlPattern: ({ url, request }) =>
            url.origin === self.location.origin &&
            request.method === 'GET' &&
            request.cache === 'no-cache' &&
            !request.headers.has('authorization') &&
            /^\/api\/items\/basemap(\/|$)/.test(url.pathname) &&
            !url.pathname.endsWith('/changes'),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'quo-reads',
            networkTimeoutSeconds: 10,
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // The hot reads the API answers with an ETag (pins, the start-pins picture, reference
          // data, streets, styles).
          urlPattern: ({ url, request }) =>
            url.origin === self.location.origin &&
            request.method === 'GET' &&
            !request.headers.has('authorization') &&
            !url.pathname.endsWith('/changes') &&
            /^\/api\/(branches|categories|icons|tags|countries|states|cities|featured|lists|contests|events|streets|buildings|search\/shortcuts|items\/details\/keys|items\/basemap|basemap\/style|basemap\/start-pins)(\/|\.|$)/.test(
              url.pathname,
            ),
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: 'quo-reads',
            expiration: { maxEntries: 300, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
            // A newer answer than the one the page got: the page reads again (src/app/freshReads.ts).
            broadcastUpdate: { channelName: 'quo-reads', options: { headersToCheck: ['etag'] } },
          },
        },
        {
          // Not the pins' change stream (text/event-stream): it never ends, so there is nothing to keep.
          urlPattern: ({ url, request }) =>
            url.origin === self.location.origin &&
            request.method === 'GET' &&
            url.pathname.startsWith('/api/') &&
            !url.pathname.endsWith('/changes') &&
            !request.headers.has('authorization'),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'quo-data',
            networkTimeoutSeconds: 5,
            expiration: { maxEntries: 2500, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  })
}
