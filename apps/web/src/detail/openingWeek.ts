import type { OpeningState } from '@quo/contract'
import {
  evaluateOpeningHours,
  type HoursPlace,
  type OpeningEvaluation,
  parseOpeningHours,
  placeClock,
  publicHolidayOn,
} from '@quo/place-rules'
import { messages } from '../messages.js'
import { epochDay, weekdayOf } from './eventDates.js'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
/** A night's hours run into the next morning at most this far and still belong to their evening. */
const NIGHT_MS = 12 * HOUR_MS

const DAYS = messages.hours.days

export const CLOSED_DAY = messages.hours.closedDay
const ALL_DAY = messages.hours.allDay

export interface WeekRow {
  /** "Mo" */
  day: string
  /** "Montag" */
  name: string
  /** "08:00–12:00, 13:30–18:00", "18:00–02:00" or "geschlossen". */
  text: string
  today: boolean
  /** The public holiday that day ("Mariä Geburt"), when the hours have a rule for holidays. */
  holiday?: string
}

/** What the library answers for a span: open intervals, start and end. */
type Interval = readonly [Date, Date, ...unknown[]]

const pad = (n: number) => String(n).padStart(2, '0')
const clock = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`

/**
 * Midnight starting the Monday of the week `today` (`YYYY-MM-DD`) falls in, as a Date whose local
 * fields are the place's wall clock — what the `opening_hours` library reads.
 */
export function mondayOf(today: string): Date {
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number)
  return new Date(year, month - 1, day - weekdayIndex(today))
}

/** 0 for a Monday … 6 for a Sunday (`YYYY-MM-DD`). */
const weekdayIndex = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7

const dayStart = (monday: Date, index: number) =>
  new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + index)

/**
 * The week from `monday` as seven German rows. `intervals` are the open intervals from the
 * Sunday noon before to the Monday noon after (see `weekSpan`): a night's hours show on the
 * evening they start ("Fr 18:00–02:00", not "Sa 00:00–02:00"), so last Sunday night's tail is
 * left out; longer runs split at midnight, a whole day reads "rund um die Uhr".
 */
export function weekRows(intervals: readonly Interval[], monday: Date, todayIndex: number): WeekRow[] {
  const pieces: string[][] = DAYS.map(() => [])
  // Midnights by the calendar, which a DST change moves off 24 hours apart.
  const midnights = Array.from({ length: 8 }, (_, index) => dayStart(monday, index))
  const weekEnd = midnights[7] as Date
  for (const [from, to] of intervals) {
    let start = from
    if (start < monday) {
      if (to.getTime() <= monday.getTime() + NIGHT_MS) continue
      start = monday
    }
    while (start < to && start < weekEnd) {
      let index = 0
      while ((midnights[index + 1] as Date) <= start) index++
      const day = pieces[index] as string[]
      const end = midnights[index + 1] as Date
      if (to <= end) {
        day.push(`${clock(start)}–${to.getTime() === end.getTime() ? '24:00' : clock(to)}`)
        break
      }
      const night = start > (midnights[index] as Date) && to.getTime() - end.getTime() <= NIGHT_MS
      if (night && to.getTime() - start.getTime() < DAY_MS) {
        day.push(`${clock(start)}–${clock(to)}`)
        break
      }
      day.push(`${clock(start)}–24:00`)
      start = end
    }
  }
  return DAYS.map(([day, name], index) => {
    const ranges = pieces[index] ?? []
    const text =
      ranges.length === 0 ? CLOSED_DAY : ranges.join(', ') === '00:00–24:00' ? ALL_DAY : ranges.join(', ')
    return { day, name, text, today: index === todayIndex }
  })
}

/** The span to ask the library for the week from `monday`: Sunday noon before to Monday noon after. */
function weekSpan(monday: Date): [Date, Date] {
  const start = dayStart(monday, -1)
  const end = dayStart(monday, 7)
  return [
    new Date(start.getTime() + NIGHT_MS),
    new Date(end.getFullYear(), end.getMonth(), end.getDate(), 12),
  ]
}

/**
 * "um 18:00", "morgen um 08:00", "Mo um 08:00" or "am 26.12. um 08:00", seen from `now`'s day.
 * A place that closes at midnight closes "um 24:00" of its day, not "morgen um 00:00".
 */
function changeAt(change: Date, now: Date, timeZone: string, closing = false): string {
  const clock = placeClock(change, timeZone)
  const midnight = closing && clock.time === '00:00'
  const at = midnight
    ? { ...placeClock(new Date(change.getTime() - 60_000), timeZone), time: '24:00' }
    : clock
  const days = epochDay(at.date) - epochDay(placeClock(now, timeZone).date)
  if (days <= 0) return messages.hours.at(at.time)
  if (days === 1) return messages.hours.tomorrowAt(at.time)
  if (days < 7) return messages.hours.weekdayAt(weekdayOf(at.date), at.time)
  const [, month, day] = at.date.split('-')
  return messages.hours.dateAt(Number(day), Number(month), at.time)
}

/**
 * When the state changes, for after the state's name: "schliesst um 18:00", "um 18:00" when
 * closing soon, "öffnet Mo um 08:00"; undefined when it does not change.
 */
function hoursChange(evaluation: OpeningEvaluation, now: Date, timeZone: string): string | undefined {
  const change = evaluation.nextChange
  if (!change || change.getTime() <= now.getTime()) return undefined
  const at = changeAt(change, now, timeZone, evaluation.state !== 'closed')
  if (evaluation.state === 'closed') return messages.hours.opens(at)
  return evaluation.state === 'open' ? messages.hours.closes(at) : at
}

export interface OpeningWeek {
  state: OpeningState
  /** When the state changes ("schliesst um 18:00"), if it does. */
  change: string | undefined
  /** Today's public holiday when its rule sets the state now ("Mariä Geburt"). */
  holiday: string | undefined
  rows: WeekRow[]
}

/**
 * An `opening_hours` value as the card shows it: the state at the place now and its week,
 * at the region's clock; undefined when the library cannot read the value. The library
 * loads here, with the card, never with the map.
 */
export async function loadOpeningWeek(
  value: string,
  place: HoursPlace,
  now: Date,
  timeZone: string,
): Promise<OpeningWeek | undefined> {
  let hours: Awaited<ReturnType<typeof parseOpeningHours>>
  try {
    hours = await parseOpeningHours(value, place)
    hours.getState(now)
  } catch {
    return undefined
  }
  const evaluation = await evaluateOpeningHours(value, place, now, timeZone)
  const today = placeClock(now, timeZone).date
  const monday = mondayOf(today)
  const [from, to] = weekSpan(monday)
  const rows = weekRows(hours.getOpenIntervals(from, to), monday, weekdayIndex(today))
  // Holidays of the week are named where the hours treat them apart ("PH off"); otherwise
  // the row shows its weekday's hours, which hold that day too.
  if (/\bPH\b/.test(value)) {
    const names = await Promise.all(rows.map((_, index) => publicHolidayOn(place, dayStart(monday, index))))
    names.forEach((name, index) => {
      const row = rows[index]
      if (row && name) row.holiday = name
    })
  }
  return {
    state: evaluation.state,
    change: hoursChange(evaluation, now, timeZone),
    holiday: evaluation.holiday,
    rows,
  }
}
