import type {
  MediaAsset,
  MediaAssetDetail,
  MediaAssetUpdateInput,
  MediaPage,
  MediaQuery,
  MediaVariant,
  MediumType,
} from '@quo/contract'
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/database.js'
import { itemFloorPlans, itemMedia, items, mediaAssets, type StoredVariant } from '../db/schema/index.js'
import { originalKey } from '../media/mediaStore.js'
import { branchColumnVisibleTo, type StaffBranches } from './branchAccess.js'
import { mapConstraintErrors } from './dbErrors.js'
import { Conflict, NotFound } from './domainErrors.js'

export type MediaAssetRow = typeof mediaAssets.$inferSelect

/** Where the API serves a stored file (routes/media/library.ts). */
const mediaFileUrl = (key: string) => `/api/media/files/${key}`

export const toVariant = ({ key, ...variant }: StoredVariant): MediaVariant => ({
  ...variant,
  url: mediaFileUrl(key),
})

/** The rendition a place medium's `url` names: the largest WebP, which every browser shows. */
export function fullUrl(variants: readonly StoredVariant[]): string {
  const full = variants.find((v) => v.name === 'full' && v.format === 'webp') ?? variants[0]
  if (!full) throw new Error('an asset without renditions')
  return mediaFileUrl(full.key)
}

// Spelled out: drizzle writes a one-table select's columns unqualified, and a bare "id" inside
// the subquery would be item_media's own.
const usage = sql<number>`((SELECT count(*) FROM item_media m WHERE m.asset_id = media_assets.id)
  + (SELECT count(*) FROM item_floor_plans f WHERE f.asset_id = media_assets.id))::int`

function toAsset(row: MediaAssetRow, used: number): MediaAsset {
  const { contentHash: _hash, variants, ...rest } = row
  return { ...rest, variants: variants.map(toVariant), usage: used }
}

/**
 * One asset's row; 404 when there is none. `lock` holds it for the transaction: `update` to
 * delete it, `share` to link it, so a delete and a new link never pass each other.
 */
export async function assetRow(db: Db, id: number, lock?: 'update' | 'share'): Promise<MediaAssetRow> {
  const query = db.select().from(mediaAssets).where(eq(mediaAssets.id, id))
  const [row] = lock ? await query.for(lock) : await query
  if (!row) throw new NotFound('Unknown media asset')
  return row
}

/** The asset stored for these bytes on this map (the duplicate check before rendering). */
export async function assetByContent(db: Db, contentHash: string, branchShortId: number | null) {
  const [row] = await db
    .select({ id: mediaAssets.id, title: mediaAssets.title })
    .from(mediaAssets)
    .where(
      and(
        eq(mediaAssets.contentHash, contentHash),
        branchShortId === null
          ? sql`${mediaAssets.branchShortId} IS NULL`
          : eq(mediaAssets.branchShortId, branchShortId),
      ),
    )
  return row
}

/** Whether any asset (of any map) names files of these bytes. */
export async function isContentStored(db: Db, contentHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: mediaAssets.id })
    .from(mediaAssets)
    .where(eq(mediaAssets.contentHash, contentHash))
    .limit(1)
  return row !== undefined
}

export async function insertAsset(db: Db, row: typeof mediaAssets.$inferInsert): Promise<MediaAsset> {
  const [stored] = await mapConstraintErrors(() => db.insert(mediaAssets).values(row).returning(), {
    duplicate: 'This image is in the library already',
  })
  if (!stored) throw new Error('insert returned no row')
  return toAsset(stored, 0)
}

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`)

/** A page of the caller's library, newest first, each with how many place media show it. */
export async function listAssets(db: Db, query: MediaQuery, branches: StaffBranches): Promise<MediaPage> {
  const conditions: SQL[] = [branchColumnVisibleTo(branches, sql`${mediaAssets.branchShortId}`)]
  if (query.q) {
    const pattern = `%${escapeLike(query.q.toLowerCase())}%`
    conditions.push(
      sql`lower(${mediaAssets.title} || ' ' || ${mediaAssets.alt} || ' ' || ${mediaAssets.fileName}) LIKE ${pattern}`,
    )
  }
  if (query.unused !== undefined) conditions.push(query.unused ? sql`${usage} = 0` : sql`${usage} > 0`)
  const where = and(...conditions)
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: mediaAssets, used: usage })
      .from(mediaAssets)
      .where(where)
      .orderBy(desc(mediaAssets.dateCreated), desc(mediaAssets.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(mediaAssets).where(where),
  ])
  return { assets: rows.map(({ row, used }) => toAsset(row, used)), total: total?.n ?? 0 }
}

/** One asset with the place media that show it. */
export async function assetDetail(db: Db, id: number): Promise<MediaAssetDetail> {
  const row = await assetRow(db, id)
  const [media, plans] = await Promise.all([
    db
      .select({
        mediumId: itemMedia.id,
        mediumType: itemMedia.mediumType,
        itemId: items.id,
        itemTitle: items.title,
      })
      .from(itemMedia)
      .innerJoin(items, eq(items.id, itemMedia.itemId))
      .where(eq(itemMedia.assetId, id))
      .orderBy(asc(items.title), asc(itemMedia.id)),
    db
      .select({ itemId: items.id, itemTitle: items.title })
      .from(itemFloorPlans)
      .innerJoin(items, eq(items.id, itemFloorPlans.itemId))
      .where(eq(itemFloorPlans.assetId, id))
      .orderBy(asc(items.title)),
  ])
  const usedBy = [
    ...media.map((u) => ({ ...u, mediumType: u.mediumType as MediumType })),
    ...plans.map((p) => ({ ...p, mediumId: null, mediumType: null })),
  ]
  return { ...toAsset(row, usedBy.length), usedBy }
}

export async function updateAsset(
  db: Db,
  id: number,
  input: MediaAssetUpdateInput,
): Promise<MediaAssetDetail> {
  const [row] = await db
    .update(mediaAssets)
    .set(input)
    .where(eq(mediaAssets.id, id))
    .returning({ id: mediaAssets.id })
  if (!row) throw new NotFound('Unknown media asset')
  return assetDetail(db, id)
}

/**
 * Deletes an asset no place shows (409 otherwise; the row lock keeps a link from slipping in)
 * and answers the storage keys no other asset shares, for the caller to remove
 * once the delete has committed.
 */
export async function deleteAsset(db: Db, id: number): Promise<string[]> {
  const row = await assetRow(db, id, 'update')
  const [used] = await db.select({ n: usage }).from(mediaAssets).where(eq(mediaAssets.id, id))
  if ((used?.n ?? 0) > 0) throw new Conflict(`The image is shown by ${used?.n} places`)
  await db.delete(mediaAssets).where(eq(mediaAssets.id, id))
  if (await isContentStored(db, row.contentHash)) return []
  return [originalKey(row.contentHash, row.sourceType), ...new Set(row.variants.map((v) => v.key))]
}
