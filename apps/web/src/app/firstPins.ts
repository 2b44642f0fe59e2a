/** Performance mark of the first frame with pins on the page (spec budget: ≤ 2.5 s at 20,000 items). */
export const FIRST_PINS_MARK = 'quo:first-pins'

/** Marks the page's first frame with pins, once, for `pnpm bench:web` and the browser's performance tools. */
export function markFirstPins(items: number): void {
  if (!performance.getEntriesByName(FIRST_PINS_MARK).length)
    performance.mark(FIRST_PINS_MARK, { detail: { items } })
}

/**
 * Runs `task` once the map has drawn its first pins, or after `fallbackMs` (a map that never
 * draws must not hold back the rest). Work that can wait — preloading the cards a visitor may
 * open next — then no longer competes with the first pins for the main thread.
 */
export function afterFirstPins(task: () => void, fallbackMs = 10_000): void {
  let done = false
  const run = () => {
    if (done) return
    done = true
    observer?.disconnect()
    clearTimeout(timer)
    task()
  }
  const observer =
    typeof PerformanceObserver === 'function'
      ? new PerformanceObserver((list) => {
          if (list.getEntriesByName(FIRST_PINS_MARK).length) run()
        })
      : null
  observer?.observe({ type: 'mark', buffered: true })
  const timer = setTimeout(run, fallbackMs)
}
