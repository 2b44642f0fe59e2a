import { z } from 'zod'

const NUMBER = '-?\\d+(?:\\.\\d+)?'

/** `west,south,east,north` in WGS 84 degrees (OGC API Features' `bbox`, two dimensions). */
export const OgcBbox = z
  .string()
  .regex(new RegExp(`^${NUMBER}(,${NUMBER}){3}$`), 'bbox: west,south,east,north in degrees')
  .transform((text) => text.split(',').map(Number) as [number, number, number, number])
  .refine(
    ([west, south, east, north]) =>
      west >= -180 && east <= 180 && south >= -90 && north <= 90 && west <= east && south <= north,
    'bbox: west ≤ east within ±180, south ≤ north within ±90',
  )

const INSTANT = /^\d{4}-\d\d-\d\d(T\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d))?$/

const instant = (text: string) => (text === '..' || text === '' ? null : text)

/** An RFC 3339 instant or interval (`start/end`, `../end`, `start/..`), as OGC API Features takes it. */
export const OgcDatetime = z
  .string()
  .regex(/^[\d\-:.TZ+/]{1,64}$/, 'datetime: digits, -, :, ., T, Z, + and /')
  .refine((text) => {
    const parts = text.split('/')
    if (parts.length > 2) return false
    return parts.every((part) => (parts.length === 2 && (part === '..' || part === '')) || INSTANT.test(part))
  }, 'datetime: an RFC 3339 date or date-time, or an interval start/end with .. for an open end')
  .transform((text) => {
    const [start = '', end = start] = text.split('/')
    const single = !text.includes('/')
    // A date alone covers its whole day.
    const dayEnd = (value: string) => (/^\d{4}-\d\d-\d\d$/.test(value) ? `${value}T23:59:59.999Z` : value)
    const dayStart = (value: string) => (/^\d{4}-\d\d-\d\d$/.test(value) ? `${value}T00:00:00Z` : value)
    const from = instant(start)
    const to = instant(single ? start : end)
    return { start: from === null ? null : dayStart(from), end: to === null ? null : dayEnd(to) }
  })

/** The query of a collection's items (OGC API Features Part 1, Core). */
export const OgcItemsQuery = z.strictObject({
  bbox: OgcBbox.optional(),
  limit: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Where the page starts; the `next` link carries it. */
  offset: z.coerce.number().int().min(0).max(100_000_000).default(0),
  datetime: OgcDatetime.optional(),
  /** The encoding; GeoJSON is the only one. */
  f: z.enum(['json', 'geojson']).optional(),
})
export type OgcItemsQuery = z.infer<typeof OgcItemsQuery>

/** The query of the other resources: the encoding only. */
export const OgcQuery = z.strictObject({ f: z.enum(['json']).optional() })

/**
 * Open licences a branch may put its own data under (SPDX ids); what came from OpenStreetMap
 * stays under the ODbL whatever the branch chooses.
 */
export const DATA_LICENCES = ['CC-BY-4.0', 'CC0-1.0', 'CC-BY-SA-4.0', 'ODbL-1.0'] as const
export const DataLicence = z.enum(DATA_LICENCES)
export type DataLicence = z.infer<typeof DataLicence>

/** The licence a branch's staff put its own places and events under. */
export const DataLicenceInput = z.strictObject({ dataLicence: DataLicence })
export type DataLicenceInput = z.infer<typeof DataLicenceInput>
