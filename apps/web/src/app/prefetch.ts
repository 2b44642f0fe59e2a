/** docs/product.md §9: link prefetch waits for an idle moment, at most 2000 ms, and never on slow or metered links. */
const PREFETCH_IDLE_TIMEOUT_MS = 2000

interface ConnectionInfo {
  saveData?: boolean
  effectiveType?: string
}

export function prefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true
  return !connection.saveData && !(connection.effectiveType ?? '').includes('2g')
}

/** Runs `task` when the browser is idle, or after the timeout at the latest. */
export function whenIdle(task: () => void, timeout = PREFETCH_IDLE_TIMEOUT_MS): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout })
  else setTimeout(task, timeout)
}

export function connectionOf(nav: Navigator): ConnectionInfo | undefined {
  return (nav as Navigator & { connection?: ConnectionInfo }).connection
}

/** What a person does on the page: typing, tapping, scrolling, dragging the map. */
const INPUT_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const

/**
 * Runs `task` once the person has not typed, tapped or scrolled for `quietMs`: work that takes
 * the device's cores for a while (the service worker's install) waits for a pause.
 */
export function whenQuiet(task: () => void, quietMs: number): void {
  let timer = setTimeout(done, quietMs)
  function restart() {
    clearTimeout(timer)
    timer = setTimeout(done, quietMs)
  }
  function done() {
    for (const type of INPUT_EVENTS) removeEventListener(type, restart, true)
    task()
  }
  for (const type of INPUT_EVENTS) addEventListener(type, restart, { capture: true, passive: true })
}
