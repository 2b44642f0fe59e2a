import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { items } from './items.js'
import { isoTimestamp } from './timestamp.js'

/** The fields of a place as an OpenStreetMap import last wrote them (what staff edits are told from). */
export interface ImportedPlaceFields {
  title: string
  lon: number
  lat: number
  /** Detail key → value. */
  details: Record<string, string>
}

/**
 * Which item an OpenStreetMap element became. A re-import matches on `osm_key`; a place staff
 * deleted keeps its link with no item, so the next import does not bring it back.
 */
export const osmLinks = pgTable(
  'osm_links',
  {
    osmKey: text().primaryKey(),
    itemId: integer().references(() => items.id, { onDelete: 'set null' }),
    imported: jsonb().$type<ImportedPlaceFields>().notNull(),
    dateImported: isoTimestamp().notNull().default(sql`now()`),
  },
  (t) => [index().on(t.itemId)],
)

/**
 * A field both staff and OpenStreetMap changed since the last import: staff's value stays, the
 * mapped one waits here for staff to decide (the dashboard's change-request inbox).
 */
export const osmDifferences = pgTable(
  'osm_differences',
  {
    id: serial().primaryKey(),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    osmKey: text().notNull(),
    /** `title`, `position` or `detail:<key>`. */
    field: text().notNull(),
    staffValue: text(),
    osmValue: text(),
    /** `open`, then `accepted` or `rejected` by staff (the inbox). */
    status: text().notNull().default('open'),
    dateCreated: isoTimestamp().notNull().default(sql`now()`),
    decidedAt: isoTimestamp(),
    decidedBy: text(),
  },
  // One open difference per field: a newer import replaces the mapped value waiting there.
  (t) => [uniqueIndex('osm_differences_open_field_index').on(t.itemId, t.field).where(sql`status = 'open'`)],
)
