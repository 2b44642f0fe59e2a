/**
 * A new release of the site, installed by the service worker and waiting: it takes over only at
 * a moment nobody is using the page — a kiosk's idle reset, a phone's next navigation — never
 * under a visitor's finger (the worker's `registerType: 'prompt'`, build/offlineSite.ts).
 */
let applyWaiting: (() => Promise<void>) | undefined

/** The service worker has a release waiting; `apply` lets it take over (the page reloads). */
export function releaseWaiting(apply: () => Promise<void>): void {
  applyWaiting = apply
}

/**
 * Lets a waiting release take over (the page reloads into it); nothing when none waits.
 * Answers whether one did.
 * @example if (applySiteUpdate()) return // a kiosk's idle reset
 */
export function applySiteUpdate(): boolean {
  if (!applyWaiting) return false
  const apply = applyWaiting
  applyWaiting = undefined
  void apply()
  return true
}
