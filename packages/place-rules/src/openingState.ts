import type { OpeningState } from '@quo/contract'
import { type HoursPlace, parseOpeningHours } from './openingHours.js'
import { holidayInForce } from './publicHolidays.js'
import { fromWallClock, toWallClock } from './wallClock.js'

const CLOSING_SOON_MS = 30 * 60_000

export interface OpeningEvaluation {
  state: OpeningState
  /** When the state changes next, if it does within the rules. */
  nextChange: Date | undefined
  /**
   * Today's public holiday at the place (`Mariä Geburt`) when the holiday's rule (`PH off`,
   * `PH 10:00-14:00`) is the one in force now; undefined when the day's weekday rule applies.
   */
  holiday?: string | undefined
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
    const holiday = await holidayInForce(value, hours, place, at)
    if (!open) return { state: 'closed', nextChange, holiday }
    const soon = nextChange !== undefined && nextChange.getTime() - now.getTime() <= CLOSING_SOON_MS
    return { state: soon ? 'closingSoon' : 'open', nextChange, holiday }
  } catch {
    return { state: 'closed', nextChange: undefined }
  }
}
