import type { OpeningState } from '@quo/contract'
import { type HoursPlace, parseOpeningHours } from './openingHours.js'

const CLOSING_SOON_MS = 30 * 60_000

export interface OpeningEvaluation {
  state: OpeningState
  /** When the state changes next, if it does within the rules. */
  nextChange: Date | undefined
}

/** One formatter per time zone: making one costs far more than using it, and lists ask per row. */
const wallClocks = new Map<string, Intl.DateTimeFormat>()

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    wallClocks.set(timeZone, format)
  }
  return format
}

/** The wall-clock fields of `instant` in `timeZone`. */
function wallFields(instant: Date, timeZone: string): number[] {
  const parts = wallClock(timeZone).formatToParts(instant)
  const field = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return [field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second')]
}

/**
 * The wall clock of `instant` in `timeZone`: its date (`2026-11-24`), time (`08:30`) and the
 * instant of the next midnight there, for answers that must not outlive the day they speak of.
 */
export function placeClock(
  instant: Date,
  timeZone: string,
): { date: string; time: string; nextMidnight: Date } {
  const [y = 0, mo = 0, d = 1, h = 0, mi = 0] = wallFields(instant, timeZone)
  const pad = (n: number) => String(n).padStart(2, '0')
  const midnight = fromWallClock(new Date(y, mo, d + 1), timeZone)
  return { date: `${y}-${pad(mo + 1)}-${pad(d)}`, time: `${pad(h)}:${pad(mi)}`, nextMidnight: midnight }
}

/** How far `timeZone` is ahead of UTC at `instant`, in ms. */
function zoneOffset(instant: Date, timeZone: string): number {
  const [y = 0, mo = 0, d = 1, h = 0, mi = 0, s = 0] = wallFields(instant, timeZone)
  return Date.UTC(y, mo, d, h, mi, s) - Math.floor(instant.getTime() / 1000) * 1000
}

/**
 * The library reads a Date's local fields. To evaluate for a place's time zone on a server in
 * another one, it gets a Date whose local fields are the place's wall clock, and what it answers
 * is turned back into the instant that wall clock stands for.
 */
function toWallClock(instant: Date, timeZone: string): Date {
  const [y = 0, mo = 0, d = 1, h = 0, mi = 0, s = 0] = wallFields(instant, timeZone)
  return new Date(y, mo, d, h, mi, s, instant.getMilliseconds())
}

function fromWallClock(wall: Date, timeZone: string): Date {
  const asUtc = Date.UTC(
    wall.getFullYear(),
    wall.getMonth(),
    wall.getDate(),
    wall.getHours(),
    wall.getMinutes(),
    wall.getSeconds(),
  )
  // The offset at the guess may differ from the one at the answer across a DST change.
  const guess = asUtc - zoneOffset(new Date(asUtc), timeZone)
  return new Date(asUtc - zoneOffset(new Date(guess), timeZone))
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
