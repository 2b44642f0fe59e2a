/** Whether this page registers the site's service worker (production builds). */
let workerComing = false

/** Says the page will register the site's service worker: reads may wait for it to take over. */
export function expectWorker(): void {
  // A browser without service workers has none to wait for: `whenWorkerControls` sees to that.
  workerComing = true
}

/**
 * Resolves once the site's service worker controls the page, at once when it does already or
 * none is coming, and after `maxMs` at the latest (an install that fails or takes too long).
 * A read made after it passes through the worker, which keeps the answer for offline: on a
 * first visit a big map's 2 MB of pins then travel once, not once past the worker and again
 * through it (`registerOfflineSite`).
 * @example whenWorkerControls(20_000).then(readPins)
 */
export function whenWorkerControls(maxMs: number): Promise<void> {
  const worker = navigator.serviceWorker
  if (!workerComing || !worker || worker.controller) return Promise.resolve()
  // Whichever comes first resolves; the other then changes nothing.
  return new Promise((resolve) => {
    setTimeout(resolve, maxMs)
    worker.addEventListener('controllerchange', () => resolve(), { once: true })
  })
}
