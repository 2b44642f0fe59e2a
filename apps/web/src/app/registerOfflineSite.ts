import { registerSW } from 'virtual:pwa-register'
import { releaseWaiting } from './siteUpdate.js'

/** Registers the site's service worker (build/offlineSite.ts); production builds only. */
export function registerOfflineSite(): void {
  if (!('serviceWorker' in navigator)) return
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      releaseWaiting(() => update(true))
    },
  })
}
