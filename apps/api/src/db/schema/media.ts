import type { MediaSourceType, MediaVariant } from '@quo/contract'
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, smallint, text, unique } from 'drizzle-orm/pg-core'
import { branches } from './branches.js'
import { isoTimestamp } from './timestamp.js'

/** A stored rendition: as the contract names it, with the storage key instead of the URL. */
export type StoredVariant = Omit<MediaVariant, 'url'> & { key: string }

/**
 * The media library: one uploaded image and its renditions (files in the media store, keyed by
 * the original's SHA-256, so the same bytes are stored once). Place media link it by
 * `item_media.asset_id`; an image in use cannot be deleted.
 */
export const mediaAssets = pgTable(
  'media_assets',
  {
    id: serial().primaryKey(),
    /** Hex SHA-256 of the uploaded bytes: the storage prefix and the duplicate check. */
    contentHash: text().notNull(),
    title: text().notNull(),
    alt: text().notNull().default(''),
    fileName: text().notNull(),
    sourceType: text().$type<MediaSourceType>().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    bytes: integer().notNull(),
    branchShortId: smallint().references(() => branches.shortId, { onDelete: 'restrict' }),
    variants: jsonb().$type<StoredVariant[]>().notNull(),
    dateCreated: isoTimestamp().notNull().default(sql`now()`),
    createdBy: text().notNull(),
  },
  (t) => [
    unique('media_assets_content_branch_unique').on(t.contentHash, t.branchShortId).nullsNotDistinct(),
    index('media_assets_created_index').on(t.dateCreated),
  ],
)
