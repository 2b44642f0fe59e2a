import type { DetailKeyType } from '@quo/contract'
import { type SQL, sql } from 'drizzle-orm'
import { nanoid } from 'nanoid'
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

/** A place an import makes: the item, its address, details and categories. */
export interface NewImportedPlace {
  title: string
  lon: number
  lat: number
  /** The first is its main category. */
  categoryIds: readonly number[]
  address: { street?: string; housenumber?: string; postcode?: string; city?: CityRow } | undefined
  /** Detail key → value. */
  details: Record<string, string>
}

/** Rows of one statement: arrays are sent as one parameter each, so the size is the work's. */
const CREATE_BATCH = 2000

/**
 * Makes an import's new places set-based, a few statements per 2,000 (one per table): the
 * items with the topic tag, their categories, address and details, and the first review each
 * place gets (as `createItem` makes it; `reviews: false` for places a calendar feed keeps
 * current). Answers the new ids in the order given.
 */
export async function insertImportedPlaces(
  db: Db,
  topicTagId: number,
  places: readonly NewImportedPlace[],
  { reviews = true }: { reviews?: boolean } = {},
): Promise<number[]> {
  const ids: number[] = []
  for (let start = 0; start < places.length; start += CREATE_BATCH) {
    const batch = places.slice(start, start + CREATE_BATCH)
    const nanoIds = batch.map(() => nanoid(12))
    const rows = await queryRows<{ id: number; nano_id: string }>(
      db,
      sql`INSERT INTO items (nano_id, title, lon, lat, type)
        SELECT n, t, x, y, 'place' FROM unnest(${sql.param(nanoIds)}::text[], ${sql.param(batch.map((p) => p.title))}::text[],
          ${sql.param(batch.map((p) => p.lon))}::float8[], ${sql.param(batch.map((p) => p.lat))}::float8[]) AS v(n, t, x, y)
        RETURNING id, nano_id`,
    )
    const idOf = new Map(rows.map((r) => [r.nano_id, r.id]))
    const batchIds = nanoIds.map((n) => idOf.get(n) as number)
    ids.push(...batchIds)
    await db.execute(
      sql`INSERT INTO item_tags (item_id, tag_id) SELECT unnest(${sql.param(batchIds)}::int[]), ${topicTagId}`,
    )
    if (reviews)
      await db.execute(
        sql`INSERT INTO item_reviews (item_id, date_due, is_completed, note)
          SELECT unnest(${sql.param(batchIds)}::int[]), now(), false, ''`,
      )
    // One transaction has one now(): a microsecond apart keeps the first category the main one.
    const categorised = batch.flatMap((p, i) =>
      [...new Set(p.categoryIds)].map((categoryId, order) => ({
        id: batchIds[i] as number,
        categoryId,
        order,
      })),
    )
    if (categorised.length)
      await db.execute(
        sql`INSERT INTO item_categories (item_id, category_id, date_created)
          SELECT i, c, now() + o * interval '1 microsecond'
          FROM unnest(${sql.param(categorised.map((c) => c.id))}::int[], ${sql.param(categorised.map((c) => c.categoryId))}::int[],
            ${sql.param(categorised.map((c) => c.order))}::int[]) AS v(i, c, o)
          -- A category deleted since a subscription named it is left out, not a failed run.
          WHERE EXISTS (SELECT 1 FROM categories WHERE id = v.c)`,
      )
    const addressed = batch.flatMap((p, i) =>
      p.address ? [{ id: batchIds[i] as number, ...p.address }] : [],
    )
    if (addressed.length)
      await db.execute(
        sql`INSERT INTO item_addresses (item_id, street, housenumber, postcode, city_id, country_id, state_id)
          SELECT * FROM unnest(${sql.param(addressed.map((a) => a.id))}::int[],
            ${sql.param(addressed.map((a) => a.street ?? null))}::text[],
            ${sql.param(addressed.map((a) => a.housenumber ?? null))}::text[],
            ${sql.param(addressed.map((a) => a.postcode ?? null))}::text[],
            ${sql.param(addressed.map((a) => a.city?.id ?? null))}::int[],
            ${sql.param(addressed.map((a) => a.city?.countryId ?? null))}::int[],
            ${sql.param(addressed.map((a) => a.city?.stateId ?? null))}::int[])`,
      )
    const details = batch.flatMap((p, i) =>
      Object.entries(p.details).map(([key, value]) => ({ id: batchIds[i] as number, key, value })),
    )
    if (details.length)
      await db.execute(
        sql`INSERT INTO item_details (item_id, data_key_v2, data_value)
          SELECT * FROM unnest(${sql.param(details.map((d) => d.id))}::int[],
            ${sql.param(details.map((d) => d.key))}::text[], ${sql.param(details.map((d) => d.value))}::text[])`,
      )
  }
  return ids
}

/** A changed place's title and position (null keeps the column; every row's place is touched). */
export interface ImportedItemChange {
  itemId: number
  title: string | null
  lat: number | null
  lon: number | null
}

/** The title and position of an import's changed places, and their last change, 2,000 a statement. */
export async function updateImportedItems(db: Db, rows: readonly ImportedItemChange[]): Promise<void> {
  // One row per place (two ids of a file may name the same one): the later row wins, as one by one.
  const changes = [...new Map(rows.map((c) => [c.itemId, c])).values()]
  for (let start = 0; start < changes.length; start += CREATE_BATCH) {
    const batch = changes.slice(start, start + CREATE_BATCH)
    await db.execute(
      sql`UPDATE items AS i SET title = coalesce(v.t, i.title), lat = coalesce(v.y, i.lat),
          lon = coalesce(v.x, i.lon), date_updated = now()
        FROM unnest(${sql.param(batch.map((c) => c.itemId))}::int[], ${sql.param(batch.map((c) => c.title))}::text[],
          ${sql.param(batch.map((c) => c.lat))}::float8[], ${sql.param(batch.map((c) => c.lon))}::float8[]) AS v(id, t, y, x)
        WHERE i.id = v.id`,
    )
  }
}

/**
 * Details set to a value, 2,000 a statement: an item's first detail of the key changes, an item
 * without one gets it (as `putDetail` does one by one).
 */
export async function putDetails(
  db: Db,
  rows: readonly { itemId: number; key: string; value: string }[],
): Promise<void> {
  const details = [...new Map(rows.map((d) => [`${d.itemId}|${d.key}`, d])).values()]
  for (let start = 0; start < details.length; start += CREATE_BATCH) {
    const batch = details.slice(start, start + CREATE_BATCH)
    await db.execute(
      sql`WITH v AS (
          SELECT * FROM unnest(${sql.param(batch.map((d) => d.itemId))}::int[],
            ${sql.param(batch.map((d) => d.key))}::text[], ${sql.param(batch.map((d) => d.value))}::text[])
            AS v(item_id, data_key_v2, data_value)
        ), first AS (
          SELECT DISTINCT ON (d.item_id, d.data_key_v2) d.id, d.item_id, d.data_key_v2
          FROM item_details d JOIN v USING (item_id, data_key_v2)
          ORDER BY d.item_id, d.data_key_v2, d.id
        ), changed AS (
          UPDATE item_details AS d SET data_value = v.data_value, date_updated = now()
          FROM first JOIN v USING (item_id, data_key_v2) WHERE d.id = first.id
        )
        INSERT INTO item_details (item_id, data_key_v2, data_value)
        SELECT v.item_id, v.data_key_v2, v.data_value FROM v
        WHERE NOT EXISTS (SELECT 1 FROM first WHERE first.item_id = v.item_id AND first.data_key_v2 = v.data_key_v2)`,
    )
  }
}
