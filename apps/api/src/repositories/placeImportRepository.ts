import type { DetailKeyType } from '@quo/contract'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/database.js'
import { onBranch } from './placeExportRepository.js'

/** A name as an import compares it: case, accents as typed, spacing squeezed. */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de')

/** Categories by their German name and their own, for the names a file gives. */
export async function categoriesByName(db: Db): Promise<Map<string, number>> {
  const rows = await queryRows<{ id: number; name: string | null; own: string }>(
    db,
    sql`SELECT c.id, ct.sub_category_name AS name, c.sub_category AS own FROM categories c
      LEFT JOIN category_translations ct ON ct.category_id = c.id AND ct.language = 'de'
      ORDER BY c.id`,
  )
  const byName = new Map<string, number>()
  for (const row of rows)
    for (const name of [row.name, row.own])
      if (name && !byName.has(nameKey(name))) byName.set(nameKey(name), Number(row.id))
  return byName
}

export interface CityRow {
  id: number
  countryId: number
  stateId: number | null
  postcode: string | null
}

/** Municipalities by name; a name several share lists each (the postcode tells them apart). */
export async function citiesByName(db: Db): Promise<Map<string, CityRow[]>> {
  const rows = await queryRows<CityRow & { title: string }>(
    db,
    sql`SELECT id, country_id AS "countryId", state_id AS "stateId", postcode, title FROM cities ORDER BY id`,
  )
  const byName = new Map<string, CityRow[]>()
  for (const { title, ...city } of rows)
    byName.set(nameKey(title), [...(byName.get(nameKey(title)) ?? []), { ...city, id: Number(city.id) }])
  return byName
}

/** Whether a tag is one of the branch's (a topic of its map). */
export async function isBranchTopic(db: Db, tagId: number, branchId: number): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM tags t JOIN branches b ON b.tag_key = t.tag_key
      WHERE t.id = ${tagId} AND b.id = ${branchId}) AS ok`,
  )
  return !!row?.ok
}

/**
 * The places a file's ids name on this branch: an id imported before, else the nanoId of one of
 * the branch's places (a file quo exported, edited and brought back).
 */
export async function placesOfIds(
  db: Db,
  branchId: number,
  externalIds: readonly string[],
): Promise<Map<string, number>> {
  if (externalIds.length === 0) return new Map()
  const ids = sql`unnest(${sql.param(externalIds)}::text[])`
  const rows = await queryRows<{ external_id: string; item_id: number }>(
    db,
    sql`SELECT x.external_id, x.item_id FROM item_external_ids x
      WHERE x.branch_id = ${branchId} AND x.external_id IN (SELECT ${ids})
      UNION ALL
      SELECT i.nano_id, i.id FROM items i
      WHERE i.nano_id IN (SELECT ${ids}) AND ${onBranch(sql`i.id`, branchId)}
        AND NOT EXISTS (SELECT 1 FROM item_external_ids y WHERE y.branch_id = ${branchId} AND y.external_id = i.nano_id)`,
  )
  return new Map(rows.map((r) => [r.external_id, Number(r.item_id)]))
}

/** Remembers which place each id made or matched, for the next import of the same file. */
export async function linkExternalIds(
  db: Db,
  branchId: number,
  links: readonly { externalId: string; itemId: number }[],
): Promise<void> {
  if (links.length === 0) return
  await db.execute(
    sql`INSERT INTO item_external_ids (branch_id, external_id, item_id)
      SELECT ${branchId}, x.external_id, x.item_id
      FROM unnest(${sql.param(links.map((l) => l.externalId))}::text[], ${sql.param(links.map((l) => l.itemId))}::int[]) AS x(external_id, item_id)
      ON CONFLICT (branch_id, external_id) DO NOTHING`,
  )
}

/** The first address of an item, changed in the given columns, or a new one with them. */
export async function putAddress(
  db: Db,
  itemId: number,
  address: { street?: string; housenumber?: string; postcode?: string; city?: CityRow },
): Promise<void> {
  const set: SQL[] = []
  if (address.street !== undefined) set.push(sql`street = ${address.street}`)
  if (address.housenumber !== undefined) set.push(sql`housenumber = ${address.housenumber}`)
  if (address.postcode !== undefined) set.push(sql`postcode = ${address.postcode}`)
  if (address.city)
    set.push(
      sql`city_id = ${address.city.id}, country_id = ${address.city.countryId}, state_id = ${address.city.stateId}`,
    )
  if (set.length === 0) return
  const updated = await queryRows<{ id: number }>(
    db,
    sql`UPDATE item_addresses SET ${sql.join(set, sql`, `)}
      WHERE id = (SELECT id FROM item_addresses WHERE item_id = ${itemId} ORDER BY id LIMIT 1) RETURNING id`,
  )
  if (updated.length) return
  await db.execute(
    sql`INSERT INTO item_addresses (item_id, street, housenumber, postcode, city_id, country_id, state_id)
      VALUES (${itemId}, ${address.street ?? null}, ${address.housenumber ?? null}, ${address.postcode ?? null},
        ${address.city?.id ?? null}, ${address.city?.countryId ?? null}, ${address.city?.stateId ?? null})`,
  )
}

/** The item's first detail of `key` set to `value`, or a new detail. */
export async function putDetail(db: Db, itemId: number, key: string, value: string): Promise<void> {
  const updated = await queryRows<{ id: number }>(
    db,
    sql`UPDATE item_details SET data_value = ${value}, date_updated = now()
      WHERE id = (SELECT id FROM item_details WHERE item_id = ${itemId} AND data_key_v2 = ${key} ORDER BY id LIMIT 1)
      RETURNING id`,
  )
  if (updated.length) return
  await db.execute(
    sql`INSERT INTO item_details (item_id, data_key_v2, data_value) VALUES (${itemId}, ${key}, ${value})`,
  )
}

/** Makes `categoryId` the item's main category (its oldest link), in place of the one before. */
export async function putMainCategory(db: Db, itemId: number, categoryId: number): Promise<void> {
  await db.execute(
    sql`DELETE FROM item_categories WHERE item_id = ${itemId} AND category_id = (
      SELECT category_id FROM item_categories WHERE item_id = ${itemId}
      ORDER BY date_created, category_id LIMIT 1)`,
  )
  await db.execute(
    sql`INSERT INTO item_categories (item_id, category_id, date_created)
      VALUES (${itemId}, ${categoryId},
        COALESCE((SELECT min(date_created) FROM item_categories WHERE item_id = ${itemId}), now()) - interval '1 microsecond')
      ON CONFLICT (item_id, category_id) DO UPDATE SET date_created = EXCLUDED.date_created`,
  )
}

/** The value types of detail keys, by key. */
export async function detailKeyTypes(db: Db, keys: readonly string[]): Promise<Map<string, DetailKeyType>> {
  const rows = await queryRows<{ key_name: string; key_type: DetailKeyType }>(
    db,
    sql`SELECT key_name, key_type FROM item_detail_keys WHERE key_name IN (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )})`,
  )
  return new Map(rows.map((r) => [r.key_name, r.key_type]))
}

/** The branches (short ids) each item is on, by item id; items on none are left out. */
export async function branchesOfItems(db: Db, itemIds: readonly number[]): Promise<Map<number, number[]>> {
  if (itemIds.length === 0) return new Map()
  const rows = await queryRows<{ item_id: number; short_id: number }>(
    db,
    sql`SELECT DISTINCT it.item_id, b.short_id FROM item_tags it
      JOIN tags t ON t.id = it.tag_id JOIN branches b ON b.tag_key = t.tag_key
      WHERE it.item_id = ANY(${sql.param(itemIds)}::int[])`,
  )
  const byItem = new Map<number, number[]>()
  for (const row of rows)
    byItem.set(Number(row.item_id), [...(byItem.get(Number(row.item_id)) ?? []), Number(row.short_id)])
  return byItem
}
