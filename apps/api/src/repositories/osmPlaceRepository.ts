import { type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/database.js'
import type { ImportedPlaceFields } from '../db/schema/index.js'
import {
  itemAddresses,
  itemCategories,
  itemDetails,
  itemRelations,
  items,
  itemTags,
  itemWays,
  osmLinks,
} from '../db/schema/index.js'
import { type CityRow, nearestCity } from '../importers/osm/nearestCity.js'
import { osmNanoId } from '../importers/osm/osmIds.js'
import {
  type CurrentPlace,
  changesPlace,
  importedFields,
  type PlaceChanges,
  placeChanges,
} from '../importers/osm/placeChanges.js'
import type { OsmPlace } from '../importers/osm/readOsmExtract.js'

/** A branch a place joins, through the branch's tag. */
interface Membership {
  branchId: number
  tagId: number
}

/**
 * Which branches something at `city` joins: a place with main category `main`, or a street or
 * building (`main` null).
 */
export type MembershipOf = (at: {
  lon: number
  lat: number
  city: CityRow | null
  main: string | null
}) => Membership[]

/** A branch an import may put places on, with the desktop (`md`) bounds of its map. */
interface ImportBranch extends Membership {
  w: number
  s: number
  e: number
  n: number
}

/**
 * The active branches without building levels (trade fairs keep their own floor-plan content),
 * each with its first tag and the `md` boundaries of its map.
 */
export function listImportBranches(db: Db): Promise<ImportBranch[]> {
  return queryRows<ImportBranch>(
    db,
    sql`SELECT b.id AS "branchId", t.id AS "tagId", mb.sw_lon AS w, mb.sw_lat AS s, mb.ne_lon AS e, mb.ne_lat AS n
        FROM branches b
        JOIN branch_map_boundaries mb ON mb.branch_id = b.id AND mb.breakpoint = 'md'
        JOIN LATERAL (SELECT id FROM tags WHERE tag_key = b.tag_key ORDER BY id LIMIT 1) t ON TRUE
        WHERE b.is_active AND NOT EXISTS (SELECT 1 FROM branch_levels l WHERE l.branch_id = b.id)`,
  )
}

export interface PlaceImportCounts {
  created: number
  updated: number
  /** Fields staff changed that the import left as they were. */
  keptStaffEdits: number
  /** Fields both staff and OpenStreetMap changed: stored for staff to decide. */
  differences: number
  /** Linked places staff deleted: not brought back. */
  skippedDeleted: number
}

const BATCH = 300

async function writeInBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH))
}

/**
 * Lookup tables the places are resolved against, read once per import — one after another: the
 * import's transaction is one connection, which runs one query at a time.
 */
async function loadReference(db: Db, cities: readonly CityRow[]) {
  const categories = await queryRows<{ id: number; main: string; sub: string }>(
    db,
    sql`SELECT id, main_category AS main, sub_category AS sub FROM categories`,
  )
  const tags = await queryRows<{ id: number; key: string; value: string }>(
    db,
    sql`SELECT id, tag_key AS key, tag_value AS value FROM tags`,
  )
  const links = await queryRows<{ osmKey: string; itemId: number | null; imported: ImportedPlaceFields }>(
    db,
    sql`SELECT osm_key AS "osmKey", item_id AS "itemId", imported FROM osm_links`,
  )
  const relationship = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM relationships WHERE title = 'itemWayPoint'`,
  )
  return {
    categoryId: new Map(categories.map((c) => [`${c.main}|${c.sub}`, c.id])),
    tagId: new Map(tags.map((t) => [`${t.key}=${t.value}`, t.id])),
    cities,
    links: new Map(links.map((l) => [l.osmKey, l])),
    wayPointRelationship: relationship[0]?.id ?? null,
  }
}

type Reference = Awaited<ReturnType<typeof loadReference>>

/** Creates the places an import sees for the first time, with everything that hangs on them. */
async function createPlaces(db: Db, ref: Reference, places: OsmPlace[], membershipOf: MembershipOf) {
  const created = new Map<string, number>()
  await writeInBatches(places, async (batch) => {
    const rows = await db
      .insert(items)
      .values(
        batch.map((p) => ({
          nanoId: osmNanoId(p.osmKey),
          title: p.title,
          lon: p.lon,
          lat: p.lat,
          type: p.type,
        })),
      )
      .returning({ id: items.id, nanoId: items.nanoId })
    const idOf = new Map(rows.map((r) => [r.nanoId, r.id]))
    for (const p of batch) created.set(p.osmKey, idOf.get(osmNanoId(p.osmKey)) as number)
  })
  const categories: (typeof itemCategories.$inferInsert)[] = []
  const details: (typeof itemDetails.$inferInsert)[] = []
  const tags: (typeof itemTags.$inferInsert)[] = []
  const addresses: (typeof itemAddresses.$inferInsert)[] = []
  const ways: (typeof itemWays.$inferInsert)[] = []
  const links: (typeof osmLinks.$inferInsert)[] = []
  for (const p of places) {
    const itemId = created.get(p.osmKey) as number
    const categoryId = ref.categoryId.get(`${p.category.main}|${p.category.sub}`)
    if (categoryId) categories.push({ itemId, categoryId })
    for (const d of p.details)
      details.push({ itemId, dataKeyV2: d.key, dataValue: d.value, dataValueUnit: d.unit })
    const city = nearestCity(ref.cities, [p.lon, p.lat])
    const tagIds = new Set(
      membershipOf({ lon: p.lon, lat: p.lat, city, main: p.category.main }).map((m) => m.tagId),
    )
    for (const f of p.features) {
      const id = ref.tagId.get(`${f.tagKey}=${f.tagValue}`)
      if (id) tagIds.add(id)
    }
    for (const tagId of tagIds) tags.push({ itemId, tagId })
    addresses.push({
      itemId,
      countryId: city?.countryId ?? null,
      stateId: city?.stateId ?? null,
      cityId: city?.id ?? null,
      street: p.street,
      housenumber: p.housenumber,
      postcode: p.postcode ?? city?.postcode ?? null,
    })
    if (p.way) {
      ways.push({
        nanoId: osmNanoId(`${p.osmKey}/way`),
        itemId,
        way: { type: 'MultiLineString', coordinates: p.way },
      })
    }
    links.push({ osmKey: p.osmKey, itemId, imported: importedFields(p) })
  }
  await writeInBatches(categories, (b) => db.insert(itemCategories).values(b))
  await writeInBatches(details, (b) => db.insert(itemDetails).values(b))
  await writeInBatches(tags, (b) => db.insert(itemTags).values(b))
  await writeInBatches(addresses, (b) => db.insert(itemAddresses).values(b))
  await writeInBatches(ways, (b) => db.insert(itemWays).values(b))
  await writeInBatches(links, (b) =>
    db
      .insert(osmLinks)
      .values(b)
      .onConflictDoUpdate({
        target: osmLinks.osmKey,
        set: { itemId: sql`excluded.item_id`, imported: sql`excluded.imported`, dateImported: sql`now()` },
      }),
  )
  return created
}

async function loadCurrent(db: Db, itemIds: number[]): Promise<Map<number, CurrentPlace>> {
  if (itemIds.length === 0) return new Map()
  const ids = sql.join(
    itemIds.map((id) => sql`${id}`),
    sql`, `,
  )
  const rows = await queryRows<CurrentPlace>(
    db,
    sql`SELECT i.id AS "itemId", i.title, i.lon, i.lat,
          coalesce((SELECT jsonb_object_agg(d.data_key_v2, d.data_value ORDER BY d.id DESC)
                    FROM item_details d WHERE d.item_id = i.id), '{}'::jsonb) AS details
        FROM items i WHERE i.id IN (${ids})`,
  )
  return new Map(rows.map((r) => [r.itemId, r]))
}

/** A re-imported place's changes, with the item and link they belong to. */
interface LinkedChanges extends PlaceChanges {
  itemId: number
  osmKey: string
}

/**
 * Brings OpenStreetMap's changes to places imported before, keeping staff's edits (see
 * `placeChanges`). The changes of all places are collected first and written set-based, a few
 * statements per table, since a re-import touches hundreds of places.
 */
async function updatePlaces(db: Db, ref: Reference, places: OsmPlace[], counts: PlaceImportCounts) {
  const linked = places.flatMap((p) => {
    const link = ref.links.get(p.osmKey)
    return link?.itemId ? [{ place: p, itemId: link.itemId, last: link.imported }] : []
  })
  const current = await loadCurrent(
    db,
    linked.map((l) => l.itemId),
  )
  const imported: SQL[] = []
  const reconciled: LinkedChanges[] = []
  for (const { place, itemId, last } of linked) {
    const now = current.get(itemId)
    if (!now) continue
    const changes = { ...placeChanges(place, last, now), itemId, osmKey: place.osmKey }
    counts.keptStaffEdits += changes.keptStaffEdits
    reconciled.push(changes)
    imported.push(sql`(${place.osmKey}::text, ${JSON.stringify(importedFields(place))}::jsonb)`)
  }
  const updated = reconciled.filter(changesPlace)
  counts.updated += updated.length
  await updateItems(db, updated)
  await replaceDetails(db, updated)
  await writeInBatches(imported, (batch) =>
    db.execute(sql`
      UPDATE osm_links AS l SET imported = v.imported, date_imported = now()
      FROM (VALUES ${sql.join(batch, sql`, `)}) AS v(osm_key, imported) WHERE l.osm_key = v.osm_key`),
  )
  counts.differences += await storeDifferences(db, reconciled)
  counts.skippedDeleted += places.filter((p) => {
    const link = ref.links.get(p.osmKey)
    return link && link.itemId === null
  }).length
}

/** Title and position where OpenStreetMap changed them, and `date_updated` of every changed place. */
async function updateItems(db: Db, updated: readonly LinkedChanges[]): Promise<void> {
  // A null keeps the column: the row stands for a place whose other fields changed.
  const rows = updated.map(
    (c) =>
      sql`(${c.itemId}::int, ${c.title}::text, ${c.position?.lon ?? null}::float8, ${c.position?.lat ?? null}::float8)`,
  )
  await writeInBatches(rows, (batch) =>
    db.execute(sql`
      UPDATE items AS i SET title = coalesce(v.title, i.title), lon = coalesce(v.lon, i.lon),
        lat = coalesce(v.lat, i.lat), date_updated = now()
      FROM (VALUES ${sql.join(batch, sql`, `)}) AS v(id, title, lon, lat) WHERE i.id = v.id`),
  )
}

/** Replaces the rows of the details OpenStreetMap changed; a detail dropped from the map goes. */
async function replaceDetails(db: Db, updated: readonly LinkedChanges[]): Promise<void> {
  const replaced = updated.flatMap((c) =>
    c.replacedDetailKeys.map((key) => sql`(${c.itemId}::int, ${key}::text)`),
  )
  await writeInBatches(replaced, (batch) =>
    db.execute(sql`
      DELETE FROM item_details AS d USING (VALUES ${sql.join(batch, sql`, `)}) AS v(item_id, data_key_v2)
      WHERE d.item_id = v.item_id AND d.data_key_v2 = v.data_key_v2`),
  )
  const rows = updated.flatMap((c) =>
    c.details.map((d) => ({ itemId: c.itemId, dataKeyV2: d.key, dataValue: d.value, dataValueUnit: d.unit })),
  )
  await writeInBatches(rows, (batch) => db.insert(itemDetails).values(batch))
}

/** Stores the differences as open ones, replacing what waited for the same field; returns how many. */
async function storeDifferences(db: Db, reconciled: readonly LinkedChanges[]): Promise<number> {
  // One row per item and field: a statement may not update the same open difference twice.
  const byField = new Map<string, SQL>()
  for (const c of reconciled) {
    for (const d of c.differences) {
      byField.set(
        `${c.itemId}|${d.field}`,
        sql`(${c.itemId}::int, ${c.osmKey}::text, ${d.field}::text, ${d.staffValue}::text, ${d.osmValue}::text)`,
      )
    }
  }
  await writeInBatches([...byField.values()], (batch) =>
    db.execute(sql`
      INSERT INTO osm_differences (item_id, osm_key, field, staff_value, osm_value)
      VALUES ${sql.join(batch, sql`, `)}
      ON CONFLICT (item_id, field) WHERE status = 'open'
      DO UPDATE SET staff_value = excluded.staff_value, osm_value = excluded.osm_value, date_created = now()`),
  )
  return reconciled.reduce((n, c) => n + c.differences.length, 0)
}

/** Links routes to the places along them (their waypoints). */
async function linkWaypoints(db: Db, ref: Reference, places: OsmPlace[], itemOf: Map<string, number>) {
  if (ref.wayPointRelationship === null) return
  const relationshipId = ref.wayPointRelationship
  const rows = places.flatMap((route) => {
    const parentItemId = itemOf.get(route.osmKey)
    if (!parentItemId) return []
    return route.waypoints.flatMap((key) => {
      const childItemId = itemOf.get(key)
      return childItemId ? [{ parentItemId, childItemId, relationshipId }] : []
    })
  })
  await writeInBatches(rows, (b) => db.insert(itemRelations).values(b).onConflictDoNothing())
}

/**
 * Creates the places of an extract that were never imported and updates those that were,
 * keeping staff's edits (see `updatePlaces`). Run inside the import's transaction.
 */
export async function importOsmPlaces(
  db: Db,
  places: readonly OsmPlace[],
  cities: readonly CityRow[],
  membershipOf: MembershipOf,
): Promise<PlaceImportCounts> {
  const ref = await loadReference(db, cities)
  const counts: PlaceImportCounts = {
    created: 0,
    updated: 0,
    keptStaffEdits: 0,
    differences: 0,
    skippedDeleted: 0,
  }
  const fresh = places.filter((p) => !ref.links.has(p.osmKey))
  const created = await createPlaces(db, ref, fresh, membershipOf)
  counts.created = created.size
  await updatePlaces(
    db,
    ref,
    places.filter((p) => ref.links.has(p.osmKey)),
    counts,
  )
  const itemOf = new Map(created)
  for (const [key, link] of ref.links) if (link.itemId) itemOf.set(key, link.itemId)
  await linkWaypoints(
    db,
    ref,
    places.filter((p) => p.waypoints.length > 0),
    itemOf,
  )
  return counts
}
