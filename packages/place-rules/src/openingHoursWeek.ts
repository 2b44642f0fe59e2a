import { HOURS_PREVIEW_MESSAGES, type HoursPreviewMessages } from './messages.js'
import { DEFAULT_HOURS_PLACE, type HoursPlace, parseOpeningHours } from './openingHours.js'
import { publicHolidayOn } from './publicHolidays.js'

/** Weekdays in `opening_hours` syntax, Monday first. */
export const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** A time range of one day, `HH:MM` each; `to` may pass midnight (`25:00`). */
export interface TimeRange {
  from: string
  to: string
}

/**
 * What the structured week editor edits: the ranges of each weekday (none: closed) and those
 * of public holidays — `null` for no rule (holidays follow their weekday), `[]` for closed.
 */
export interface WeekHours {
  days: Record<Weekday, TimeRange[]>
  publicHolidays: TimeRange[] | null
}

/** A week without opening hours and without a holiday rule. */
export function emptyWeek(): WeekHours {
  return {
    days: { Mo: [], Tu: [], We: [], Th: [], Fr: [], Sa: [], Su: [] },
    publicHolidays: null,
  }
}

const rangesText = (ranges: readonly TimeRange[]) =>
  ranges.length ? ranges.map((r) => `${r.from}-${r.to}`).join(',') : 'off'

/**
 * The week in `opening_hours` syntax: runs of consecutive days with the same ranges joined
 * (`Mo-Fr 08:00-12:00,13:30-18:00; Sa 09:00-12:00; PH off`). Closed days are left out, as the
 * library reads unnamed days as closed; an empty week is the empty value.
 */
export function weekToOpeningHours(week: WeekHours): string {
  const runs: { first: Weekday; last: Weekday; text: string }[] = []
  for (const day of WEEKDAYS) {
    const text = rangesText(week.days[day])
    const run = runs.at(-1)
    if (run?.text === text) run.last = day
    else runs.push({ first: day, last: day, text })
  }
  const rules = runs
    .filter((run) => run.text !== 'off')
    .map(({ first, last, text }) => `${first === last ? first : `${first}-${last}`} ${text}`)
  if (week.publicHolidays) rules.push(`PH ${rangesText(week.publicHolidays)}`)
  return rules.join('; ')
}

const TIME = '(?:[01]\\d|2[0-4]):[0-5]\\d'
const RANGES = new RegExp(`^${TIME}-${TIME}(?:,${TIME}-${TIME})*$`)
const DAY_SELECTOR =
  /^(?:(?:Mo|Tu|We|Th|Fr|Sa|Su|PH)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?)(?:,(?:Mo|Tu|We|Th|Fr|Sa|Su|PH)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?)*$/

/**
 * Reads a value written in the week editor's subset of `opening_hours` (weekday ranges and
 * lists, `PH`, times, `off`/`closed`) back into a week; later rules replace earlier ones for
 * their days, as in the library. Undefined when the value uses anything else (months, weeks,
 * sunrise, comments …), which only the text field can edit.
 */
export function openingHoursToWeek(value: string): WeekHours | undefined {
  const week = emptyWeek()
  const rules = value
    .split(';')
    .map((rule) => rule.trim())
    .filter(Boolean)
  for (const rule of rules) {
    const [, selector, times] = /^(\S+)\s+(\S+)$/.exec(rule) ?? []
    if (selector === undefined || times === undefined || !DAY_SELECTOR.test(selector)) return undefined
    let ranges: TimeRange[]
    if (times === 'off' || times === 'closed') ranges = []
    else if (RANGES.test(times))
      ranges = times.split(',').map((range) => {
        const [from, to] = range.split('-') as [string, string]
        return { from, to }
      })
    else return undefined
    for (const part of selector.split(',')) {
      if (part === 'PH') {
        week.publicHolidays = ranges
        continue
      }
      const [first, last = first] = part.split('-') as [Weekday, Weekday?]
      const from = WEEKDAYS.indexOf(first)
      const to = WEEKDAYS.indexOf(last as Weekday)
      // A range may wrap past the week's end, as the library's Sa-Mo does.
      const count = ((to - from + WEEKDAYS.length) % WEEKDAYS.length) + 1
      for (let k = 0; k < count; k++) {
        const day = WEEKDAYS[(from + k) % WEEKDAYS.length]
        if (day) week.days[day] = ranges.map((r) => ({ ...r }))
      }
    }
  }
  return week
}

const DAY_MS = 24 * 60 * 60 * 1000
const pad = (n: number) => String(n).padStart(2, '0')

function clock(date: Date, dayStart: Date): string {
  // An interval running into the next day ends at 24:00 of this one.
  if (date.getTime() - dayStart.getTime() >= DAY_MS) return '24:00'
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** Weekdays in `Date.getDay()` order, Sunday first. */
const BY_GET_DAY = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const

/**
 * The next seven days, from `now`'s day, as lines for the editor's preview, in German unless
 * `messages` says otherwise: `heute 08:00–12:00, 13:30–18:00`, `morgen geschlossen`,
 * `Mittwoch 09:00–12:00`, `Dienstag (Mariä Empfängnis) geschlossen` … Rejects with the library's message when the value cannot be read.
 */
export async function openingHoursPreview(
  value: string,
  now: Date = new Date(),
  place?: HoursPlace,
  messages: HoursPreviewMessages = HOURS_PREVIEW_MESSAGES,
): Promise<string[]> {
  const hours = await parseOpeningHours(value, place)
  const lines: string[] = []
  for (let day = 0; day < 7; day++) {
    const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() + day)
    const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + day + 1)
    const weekday =
      day === 0
        ? messages.today
        : day === 1
          ? messages.tomorrow
          : messages.weekdays[BY_GET_DAY[start.getDay() as 0 | 1 | 2 | 3 | 4 | 5 | 6]]
    const holiday = await publicHolidayOn(place ?? DEFAULT_HOURS_PLACE, start)
    const label = holiday ? messages.holiday(weekday, holiday) : weekday
    const intervals = hours
      .getOpenIntervals(start, end)
      .map(([from, to]) => `${clock(from, start)}–${clock(to, start)}`)
    lines.push(`${label} ${intervals.length ? intervals.join(', ') : messages.closed}`)
  }
  return lines
}
