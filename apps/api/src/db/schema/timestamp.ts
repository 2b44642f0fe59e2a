import { customType } from 'drizzle-orm/pg-core'
import { pgTimestampToIso } from '../timestamps.js'

/**
 * `timestamptz` read as an ISO 8601 UTC string whichever driver delivers it (drivers hand
 * back PostgreSQL's text form or a Date).
 */
export const isoTimestamp = customType<{ data: string; driverData: string | Date }>({
  dataType: () => 'timestamp with time zone',
  fromDriver: (value) => (value instanceof Date ? value.toISOString() : pgTimestampToIso(value)),
})
