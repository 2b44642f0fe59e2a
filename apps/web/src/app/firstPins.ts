/**
 * Performance mark of the first frame with pins on the page, whoever drew them: the start-pins
 * picture (index.html, same name) or the map (spec budget: ≤ 2.5 s at 20,000 items).
 */
export const FIRST_PINS_MARK = 'quo:first-pins'
/** Performance mark of the interactive map's first frame with pins. */
export const MAP_PINS_MARK = 'quo:map-pins'
/** Id of the start-pins picture index.html puts in front of the hidden map. */
export const START_PINS_ID = 'quo-start-pins'

const marked = (name: string) => performance.getEntriesByName(name).length > 0

/**
 * The map has drawn its first pins: marks it (and the page's first pins, unless the picture
 * came first) for `pnpm bench:web` and the browser's tools, and lets the map take the
 * picture's place.
 */
export function markMapPins(items: number): void {
  if (!marked(MAP_PINS_MARK)) performance.mark(MAP_PINS_MARK, { detail: { items } })
  if (!marked(FIRST_PINS_MARK)) performance.mark(FIRST_PINS_MARK, { detail: { items, source: 'map' } })
  removeStartPins()
}

/** Takes the start-pins picture away, which shows the map under it (index.html's style rule). */
export function removeStartPins(): void {
  document.getElementById(START_PINS_ID)?.remove()
}

/**
 * Runs `task` once the map has drawn its first pins, or after `fallbackMs` (a map that never
 * draws must not hold back the rest). Work that can wait — preloading the cards a visitor may
 * open next — then no longer competes with the map for the main thread.
 */
export function afterMapPins(task: () => void, fallbackMs = 10_000): void {
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
          if (list.getEntriesByName(MAP_PINS_MARK).length) run()
        })
      : null
  observer?.observe({ type: 'mark', buffered: true })
  const timer = setTimeout(run, fallbackMs)
}

/** Longest the app waits for the start-pins picture before it starts anyway. */
const START_PINS_WAIT_MS = 400

/**
 * Resolves once the start-pins picture is painted (or failed), at once where there is none,
 * and after `maxWaitMs` at the latest: a slow picture must not hold the map back.
 */
export function whenStartPinsShown(maxWaitMs = START_PINS_WAIT_MS): Promise<void> {
  const startPins = (window as { __quoStartPins?: { shown: Promise<void> } }).__quoStartPins
  if (!startPins) return Promise.resolve()
  return Promise.race([startPins.shown, new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs))])
}
