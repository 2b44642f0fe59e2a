import type { DashboardItemsQuery } from '@quo/contract'
import { ITEM_SORTS, MAIN_CATEGORIES, type MainCategory } from '@quo/contract'
import { z } from 'zod'

/** Rows a page of the places list asks for; the list virtualises its rows. */
export const PLACES_PAGE_SIZE = 100

/**
 * Review-due filter of the items tab: `overdue` (an open review due by now), `soon` (due within
 * the next 30 days, not overdue yet) and `upcoming` (not overdue).
 */
export const REVIEW_FILTERS = ['all', 'overdue', 'soon', 'upcoming'] as const
export type ReviewFilter = (typeof REVIEW_FILTERS)[number]

/** How far ahead "due soon" looks. */
const REVIEW_SOON_DAYS = 30
const DAY_MS = 86_400_000

/** The API's sort orders (1 is the default, docs/product.md §4). */
export const SORTS = Object.keys(ITEM_SORTS).map(Number) as (keyof typeof ITEM_SORTS)[]
type Sort = keyof typeof ITEM_SORTS

/** A scalar from the address as text; the router reads `?q=12` as the number 12. */
const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value).trim().slice(0, 100)
    : ''

/** A list from the address: a JSON array, a single value or comma-separated text. */
const listOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : value == null ? [] : [value]

/** Positive ids, duplicates and anything else dropped, at most 100. */
const ids = (value: unknown): number[] =>
  [...new Set(listOf(value).map(Number))].filter((n) => Number.isSafeInteger(n) && n >= 1).slice(0, 100)

const mainCategories = (value: unknown): MainCategory[] => [
  ...new Set(listOf(value).filter((v): v is MainCategory => MAIN_CATEGORIES.includes(v as MainCategory))),
]

const positive = (max: number) => z.coerce.number().int().min(1).max(max)

/**
 * The filters of the places list in the address (docs/product.md §2), so a view can be shared and survives
 * a reload. Every field falls back to its default when it is missing or invalid.
 */
const placesSearchSchema = z.object({
  q: z.preprocess(text, z.string()),
  page: positive(10_000).catch(1),
  sort: z.coerce
    .number()
    .refine((n) => SORTS.includes(n as Sort))
    .catch(1),
  categories: z.preprocess(mainCategories, z.array(z.enum(MAIN_CATEGORIES))),
  countryId: positive(Number.MAX_SAFE_INTEGER).optional().catch(undefined),
  cityIds: z.preprocess(ids, z.array(z.number())),
  tagIds: z.preprocess(ids, z.array(z.number())),
  review: z.enum(REVIEW_FILTERS).catch('all'),
})
export type PlacesSearch = z.output<typeof placesSearchSchema>

/** The defaults, left out of the address (stripSearchParams). */
export const PLACES_SEARCH_DEFAULTS = {
  q: '',
  page: 1,
  sort: 1,
  categories: [],
  cityIds: [],
  tagIds: [],
  review: 'all',
} as const satisfies Partial<PlacesSearch>

/** The filters of the address, read as the route does (for tests and links). */
export function parsePlacesSearch(search: object): PlacesSearch {
  return placesSearchSchema.parse(search)
}

/** The API's review filters for a review filter of the address, measured at `now`. */
export function reviewQuery(
  review: ReviewFilter,
  now: number = Date.now(),
): Pick<DashboardItemsQuery, 'reviewDue' | 'reviewDueBefore'> {
  switch (review) {
    case 'overdue':
      return { reviewDue: true }
    case 'soon':
      return {
        reviewDue: false,
        // Whole minutes, so the query key (and the cache) holds still while the screen is open.
        reviewDueBefore: new Date(
          Math.floor(now / 60_000) * 60_000 + REVIEW_SOON_DAYS * DAY_MS,
        ).toISOString(),
      }
    case 'upcoming':
      return { reviewDue: false }
    default:
      return {}
  }
}

/**
 * The API query of `GET /items/dashboard/` for these filters. Main categories go as names; the
 * API expands them to their sub-categories (a main category may have more than a list of ids
 * may hold).
 */
export function toItemsQuery(search: PlacesSearch, now: number = Date.now()): Partial<DashboardItemsQuery> {
  const query: Partial<DashboardItemsQuery> = {
    page: search.page,
    pageSize: PLACES_PAGE_SIZE,
    sort: search.sort,
  }
  if (search.q) query.q = search.q
  if (search.categories.length) query.mainCategories = search.categories
  if (search.countryId !== undefined) query.countryId = search.countryId
  if (search.cityIds.length) query.cityIds = search.cityIds
  if (search.tagIds.length) query.tagIds = search.tagIds
  return { ...query, ...reviewQuery(search.review, now) }
}

/**
 * The page to show instead when the address asks for one beyond the last (the list shrank, or
 * a link was old): the API answers such a page empty with its real page count. Undefined when
 * the page is fine.
 */
export function clampedPage(
  requested: number,
  page: { pageCount: number; items: readonly unknown[] } | undefined,
): number | undefined {
  if (!page || page.items.length > 0 || requested <= page.pageCount) return undefined
  return Math.max(1, page.pageCount)
}
