import type { Category, DashboardItemsQuery } from '@quo/contract'
import { ITEM_SORTS, MAIN_CATEGORIES, type MainCategory } from '@quo/contract'
import { z } from 'zod'

/** Rows a page of the places list asks for; the list virtualises its rows. */
export const PLACES_PAGE_SIZE = 100

/**
 * Review-due filter of the items tab. The API knows one flag (`reviewDue`: an open review due by
 * now, or not), so "due in the next 30 days" cannot be asked for; `upcoming` is every place whose
 * review is not yet overdue, best read with the sort "review due first".
 */
export const REVIEW_FILTERS = ['all', 'overdue', 'upcoming'] as const
type ReviewFilter = (typeof REVIEW_FILTERS)[number]

/** The API's sort orders (1 is the default, spec §4). */
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
 * The filters of the places list in the address (spec §2), so a view can be shared and survives
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

const REVIEW_DUE: Record<ReviewFilter, boolean | undefined> = {
  all: undefined,
  overdue: true,
  upcoming: false,
}

/**
 * The API query of `GET /items/dashboard/` for these filters. Main categories become the ids
 * of their categories, so the category list must be known first: undefined until it is.
 */
export function toItemsQuery(
  search: PlacesSearch,
  categories: readonly Category[] | undefined,
): Partial<DashboardItemsQuery> | undefined {
  let categoryIds: number[] | undefined
  if (search.categories.length) {
    if (!categories) return undefined
    const wanted = new Set<string>(search.categories)
    categoryIds = categories.filter((c) => wanted.has(c.mainCategory)).map((c) => c.id)
  }
  const query: Partial<DashboardItemsQuery> = {
    page: search.page,
    pageSize: PLACES_PAGE_SIZE,
    sort: search.sort,
  }
  if (search.q) query.q = search.q
  if (categoryIds?.length) query.categoryIds = categoryIds.slice(0, 100)
  if (search.countryId !== undefined) query.countryId = search.countryId
  if (search.cityIds.length) query.cityIds = search.cityIds
  if (search.tagIds.length) query.tagIds = search.tagIds
  const reviewDue = REVIEW_DUE[search.review]
  if (reviewDue !== undefined) query.reviewDue = reviewDue
  return query
}
