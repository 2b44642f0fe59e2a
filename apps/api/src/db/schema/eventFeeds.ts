import type { EventFeedRun } from '@quo/contract'
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { branches } from './branches.js'
import { items } from './items.js'
import { tags } from './taxonomy.js'
import { isoTimestamp } from './timestamp.js'

/**
 * A branch's subscription to an external iCalendar feed (docs/api.md "Event feeds"). The
 * scheduler fetches each active one when `date_next_run` has come; `etag` and `last_modified`
 * make that fetch conditional. A deleted place or topic leaves the subscription without one,
 * and its next run says so instead of importing.
 */
export const eventFeeds = pgTable(
  'event_feeds',
  {
    id: serial().primaryKey(),
    branchId: integer()
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    url: text().notNull(),
    placeItemId: integer().references(() => items.id, { onDelete: 'set null' }),
    categoryIds: integer().array().notNull(),
    topicTagId: integer().references(() => tags.id, { onDelete: 'set null' }),
    isActive: boolean().notNull().default(true),
    etag: text(),
    lastModified: text(),
    dateNextRun: isoTimestamp().notNull().default(sql`now()`),
    lastRun: jsonb().$type<EventFeedRun>(),
    dateCreated: isoTimestamp().notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex().on(t.branchId, t.url), index().on(t.dateNextRun)],
)

/** One dated occurrence as the feed last gave it, and the event row it became. */
export interface ImportedOccurrence {
  begin: string
  end: string
  /** The event row; a row staff deleted stays deleted. */
  eventId: number
}

/** An event of a feed as the last import wrote it (what staff edits are told from). */
export interface ImportedFeedEvent {
  title: string
  description: string | null
  url: string | null
  cancelled: boolean
  /** By occurrence key: the RECURRENCE-ID's instant, or `single`. */
  occurrences: Record<string, ImportedOccurrence>
}

/**
 * Which item a feed's event (its UID) became. An item staff deleted keeps its entry with no
 * item, so the next import does not bring it back (as `osm_links` does for OpenStreetMap).
 */
export const eventFeedEntries = pgTable(
  'event_feed_entries',
  {
    feedId: integer()
      .notNull()
      .references(() => eventFeeds.id, { onDelete: 'cascade' }),
    uid: text().notNull(),
    itemId: integer().references(() => items.id, { onDelete: 'set null' }),
    imported: jsonb().$type<ImportedFeedEvent>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.feedId, t.uid] }), index().on(t.itemId)],
)
