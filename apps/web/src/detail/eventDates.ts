import { REGION_TIME_ZONE } from '@quo/contract'
import { placeClock } from '@quo/place-rules'
import { messages } from '../messages.js'

const WEEKDAYS = messages.hours.shortWeekdays

/** Epoch days of a `YYYY-MM-DD` date, for counting days between wall-clock dates. */
export const epochDay = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000)

/** The German short weekday of a `YYYY-MM-DD` date ("Do"). */
export const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? ''

/** "Do 26.11." or, outside the visitor's year, "Do 26.11.2027". */
function dayText(date: string, withYear: boolean): string {
  const [year, month, day] = date.split('-')
  return `${weekdayOf(date)} ${Number(day)}.${Number(month)}.${withYear ? year : ''}`
}

/**
 * An event's dates as one compact German line, at the region's clock wherever the visitor is:
 * "Do 26.11., 17:00–23:00"; ending at midnight "Fr 27.11., 20:00–24:00"; over several days or
 * into the night "Fr 27.11., 18:00 – So 29.11., 02:00"; whole days "Sa 28.11." or
 * "Fr 27.11. – So 29.11.". The year shows only when it is not the current one.
 */
export function formatEventRange(
  begin: Date,
  end: Date,
  now = new Date(),
  timeZone = REGION_TIME_ZONE,
): string {
  const from = placeClock(begin, timeZone)
  const to = placeClock(end, timeZone)
  const year = placeClock(now, timeZone).date.slice(0, 4)
  const withYear = from.date.slice(0, 4) !== year || to.date.slice(0, 4) !== year
  const first = dayText(from.date, withYear)
  if (!(end.getTime() > begin.getTime())) return `${first}, ${from.time}`
  const days = epochDay(to.date) - epochDay(from.date)
  if (from.time === '00:00' && to.time === '00:00') {
    if (days === 1) return first
    const lastDay = new Date((epochDay(to.date) - 1) * 86_400_000).toISOString().slice(0, 10)
    return `${first} – ${dayText(lastDay, withYear)}`
  }
  if (days === 0) return `${first}, ${from.time}–${to.time}`
  if (days === 1 && to.time === '00:00') return `${first}, ${from.time}–24:00`
  return `${first}, ${from.time} – ${dayText(to.date, withYear)}, ${to.time}`
}

/**
 * The dates a visitor still can go to, soonest first; when every date is past, the last one
 * (the card says so), so an old event never looks current.
 */
export function eventDatesToShow<T extends { dateBegin: string; dateEnd: string }>(
  events: readonly T[],
  now = new Date(),
): { dates: T[]; past: boolean } {
  const byBegin = [...events].sort((a, b) => Date.parse(a.dateBegin) - Date.parse(b.dateBegin))
  const upcoming = byBegin.filter((e) => Date.parse(e.dateEnd) > now.getTime())
  if (upcoming.length || !byBegin.length) return { dates: upcoming, past: false }
  return { dates: byBegin.slice(-1), past: true }
}
