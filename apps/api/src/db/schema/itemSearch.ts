import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { items } from './items.js'
import { isoTimestamp } from './timestamp.js'

/**
 * One row per item with what the dashboard's list searches and filters by, kept by triggers
 * (drizzle/0028_item_search.sql) whenever the item, its details, addresses or categories, or a
 * category's main category change. Searching the items and their details apart cost a trigram
 * scan of each, a union of the matches and, for every match, a lookup of its categories and
 * addresses: "weg" over 100,000 places took 60–110 ms in PGlite; one trigram scan of this
 * table with the filters on the row takes 27 ms. Never written by the application; a backup
 * carries it like any other table.
 */
export const itemSearch = pgTable(
  'item_search',
  {
    id: integer()
      .primaryKey()
      .references(() => items.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    dateUpdated: isoTimestamp().notNull(),
    /** The title and every detail value, one a line. */
    text: text().notNull(),
    countryIds: integer().array().notNull(),
    mainCategories: text().array().notNull(),
  },
  // The filters' indexes let a search read only the rows of, say, one main category: "rhein"
  // is in 7,727 of 100,000 texts but 143 of them are activities (25 ms → 5 ms in PGlite).
  (t) => [
    index('item_search_text_trgm_index').using('gin', t.text.op('gin_trgm_ops')),
    index().using('gin', t.countryIds),
    index().using('gin', t.mainCategories),
  ],
)
