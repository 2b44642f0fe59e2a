import { type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/database.js'
import { pgTimestampToIso } from '../db/timestamps.js'
import { branchMembers } from './basemapRepository.js'

/** The feature collections of a branch's open data (OGC API Features). */
export const OGC_COLLECTIONS = ['places', 'events', 'streets', 'buildings', 'routes'] as const
export type OgcCollection = (typeof OGC_COLLECTIONS)[number]

/** A query's narrowing: a bounding box (west, south, east, north; WGS 84) and a time interval. */
export interface FeatureFilter {
  bbox?: readonly [number, number, number, number] | undefined
  /** ISO instants; either end may be open. Events only. */
  interval?: { start: string | null; end: string | null } | undefined
}

export interface FeatureRow {
  id: string
  /** GeoJSON geometry. */
  geometry: unknown
  properties: Record<string, unknown>
  /** From OpenStreetMap (ODbL), else the branch's own. */
  fromOsm: boolean
}

interface Row {
  id: string
  geometry: string
  properties: Record<string, unknown>
  from_osm: boolean
  matched: number
}

/** How one collection is read: its rows, id, geometry, properties and filters. */
interface Source {
  from: SQL
  /** A row's unique key within `from`, to find a page's rows again. */
  key: SQL
  id: SQL
  geometry: SQL
  properties: SQL
  fromOsm: SQL
  /** When a feature last changed (NULL where it is not recorded). */
  modified: SQL
  order: SQL
  where: SQL[]
  /** The time interval's test, for collections that have one. */
  during?: (start: string | null, end: string | null) => SQL
}

const detail = (key: string) =>
  sql`(SELECT d.data_value FROM item_details d WHERE d.item_id = i.id AND d.data_key_v2 = ${key} ORDER BY d.id LIMIT 1)`

const mainCategory = sql`(SELECT COALESCE(ct.sub_category_name, c.sub_category)
  FROM item_categories ic JOIN categories c ON c.id = ic.category_id
  LEFT JOIN category_translations ct ON ct.category_id = c.id AND ct.language = 'de'
  WHERE ic.item_id = i.id ORDER BY ic.date_created, ic.category_id LIMIT 1)`

const address = sql`(SELECT json_build_object('street', a.street, 'housenumber', a.housenumber,
    'postcode', COALESCE(a.postcode, ci.postcode), 'city', ci.title)
  FROM item_addresses a LEFT JOIN cities ci ON ci.id = a.city_id WHERE a.item_id = i.id ORDER BY a.id LIMIT 1)`

const itemFromOsm = sql`EXISTS (SELECT 1 FROM osm_links o WHERE o.item_id = i.id)`

const hasEvents = sql`EXISTS (SELECT 1 FROM events x WHERE x.item_id = i.id)`

function source(collection: OgcCollection, branchId: number | null): Source {
  const members = sql`JOIN (${branchMembers(branchId)}) m ON m.item_id = i.id`
  const shown = sql`i.is_duplicate_of IS NULL AND i.date_permanently_closed IS NULL`
  switch (collection) {
    case 'places':
      return {
        from: sql`items i ${members}`,
        key: sql`i.id`,
        id: sql`i.nano_id`,
        geometry: sql`i.geom`,
        properties: sql`json_build_object('title', i.title, 'category', ${mainCategory},
          'address', ${address}, 'phone', ${detail('phone')}, 'website', ${detail('url')},
          'openingHours', ${detail('hours')}, 'description', ${detail('shortDescription')},
          'updated', i.date_updated)`,
        fromOsm: itemFromOsm,
        modified: sql`i.date_updated`,
        order: sql`i.id`,
        where: [shown, sql`i.type <> 'route'`, sql`NOT ${hasEvents}`],
      }
    case 'routes': {
      const ways = sql`(SELECT ST_Collect(w.way) FROM item_ways w WHERE w.item_id = i.id)`
      return {
        from: sql`items i ${members}`,
        key: sql`i.id`,
        id: sql`i.nano_id`,
        geometry: sql`COALESCE(${ways}, i.geom)`,
        properties: sql`json_build_object('title', i.title, 'category', ${mainCategory},
          'length', ${detail('wayLength')}, 'ascent', ${detail('wayAscent')},
          'description', ${detail('shortDescription')}, 'updated', i.date_updated)`,
        fromOsm: itemFromOsm,
        modified: sql`i.date_updated`,
        order: sql`i.id`,
        where: [shown, sql`i.type = 'route'`],
      }
    }
    case 'events':
      return {
        from: sql`events e JOIN items i ON i.id = e.item_id`,
        key: sql`e.id`,
        id: sql`e.id::text`,
        geometry: sql`i.geom`,
        properties: sql`json_build_object('title', i.title, 'place', i.nano_id, 'category', ${mainCategory},
          'start', e.date_begin, 'end', e.date_end, 'address', ${address},
          'description', ${detail('shortDescription')}, 'updated', i.date_updated)`,
        fromOsm: sql`FALSE`,
        modified: sql`i.date_updated`,
        order: sql`e.date_begin, e.id`,
        where: [
          sql`i.is_duplicate_of IS NULL`,
          ...(branchId === null
            ? []
            : [
                sql`EXISTS (SELECT 1 FROM event_branches eb WHERE eb.event_id = e.id AND eb.branch_id = ${branchId})`,
              ]),
        ],
        during: (start, end) =>
          sql`(${start}::timestamptz IS NULL OR e.date_end >= ${start}::timestamptz)
            AND (${end}::timestamptz IS NULL OR e.date_begin <= ${end}::timestamptz)`,
      }
    case 'streets':
      return {
        from: sql`streets s`,
        key: sql`s.id`,
        id: sql`s.nano_id`,
        geometry: sql`s.geometry`,
        properties: sql`json_build_object('title', s.title)`,
        fromOsm: sql`s.osm_key IS NOT NULL`,
        modified: sql`NULL::timestamptz`,
        order: sql`s.id`,
        where: branchId === null ? [] : [sql`s.branch_id = ${branchId}`],
      }
    case 'buildings':
      return {
        from: sql`buildings b`,
        key: sql`b.id`,
        id: sql`b.nano_id`,
        geometry: sql`b.polygon`,
        properties: sql`json_build_object('street', b.street, 'housenumber', b.housenumber)`,
        fromOsm: sql`b.osm_key IS NOT NULL`,
        modified: sql`NULL::timestamptz`,
        order: sql`b.id`,
        where: branchId === null ? [] : [sql`b.branch_id = ${branchId}`],
      }
  }
}

function conditions(src: Source, filter: FeatureFilter): SQL {
  const where = [...src.where]
  if (filter.bbox) {
    const [west, south, east, north] = filter.bbox
    where.push(sql`${src.geometry} && ST_MakeEnvelope(${west}, ${south}, ${east}, ${north}, 4326)`)
  }
  if (filter.interval && src.during) where.push(src.during(filter.interval.start, filter.interval.end))
  return where.length ? sql.join(where, sql` AND `) : sql`TRUE`
}

const toFeature = (r: Row): FeatureRow => ({
  id: r.id,
  geometry: JSON.parse(r.geometry),
  properties: Object.fromEntries(
    Object.entries(r.properties).map(([key, value]) =>
      ['updated', 'start', 'end'].includes(key) && typeof value === 'string'
        ? [key, new Date(value).toISOString()]
        : [key, value],
    ),
  ),
  fromOsm: r.from_osm,
})

/**
 * One page of a collection's features, in a stable order, with how many match in all: one
 * statement. The page's keys and the count (a window over the same rows) come first, so the
 * geometry and properties — subqueries per row — are computed for the page's rows alone.
 */
export async function listFeatures(
  db: Db,
  collection: OgcCollection,
  branchId: number | null,
  filter: FeatureFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ features: FeatureRow[]; matched: number }> {
  const src = source(collection, branchId)
  const rows = await queryRows<Row>(
    db,
    sql`WITH page AS MATERIALIZED (
        SELECT ${src.key} AS key, count(*) OVER ()::int AS matched
        FROM ${src.from} WHERE ${conditions(src, filter)}
        ORDER BY ${src.order} LIMIT ${limit} OFFSET ${offset})
      SELECT ${src.id} AS id, ST_AsGeoJSON(${src.geometry}, 7) AS geometry, ${src.properties} AS properties,
        ${src.fromOsm} AS from_osm, page.matched
      FROM ${src.from} JOIN page ON page.key = ${src.key}
      ORDER BY ${src.order}`,
  )
  let matched = rows[0]?.matched
  if (matched === undefined) {
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM ${src.from} WHERE ${conditions(src, filter)}`,
    )
    matched = count?.n ?? 0
  }
  return { features: rows.map(toFeature), matched }
}

/** One feature of a collection by its id, or undefined. */
export async function findFeature(
  db: Db,
  collection: OgcCollection,
  branchId: number | null,
  featureId: string,
): Promise<FeatureRow | undefined> {
  const src = source(collection, branchId)
  const [row] = await queryRows<Row>(
    db,
    sql`SELECT ${src.id} AS id, ST_AsGeoJSON(${src.geometry}, 7) AS geometry, ${src.properties} AS properties,
        ${src.fromOsm} AS from_osm, 1 AS matched
      FROM ${src.from} WHERE ${conditions(src, {})} AND ${src.id} = ${featureId} LIMIT 1`,
  )
  return row ? toFeature(row) : undefined
}

/** What a collection covers, for its description and a catalogue's. */
export interface CollectionExtent {
  bbox: [number, number, number, number] | null
  /** Events only: the first start and the last end. */
  interval: [string, string] | null
  /** Whether any feature came from OpenStreetMap (the collection is then under the ODbL). */
  fromOsm: boolean
  /** When the newest feature changed, for collections that record it. */
  modified: string | null
}

/** A collection's extent: its bounding box and, for events, the span of their dates. */
export async function collectionExtent(
  db: Db,
  collection: OgcCollection,
  branchId: number | null,
): Promise<CollectionExtent> {
  const src = source(collection, branchId)
  const times =
    collection === 'events'
      ? sql`min(e.date_begin)::text AS first, max(e.date_end)::text AS last`
      : sql`NULL::text AS first, NULL::text AS last`
  const [row] = await queryRows<{
    west: number | null
    south: number | null
    east: number | null
    north: number | null
    first: string | null
    last: string | null
    from_osm: boolean | null
    modified: string | null
  }>(
    db,
    sql`SELECT ST_XMin(x.box) AS west, ST_YMin(x.box) AS south, ST_XMax(x.box) AS east, ST_YMax(x.box) AS north,
        x.first, x.last, x.from_osm, x.modified
      FROM (SELECT ST_Extent(${src.geometry})::geometry AS box, ${times}, bool_or(${src.fromOsm}) AS from_osm,
          max(${src.modified})::text AS modified
        FROM ${src.from} WHERE ${conditions(src, {})}) x`,
  )
  const bbox =
    row && row.west !== null && row.south !== null && row.east !== null && row.north !== null
      ? ([row.west, row.south, row.east, row.north] as [number, number, number, number])
      : null
  const interval =
    row?.first && row.last
      ? ([pgTimestampToIso(row.first), pgTimestampToIso(row.last)] as [string, string])
      : null
  return {
    bbox,
    interval,
    fromOsm: !!row?.from_osm,
    modified: row?.modified ? pgTimestampToIso(row.modified) : null,
  }
}
