import { z } from 'zod'
import { BranchShortIdParam, Id, NanoId } from './common.js'
import { METRICS_DEFAULT_RANGE_DAYS, METRICS_MAX_RANGE_DAYS, SEARCH_TERM_MAX_LENGTH } from './constants.js'
import { REGION_TIME_ZONE } from './patterns.js'

/**
 * A search term as it is counted: trimmed, inner whitespace collapsed, lower-cased and cut
 * to {@link SEARCH_TERM_MAX_LENGTH} characters (never inside one: an emoji stays whole), so
 * "Pizza ", "pizza" and "PIZZA" are one term.
 */
export function normalizeSearchTerm(term: string): string {
  const folded = term.trim().replace(/\s+/g, ' ').toLowerCase()
  return Array.from(folded).slice(0, SEARCH_TERM_MAX_LENGTH).join('').trim()
}

const DAY_MS = 86_400_000
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** Whether `YYYY-MM-DD` names a day of the calendar (not 2025-02-30). */
export function isCalendarDay(day: string): boolean {
  if (!DAY_PATTERN.test(day)) return false
  const date = new Date(`${day}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day
}

/** The day `n` days after (before, for negative `n`) a `YYYY-MM-DD` day. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)
}

/** Days from `from` to `to`, both counted: 1 for the same day. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1
}

/** Today in the region's time zone (Liechtenstein), as `YYYY-MM-DD`. */
export function regionToday(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: REGION_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

/** The default range ending today: {@link METRICS_DEFAULT_RANGE_DAYS} days. */
export function defaultMetricsRange(now: Date = new Date()): { from: string; to: string } {
  const to = regionToday(now)
  return { from: addDays(to, 1 - METRICS_DEFAULT_RANGE_DAYS), to }
}

const Day = z
  .string()
  .regex(DAY_PATTERN, 'expected a date YYYY-MM-DD')
  // One issue a field: the calendar is asked only of what looks like a date.
  .refine((day) => !DAY_PATTERN.test(day) || isCalendarDay(day), 'no such day')
  // PostgreSQL has no year 0000; the range keeps to the years every other date of the API may name.
  .refine((day) => !isCalendarDay(day) || day >= '1000-01-01', 'must lie between 1000-01-01 and 9999-12-31')

/**
 * The range and map of the metrics views: days in the region's time zone, both ends included.
 * Without `to` the range ends today, without `from` it covers the 30 days up to `to`; it may
 * not end before it begins nor exceed {@link METRICS_MAX_RANGE_DAYS} days. `branchShortId`
 * keeps the sessions that started on that map (staff of some maps only on one of theirs).
 */
export const MetricsQuery = z
  .strictObject({
    from: Day.optional(),
    to: Day.optional(),
    branchShortId: BranchShortIdParam.optional(),
  })
  .transform((query, ctx) => {
    const to = query.to ?? regionToday()
    const from = query.from ?? addDays(to, 1 - METRICS_DEFAULT_RANGE_DAYS)
    const days = daysInRange(from, to)
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' })
    else if (days > METRICS_MAX_RANGE_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `at most ${METRICS_MAX_RANGE_DAYS} days` })
    }
    return { from, to, branchShortId: query.branchShortId }
  })
export type MetricsQuery = z.infer<typeof MetricsQuery>

/** Visitor sessions and events per day of the range, newest first; days without traffic as 0. */
export const DailySessions = z.array(
  z.object({
    day: z.string().regex(DAY_PATTERN),
    sessions: z.number().int(),
    events: z.number().int(),
  }),
)
export type DailySessions = z.infer<typeof DailySessions>

/** A place whose card was opened in the range: how often and in how many sessions. */
export const TopPlace = z.object({
  itemId: Id,
  nanoId: NanoId,
  title: z.string(),
  /** The town of its first address, which tells places of the same title apart. */
  city: z.string().nullable(),
  opens: z.number().int(),
  sessions: z.number().int(),
})
export type TopPlace = z.infer<typeof TopPlace>

/** A search term that found nothing in the range: how often and in how many sessions. */
export const NoResultSearch = z.object({
  term: z.string(),
  count: z.number().int(),
  sessions: z.number().int(),
})
export type NoResultSearch = z.infer<typeof NoResultSearch>

/**
 * What visitors did in a range beside the sessions: the places opened most and the searches
 * that found nothing (20 each), and how long the events are kept.
 */
export const MetricsSummary = z.object({
  from: z.string().regex(DAY_PATTERN),
  to: z.string().regex(DAY_PATTERN),
  /** Events older than this many days are deleted. */
  retentionDays: z.number().int().positive(),
  topPlaces: z.array(TopPlace),
  noResultSearches: z.array(NoResultSearch),
})
export type MetricsSummary = z.infer<typeof MetricsSummary>
