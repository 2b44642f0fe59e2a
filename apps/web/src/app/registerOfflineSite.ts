import { registerSW } from 'virtual:pwa-register'
import { releaseWaiting } from './siteUpdate.js'

/**
 * How often an open page asks for a new release: a kiosk never navigates, so the browser's own
 * check at each navigation would never find one.
 */
const UPDATE_CHECK_MS = 30 * 60_000

/**
 * Registers the site's service worker (build/offlineSite.ts); production builds only. The first
 * worker takes over the open page (clientsClaim) after the page read its data past it:
 * `onFirstControl` reads that again, through the worker, which keeps it for offline.
 */
export function registerOfflineSite(onFirstControl: () => void): void {
  if (!('serviceWorker' in navigator)) return
  if (!navigator.serviceWorker.controller)
    navigator.serviceWorker.addEventListener('controllerchange', onFirstControl, { once: true })
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
