import type { QueryClient } from '@tanstack/react-query'

/** What Workbox's broadcast-update plugin posts when a cached answer was replaced by a newer one. */
interface CacheUpdated {
  meta?: string
  type?: string
}

/** Updates of one burst (a returning visitor's first reads) are taken together. */
const SETTLE_MS = 200

/**
 * The service worker answers the hot reads from its cache at once and asks the network behind
 * them (build/offlineSite.ts); when the network had a newer answer, it says so, and the page
 * reads again — from the cache, which now holds the newer answer. So a returning visitor sees the
 * map immediately and what staff changed since a moment later, never a forever-cache.
 */
export function readAgainOnCacheUpdate(client: QueryClient): void {
  if (!('serviceWorker' in navigator)) return
  let timer: ReturnType<typeof setTimeout> | undefined
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<CacheUpdated>) => {
    if (event.data?.meta !== 'workbox-broadcast-update') return
    clearTimeout(timer)
    timer = setTimeout(() => void client.invalidateQueries({ refetchType: 'active' }), SETTLE_MS)
  })
}
