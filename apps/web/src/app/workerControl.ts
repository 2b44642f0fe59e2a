/** Whether this page registers the site's service worker (production builds that support one). */
let workerComing = false

/** Says the page will register the site's service worker: reads may wait for it to take over. */
export function expectWorker(): void {
  workerComing = 'serviceWorker' in navigator
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
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, maxMs)
    worker.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true },
    )
  })
}
