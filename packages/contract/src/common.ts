import { z } from 'zod'
import { DATE_TIME_RANGE } from './constants.js'
import { HOST_PATTERN, NANO_ID_PATTERN } from './patterns.js'

/** Public identifier of items, streets, buildings, lists and geojsons (nanoid alphabet). */
export const NanoId = z.string().regex(NANO_ID_PATTERN, 'Ungültige nanoId')
/** Serial database identifier; at most PostgreSQL's `integer`, so a larger one is a 400, not a failed query. */
export const Id = z.number().int().positive().max(2_147_483_647)
/** Branch short id, 1 to 30 (docs/product.md §1). */
export const BranchShortId = z.number().int().min(1).max(30)
/** ISO 8601 timestamp with offset. */
export const IsoDateTime = z.iso.datetime({ offset: true })

const EARLIEST = Date.parse(DATE_TIME_RANGE.from)
const LATEST = Date.parse(DATE_TIME_RANGE.to)

/**
 * A timestamp a client writes or filters by. The ISO format alone lets year 0000 through, which
 * PostgreSQL refuses, and 9999-12-31T23:00-05:00, which is year 10000 in UTC and no longer fits
 * the ISO format of the answer; no date the product keeps is anywhere near either end.
 */
export const DateTimeInput = IsoDateTime.refine((value) => {
  const time = Date.parse(value)
  // Text that is no date at all has its own issue from the format check; one message is enough.
  return Number.isNaN(time) || (time >= EARLIEST && time <= LATEST)
}, 'must lie between 1000-01-01 and 9999-12-31 (UTC)')
export const Longitude = z.number().min(-180).max(180)
export const Latitude = z.number().min(-90).max(90)
export const LanguageCode = z.string().regex(/^[a-z]{2}$/)

/** Path parameter holding a serial id: digits only, so `abc` or `-1` is a 400, not a 404. */
export const IdParam = z.coerce.number().int().positive().max(2_147_483_647)
export const BranchShortIdParam = z.coerce.number().int().min(1).max(30)
export const LongitudeParam = z.coerce.number().min(-180).max(180)
export const LatitudeParam = z.coerce.number().min(-90).max(90)

/** The host a page was opened under, as a query parameter; it decides the branch. */
export const HostName = z.string().max(253).regex(HOST_PATTERN, 'expected a host name')

/** A page number in a query string, from 1. */
export const Page = z.coerce.number().int().min(1).max(10_000).default(1)
/** Rows a page in a query string, at most `max`. */
export const PageSizeParam = (max: number, fallback: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback)

/** RFC 9457 problem details, the body of every error response. */
export const Problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int().min(400).max(599),
  detail: z.string().optional(),
  instance: z.string().optional(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
})
export type Problem = z.infer<typeof Problem>

export type NanoId = z.infer<typeof NanoId>
export type Id = z.infer<typeof Id>
export type BranchShortId = z.infer<typeof BranchShortId>
export type IsoDateTime = z.infer<typeof IsoDateTime>
export type DateTimeInput = z.infer<typeof DateTimeInput>
export type Longitude = z.infer<typeof Longitude>
export type Latitude = z.infer<typeof Latitude>
export type LanguageCode = z.infer<typeof LanguageCode>
export type IdParam = z.infer<typeof IdParam>
export type BranchShortIdParam = z.infer<typeof BranchShortIdParam>
export type LongitudeParam = z.infer<typeof LongitudeParam>
export type LatitudeParam = z.infer<typeof LatitudeParam>
