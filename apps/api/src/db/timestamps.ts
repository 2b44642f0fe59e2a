/**
 * PostgreSQL prints `timestamptz` as `2026-11-23 10:00:00.5+00`; the API speaks ISO 8601
 * (`2026-11-23T10:00:00.500Z`). Drizzle hands both drivers' timestamps over as text (it
 * overrides driver-level type parsers per query), so typed columns convert in
 * `isoTimestamp` and raw-SQL repositories call this on their timestamp fields.
 */
export function pgTimestampToIso(value: string): string {
  const iso = value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? value : date.toISOString()
}
