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
import type { OsmPlace } from '../importers/osm/readOsmExtract.js'

/** A branch a place joins, through the branch's tag. */
export interface Membership {
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

async function insertBatched<T>(rows: T[], write: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH))
}

const importedFields = (p: OsmPlace): ImportedPlaceFields => ({
  title: p.title,
  lon: p.lon,
  lat: p.lat,
  details: Object.fromEntries(p.details.map((d) => [d.key, d.value])),
})

const positionText = (lon: number, lat: number) => `${lon.toFixed(7)},${lat.toFixed(7)}`

/** Lookup tables the places are resolved against, read once per import. */
async function loadReference(db: Db) {
  const [categories, tags, cities, links, relationship] = await Promise.all([
    queryRows<{ id: number; main: string; sub: string }>(
      db,
      sql`SELECT id, main_category AS main, sub_category AS sub FROM categories`,
    ),
    queryRows<{ id: number; key: string; value: string }>(
      db,
      sql`SELECT id, tag_key AS key, tag_value AS value FROM tags`,
    ),
    queryRows<CityRow>(
      db,
      sql`SELECT id, title, postcode, country_id AS "countryId", state_id AS "stateId", lon, lat FROM cities`,
    ),
    queryRows<{ osmKey: string; itemId: number | null; imported: ImportedPlaceFields }>(
      db,
      sql`SELECT osm_key AS "osmKey", item_id AS "itemId", imported FROM osm_links`,
    ),
    queryRows<{ id: number }>(db, sql`SELECT id FROM relationships WHERE title = 'itemWayPoint'`),
  ])
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
  await insertBatched(places, async (batch) => {
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
  await insertBatched(categories, (b) => db.insert(itemCategories).values(b))
  await insertBatched(details, (b) => db.insert(itemDetails).values(b))
  await insertBatched(tags, (b) => db.insert(itemTags).values(b))
  await insertBatched(addresses, (b) => db.insert(itemAddresses).values(b))
  await insertBatched(ways, (b) => db.insert(itemWays).values(b))
  await insertBatched(links, (b) =>
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

interface Current {
  itemId: number
  title: string
  lon: number
  lat: number
  details: Record<string, string>
}

async function loadCurrent(db: Db, itemIds: number[]): Promise<Map<number, Current>> {
  if (itemIds.length === 0) return new Map()
  const ids = sql.join(
    itemIds.map((id) => sql`${id}`),
    sql`, `,
  )
  const rows = await queryRows<Current>(
    db,
    sql`SELECT i.id AS "itemId", i.title, i.lon, i.lat,
          coalesce((SELECT jsonb_object_agg(d.data_key_v2, d.data_value ORDER BY d.id DESC)
                    FROM item_details d WHERE d.item_id = i.id), '{}'::jsonb) AS details
        FROM items i WHERE i.id IN (${ids})`,
  )
  return new Map(rows.map((r) => [r.itemId, r]))
}

interface FieldChange {
  field: string
  last: string | undefined
  next: string | undefined
  current: string | undefined
}

/** Each field of a place as last imported, as mapped now and as the database holds it. */
function fieldsOf(last: ImportedPlaceFields, next: ImportedPlaceFields, current: Current): FieldChange[] {
  const keys = new Set([...Object.keys(last.details), ...Object.keys(next.details)])
  return [
    { field: 'title', last: last.title, next: next.title, current: current.title },
    {
      field: 'position',
      last: positionText(last.lon, last.lat),
      next: positionText(next.lon, next.lat),
      current: positionText(current.lon, current.lat),
    },
    ...[...keys].map((key) => ({
      field: `detail:${key}`,
      last: last.details[key],
      next: next.details[key],
      current: current.details[key],
    })),
  ]
}

/**
 * Brings OpenStreetMap's changes to places imported before. A field staff have not touched since
 * the last import takes the mapped value; a field staff changed keeps staff's value, and when
 * OpenStreetMap changed it too, the mapped value is stored as an open difference for staff.
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
  const differences: {
    itemId: number
    osmKey: string
    field: string
    staffValue: string | null
    osmValue: string | null
  }[] = []
  for (const { place, itemId, last } of linked) {
    const now = current.get(itemId)
    if (!now) continue
    const next = importedFields(place)
    let changed = false
    for (const f of fieldsOf(last, next, now)) {
      if (f.next === f.last) {
        if (f.current !== f.last) counts.keptStaffEdits++
        continue
      }
      if (f.current !== f.last) {
        counts.keptStaffEdits++
        if (f.current !== f.next) {
          differences.push({
            itemId,
            osmKey: place.osmKey,
            field: f.field,
            staffValue: f.current ?? null,
            osmValue: f.next ?? null,
          })
        }
        continue
      }
      changed = true
      await applyField(db, itemId, f, place)
    }
    if (changed) {
      counts.updated++
      await db.execute(sql`UPDATE items SET date_updated = now() WHERE id = ${itemId}`)
    }
    imported.push(sql`(${place.osmKey}::text, ${JSON.stringify(next)}::jsonb)`)
  }
  await insertBatched(imported, (batch) =>
    db.execute(sql`
      UPDATE osm_links AS l SET imported = v.imported, date_imported = now()
      FROM (VALUES ${sql.join(batch, sql`, `)}) AS v(osm_key, imported) WHERE l.osm_key = v.osm_key`),
  )
  for (const d of differences) {
    await db.execute(sql`
      INSERT INTO osm_differences (item_id, osm_key, field, staff_value, osm_value)
      VALUES (${d.itemId}, ${d.osmKey}, ${d.field}, ${d.staffValue}, ${d.osmValue})
      ON CONFLICT (item_id, field) WHERE status = 'open'
      DO UPDATE SET staff_value = excluded.staff_value, osm_value = excluded.osm_value, date_created = now()`)
  }
  counts.differences += differences.length
  counts.skippedDeleted += places.filter((p) => {
    const link = ref.links.get(p.osmKey)
    return link && link.itemId === null
  }).length
}

/** Writes one field OpenStreetMap changed and staff left alone. */
async function applyField(db: Db, itemId: number, f: FieldChange, place: OsmPlace): Promise<void> {
  if (f.field === 'title') {
    await db.execute(sql`UPDATE items SET title = ${place.title} WHERE id = ${itemId}`)
  } else if (f.field === 'position') {
    await db.execute(sql`UPDATE items SET lon = ${place.lon}, lat = ${place.lat} WHERE id = ${itemId}`)
  } else {
    const key = f.field.slice('detail:'.length)
    await db.execute(sql`DELETE FROM item_details WHERE item_id = ${itemId} AND data_key_v2 = ${key}`)
    const detail = place.details.find((d) => d.key === key)
    if (detail) {
      await db
        .insert(itemDetails)
        .values({ itemId, dataKeyV2: key, dataValue: detail.value, dataValueUnit: detail.unit })
    }
  }
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
  await insertBatched(rows, (b) => db.insert(itemRelations).values(b).onConflictDoNothing())
}

/**
 * Creates the places of an extract that were never imported and updates those that were,
 * keeping staff's edits (see `updatePlaces`). Run inside the import's transaction.
 */
export async function importOsmPlaces(
  db: Db,
  places: readonly OsmPlace[],
  membershipOf: MembershipOf,
): Promise<PlaceImportCounts> {
  const ref = await loadReference(db)
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
