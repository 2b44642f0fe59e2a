import type { OpeningState } from '@quo/contract'
import { type HoursPlace, parseOpeningHours } from './openingHours.js'
import { fromWallClock, toWallClock } from './wallClock.js'

const CLOSING_SOON_MS = 30 * 60_000

export interface OpeningEvaluation {
  state: OpeningState
  /** When the state changes next, if it does within the rules. */
  nextChange: Date | undefined
}

/**
 * Open, closing soon (within 30 minutes) or closed at `now` for an `opening_hours` value, as the
 * API checks it; a value that cannot be evaluated counts as closed (docs/product.md §8). Without
 * `timeZone` the process's own clock is the place's (a browser near the place); with it, the
 * state is the one at the place, wherever this runs.
 */
export async function evaluateOpeningHours(
  value: string,
  place?: HoursPlace,
  now = new Date(),
  timeZone?: string,
): Promise<OpeningEvaluation> {
  try {
    const hours = await parseOpeningHours(value, place)
    const at = timeZone ? toWallClock(now, timeZone) : now
    const open = hours.getState(at)
    const next = hours.getNextChange(at)
    const nextChange = next && timeZone ? fromWallClock(next, timeZone) : next
    if (!open) return { state: 'closed', nextChange }
    const soon = nextChange !== undefined && nextChange.getTime() - now.getTime() <= CLOSING_SOON_MS
    return { state: soon ? 'closingSoon' : 'open', nextChange }
  } catch {
    return { state: 'closed', nextChange: undefined }
  }
}
