import { daysInRange, defaultMetricsRange, isCalendarDay, METRICS_MAX_RANGE_DAYS } from '@quo/contract'

// The metrics view's address, read by the router (so: no messages, nothing heavy here).

/** A range of days and a map; absent means the last 30 days over all of the caller's maps. */
export interface MetricsSearch {
  from?: string | undefined
  to?: string | undefined
  branchShortId?: number | undefined
}

/** What the two date fields hold: `YYYY-MM-DD` from a complete date input, else empty. */
export interface RangeInput {
  from: string
  to: string
}

export type RangeFault = 'missing' | 'toBeforeFrom' | 'tooLong'

/** What is wrong with a range, per field; empty when it may be asked for. */
export function rangeFaults({ from, to }: RangeInput): Partial<Record<keyof RangeInput, RangeFault>> {
  const faults: Partial<Record<keyof RangeInput, RangeFault>> = {}
  if (!isCalendarDay(from)) faults.from = 'missing'
  if (!isCalendarDay(to)) faults.to = 'missing'
  if (faults.from || faults.to) return faults
  const days = daysInRange(from, to)
  if (days < 1) faults.to = 'toBeforeFrom'
  else if (days > METRICS_MAX_RANGE_DAYS) faults.to = 'tooLong'
  return faults
}

/**
 * The address read leniently: a range that is no range (a hand-typed address) is dropped for
 * the default, a map that cannot be one too.
 */
export function parseMetricsSearch(search: Partial<Record<keyof MetricsSearch, unknown>>): MetricsSearch {
  const from = typeof search.from === 'string' ? search.from : undefined
  const to = typeof search.to === 'string' ? search.to : undefined
  const branch = Number(search.branchShortId)
  const branchShortId = Number.isInteger(branch) && branch >= 1 && branch <= 30 ? branch : undefined
  const range = from && to && Object.keys(rangeFaults({ from, to })).length === 0 ? { from, to } : {}
  return { ...range, ...(branchShortId ? { branchShortId } : {}) }
}

/** The range shown: the address's, or the last 30 days up to today. */
export function shownRange(search: MetricsSearch, now = new Date()): RangeInput {
  return search.from && search.to ? { from: search.from, to: search.to } : defaultMetricsRange(now)
}
