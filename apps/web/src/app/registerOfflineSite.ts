import { registerSW } from 'virtual:pwa-register'
import { releaseWaiting } from './siteUpdate.js'

/**
 * How often an open page asks for a new release: a kiosk never navigates, so the browser's own
 * check at each navigation would never find one.
 */
const UPDATE_CHECK_MS = 30 * 60_000

/** How the page read what the worker would keep: its own fetches and the images of cards. */
const READ_BY = new Set(['fetch', 'xmlhttprequest', 'img'])

/**
 * What the page read from the API before the first worker took it over, read again through the
 * worker, which keeps it for offline. Only the answers travel: nothing is parsed or handed to
 * the app again, so a person typing meanwhile feels nothing (re-running the page's queries
 * re-decoded a 20,000-pin branch on the main thread). The page's own resource timing names what it read.
 */
function readAgainThroughWorker(): void {
  const urls = new Set<string>()
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    const url = new URL(entry.name)
    if (
      url.origin === location.origin &&
      url.pathname.startsWith('/api/') &&
      !url.pathname.startsWith('/api/metrics') &&
      READ_BY.has(entry.initiatorType)
    )
      urls.add(url.href)
  }
  for (const url of urls)
    void fetch(url)
      .then((answer) => answer.arrayBuffer())
      .catch(() => undefined)
}

/**
 * Registers the site's service worker (build/offlineSite.ts); production builds only. The first
 * worker takes over the open page (clientsClaim) after the page read its data past it, and the
 * page reads that again through it.
 */
export function registerOfflineSite(): void {
  if (!('serviceWorker' in navigator)) return
  if (!navigator.serviceWorker.controller)
    navigator.serviceWorker.addEventListener('controllerchange', readAgainThroughWorker, { once: true })
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      releaseWaiting(() => update(true))
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined)
      }, UPDATE_CHECK_MS)
    },
  })
}
