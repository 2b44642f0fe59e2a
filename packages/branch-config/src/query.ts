/** The part of `URLSearchParams` the query rules read, so they need no DOM typings. */
export interface QueryParamsReader {
  has(name: string): boolean
  get(name: string): string | null
}

/**
 * A query as routers hand it out: a bare flag such as `?iskiosk` is `''` or `null`, a repeated
 * key an array; an absent key is missing or `undefined`.
 */
export type QueryRecord = Readonly<Record<string, string | null | undefined | readonly (string | null)[]>>

/** The page's query, either `URLSearchParams` or a router's query record. */
export type Query = QueryParamsReader | QueryRecord

function isReader(query: Query): query is QueryParamsReader {
  return typeof query.has === 'function' && typeof query.get === 'function'
}

/**
 * Whether the query names `name` at all: the spec's flags (`iskiosk`, `ignoreiframe`) act by
 * being present, so `?iskiosk` and `?iskiosk=` count as much as `?iskiosk=1`.
 * @example hasQueryParam(new URLSearchParams('iskiosk'), 'iskiosk') // true
 */
export function hasQueryParam(query: Query, name: string): boolean {
  if (isReader(query)) return query.has(name)
  return Object.hasOwn(query, name) && query[name] !== undefined
}

/**
 * The first value of `name` in the query, or null when it is absent or has no value.
 * @example queryParam({ season: ['summer', 'winter'] }, 'season') // 'summer'
 */
export function queryParam(query: Query, name: string): string | null {
  if (isReader(query)) return query.get(name)
  if (!Object.hasOwn(query, name)) return null
  const value = query[name]
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.find((v): v is string => typeof v === 'string') ?? null
  return null
}
