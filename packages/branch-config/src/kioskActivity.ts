import { branchBehaviour } from './branchBehaviour.js'

/** Metrics the app sends by itself (start, kiosk mode, page views): no person touched the kiosk. */
const PASSIVE_METRICS: ReadonlySet<string> = new Set(['app_start', 'app_iskiosk', 'page_view'])

/** Map moves the map makes by itself while it loads and fits the branch (docs/product.md §4). */
const IGNORED_MAP_MOVES = 3

/**
 * Whether a metric shows that someone uses the kiosk (docs/product.md §4): every metric except the ones
 * the app sends on its own, app start (`app_start`), kiosk mode (`app_iskiosk`) and page view
 * (`page_view`), which would otherwise keep an unattended kiosk from going idle.
 * @example metricCountsAsActivity('item_open') // true
 * @example metricCountsAsActivity('page_view') // false
 */
export function metricCountsAsActivity(metricKey: string): boolean {
  return !PASSIVE_METRICS.has(metricKey)
}

export interface KioskActivityOptions {
  shortId: number | null
  /** Clock in ms; `Date.now` unless a test or the app supplies one. */
  now?: () => number
}

export interface KioskActivity {
  /** When someone last used the kiosk, in ms of the clock; creation time until then. */
  readonly lastEventTime: number
  /** Call on every map move end; returns whether it counted as activity. */
  onMapMove(): boolean
  /** Call for every metric sent; returns whether it counted as activity. */
  onMetric(metricKey: string): boolean
}

/**
 * Tracks the last-event time that drives kiosk idle timing (docs/product.md §4). The first three map moves
 * are the map settling after load, not a person, so they are ignored; every later move records
 * the time. Branch 21 counts every move (see `BRANCH_BEHAVIOUR`). Metrics count unless
 * {@link metricCountsAsActivity} says they are the app's own.
 * @example
 * const activity = createKioskActivity({ shortId: 12 })
 * map.on('moveend', () => activity.onMapMove())
 * if (Date.now() - activity.lastEventTime > idleMs) showScreenSaver()
 */
export function createKioskActivity(options: KioskActivityOptions): KioskActivity {
  const now = options.now ?? Date.now
  const everyMove = branchBehaviour(options.shortId).everyMoveIsKioskActivity
  let lastEventTime = now()
  let moves = 0
  const record = (): true => {
    lastEventTime = now()
    return true
  }
  return {
    get lastEventTime() {
      return lastEventTime
    },
    onMapMove() {
      moves += 1
      return everyMove || moves > IGNORED_MAP_MOVES ? record() : false
    },
    onMetric(metricKey) {
      return metricCountsAsActivity(metricKey) ? record() : false
    },
  }
}
