import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/database.js'
import * as schema from '../db/schema/index.js'
import { pgTimestampToIso } from '../db/timestamps.js'
import type { SitemapPlace } from '../seo/sitemapXml.js'
import { branchMembers } from './basemapRepository.js'

/** Tables the list of a branch's places comes from. */
export const SITEMAP_TABLES = [schema.items, schema.itemTags, schema.tags, schema.branches] as const

/** Duplicates point at another place's page; theirs is not one a search engine should list. */
export async function countSitemapPlaces(db: Db, branchId: number | null): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`WITH members AS (${branchMembers(branchId)})
        SELECT count(*)::int AS n FROM items i JOIN members m ON m.item_id = i.id
        WHERE i.is_duplicate_of IS NULL`,
  )
  return row?.n ?? 0
}

/** One file's worth of a branch's places (every place when `branchId` is null), by id. */
export async function listSitemapPlaces(
  db: Db,
  branchId: number | null,
  { limit, offset }: { limit: number; offset: number },
): Promise<SitemapPlace[]> {
  const rows = await queryRows<{ nano_id: string; title: string; date_updated: string }>(
    db,
    sql`WITH members AS (${branchMembers(branchId)})
        SELECT i.nano_id, i.title, i.date_updated FROM items i JOIN members m ON m.item_id = i.id
        WHERE i.is_duplicate_of IS NULL
        ORDER BY i.id LIMIT ${limit} OFFSET ${offset}`,
  )
  return rows.map((r) => ({
    nanoId: r.nano_id,
    title: r.title,
    dateUpdated: pgTimestampToIso(r.date_updated),
  }))
}
