import { sql } from 'drizzle-orm'
import { bigint, bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { isoTimestamp } from './timestamp.js'

/**
 * Every staff write, one row per changed row: who (the token's subject and e-mail), when, which
 * table and row, and the row before and after (`to_jsonb`, geometry as GeoJSON). Written by the
 * trigger `quo_record_change` (migration 0013) in the writing transaction, so a write and its
 * history commit or fail together; a write records only when the transaction names its actor
 * (`quo.actor`, set by the staff routes), so seeding and imports stay out.
 */
export const changeHistory = pgTable(
  'change_history',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** The transaction: what one staff action changed together (an item and its cascade). */
    tx: bigint({ mode: 'number' }).notNull().default(sql`txid_current()`),
    dateChanged: isoTimestamp().notNull().default(sql`now()`),
    actorSub: text().notNull(),
    actorEmail: text(),
    tableName: text().notNull(),
    /** `insert`, `update` or `delete`. */
    operation: text().notNull(),
    /** The item the row belongs to (no foreign key: the history outlives a deleted item). */
    itemId: integer(),
    eventId: integer(),
    /** The row's primary key columns and values. */
    rowKey: jsonb().$type<Record<string, unknown>>().notNull(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [
    index('change_history_item_index').on(t.itemId, t.id),
    index('change_history_event_index').on(t.eventId, t.id),
    index('change_history_deleted_items_index')
      .on(t.id)
      .where(sql`table_name = 'items' AND operation = 'delete'`),
  ],
)
