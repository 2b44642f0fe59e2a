// Dates and times as the dashboard writes them (de-CH), in the browser's local time unless said.

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

const dateFormat = new Intl.DateTimeFormat('de-CH', { day: '2-digit', month: '2-digit', year: 'numeric' })
const dateTimeFormat = new Intl.DateTimeFormat('de-CH', {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})
const dayFormat = new Intl.DateTimeFormat('de-CH', { dateStyle: 'medium' })
// A day stored as midnight (a mention's publication, a feature's start) reads as that day in Zurich.
const zurichDayFormat = new Intl.DateTimeFormat('de-CH', { dateStyle: 'medium', timeZone: 'Europe/Zurich' })
const fullFormat = new Intl.DateTimeFormat('de-CH', { dateStyle: 'full', timeStyle: 'short' })
const relativeFormat = new Intl.RelativeTimeFormat('de-CH', { numeric: 'auto' })

/** `01.07.2025` */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso))

/** `Di., 01.07.2025, 18:00` */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso))

/** Begin–end, one day written once (`Di., 24.11.2026, 18:00–21:00 Uhr`). */
export function formatEventRange(dateBegin: string, dateEnd: string): string {
  const begin = new Date(dateBegin)
  const end = new Date(dateEnd)
  return end.getTime() >= begin.getTime()
    ? dateTimeFormat.formatRange(begin, end)
    : dateTimeFormat.format(begin)
}

/** `1. Juli 2025` */
export const formatDay = (iso: string) => dayFormat.format(new Date(iso))

/** `1. Juli 2025`, the day in Zurich whatever the browser's zone. */
export const formatZurichDay = (iso: string) => zurichDayFormat.format(new Date(iso))

/** The whole moment, for a tooltip: `Dienstag, 1. Juli 2025 um 18:00`. */
export const formatFull = (iso: string) => fullFormat.format(new Date(iso))

/**
 * How long ago, as people say it (`vor 5 Minuten`, `gestern`), for the last week; older
 * moments by their date, which reads better than `vor 5 Wochen`.
 */
export function formatAgo(iso: string, now: number): string {
  const ms = Date.parse(iso) - now
  const abs = Math.abs(ms)
  if (abs >= 7 * DAY_MS) return formatDate(iso)
  if (abs < MINUTE_MS) return relativeFormat.format(0, 'second')
  if (abs < HOUR_MS) return relativeFormat.format(Math.round(ms / MINUTE_MS), 'minute')
  if (abs < DAY_MS) return relativeFormat.format(Math.round(ms / HOUR_MS), 'hour')
  return relativeFormat.format(Math.round(ms / DAY_MS), 'day')
}

const startOfDay = (ms: number) => new Date(ms).setHours(0, 0, 0, 0)

/** Calendar days from `now` to a coming moment: `heute`, `morgen`, `in 3 Tagen`. */
export function formatIn(iso: string, now: number): string {
  // Rounded: a day with a clock change is 23 or 25 hours long.
  const days = Math.round((startOfDay(Date.parse(iso)) - startOfDay(now)) / DAY_MS)
  return relativeFormat.format(Math.max(0, days), 'day')
}
