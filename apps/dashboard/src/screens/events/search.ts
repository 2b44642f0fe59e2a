import type { DashboardEventsQuery } from '@quo/contract'

/** Rows a page of the events list asks for; a page is short enough to render whole. */
export const EVENTS_PAGE_SIZE = 25

/** The filters of the events tab in the address (docs/product.md §2): past events hidden unless asked for. */
export interface EventsSearch {
  hidePast: boolean
  page: number
  branchId?: number
}

/** The defaults, left out of the address (stripSearchParams). */
export const EVENTS_SEARCH_DEFAULTS = { hidePast: true, page: 1 } as const satisfies Partial<EventsSearch>

const positiveInt = (value: unknown, max: number): number | undefined => {
  const n = typeof value === 'number' || typeof value === 'string' ? Number(value) : Number.NaN
  return Number.isSafeInteger(n) && n >= 1 && n <= max ? n : undefined
}

/** The router reads `?hidePast=false` as the boolean; a hand-typed text is accepted too. */
const flag = (value: unknown): boolean | undefined =>
  value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined

/** The filters of the address, read as the route does; anything invalid falls back to its default. */
export function parseEventsSearch(search: Record<string, unknown>): EventsSearch {
  const branchId = positiveInt(search.branchId, Number.MAX_SAFE_INTEGER)
  return {
    hidePast: flag(search.hidePast) ?? EVENTS_SEARCH_DEFAULTS.hidePast,
    page: positiveInt(search.page, 10_000) ?? EVENTS_SEARCH_DEFAULTS.page,
    ...(branchId !== undefined ? { branchId } : {}),
  }
}

/** The API query of `GET /events/dashboard/` for these filters. */
export function toEventsQuery(search: EventsSearch): Partial<DashboardEventsQuery> {
  return {
    hidePast: search.hidePast,
    page: search.page,
    pageSize: EVENTS_PAGE_SIZE,
    ...(search.branchId !== undefined ? { branchId: search.branchId } : {}),
  }
}
