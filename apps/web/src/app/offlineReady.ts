/**
 * Resolves once the site's service worker controls the page, so that what the page fetches now
 * is kept for offline; at once where there is no worker to wait for (development, no support).
 */
export function whenOfflineReady(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || navigator.serviceWorker.controller)
    return Promise.resolve()
  return new Promise((resolve) =>
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
  )
}
