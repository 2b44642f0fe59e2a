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
