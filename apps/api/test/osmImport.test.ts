import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { VectorTile } from '@mapbox/vector-tile'
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec'
import { BasemapStyle, Item } from '@quo/contract'
import { sql } from 'drizzle-orm'
import { PbfReader } from 'pbf'
import { beforeAll, describe, expect, it } from 'vitest'
import { type Db, queryRows } from '../src/db/database.js'
import { storeOsmExtract } from '../src/importers/osm/importOsmExtract.js'
import { membershipByBounds } from '../src/importers/osm/membershipByBounds.js'
import { osmNanoId } from '../src/importers/osm/osmIds.js'
import { type OsmExtract, readOsmExtract } from '../src/importers/osm/readOsmExtract.js'
import { demoExtractPath } from '../src/seed/demoExtract.js'
import { dropGeneratedBesideReal, placeGeneratedNearStreets } from '../src/seed/generatedPlaces.js'
import { OSM_ATTRIBUTION } from '../src/tiles/basemapStyle.js'
import { toTilePixel } from '../src/tiles/rasterize.js'
import { TEST_DB, useTestApp } from './helpers.js'

// The extract shipped as the demo's geography (apps/api/data/openstreetmap).
const EXTRACT = demoExtractPath()
// Liechtenstein and the Rhine along its western border.
const [WEST, SOUTH, EAST, NORTH] = [9.47, 47.05, 9.64, 47.27]
const KUNSTMUSEUM = 'way/333'
const LANDESMUSEUM = 'node/5139'

const { app, database } = useTestApp()
let extract: OsmExtract
const db = (): Db => database().db
const count = async (table: string) =>
  (await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]?.n
const store = async (e: OsmExtract) => storeOsmExtract(db(), e, await membershipByBounds(db()))
/** The extract as a later OpenStreetMap would have it: `change` applied to one place. */
const withPlace = (key: string, change: (p: OsmExtract['places'][number]) => void): OsmExtract => {
  const copy = structuredClone(extract)
  const place = copy.places.find((p) => p.osmKey === key)
  if (!place) throw new Error(`no ${key} in the extract`)
  change(place)
  return copy
}

async function detailsOf(key: string): Promise<Record<string, string>> {
  const res = await app().inject(`/api/items/nanoid/${osmNanoId(key)}`)
  expect(res.statusCode).toBe(200)
  const item = Item.parse(res.json())
  return Object.fromEntries(item.itemDetails.map((d) => [d.dataKeyV2, d.dataValue]))
}

beforeAll(async () => {
  extract = await readOsmExtract(EXTRACT)
  await store(extract)
})

describe(`OpenStreetMap import on ${TEST_DB}`, () => {
  it('loads a street map: roads, buildings, land use, water, forests, place names, lifts', async () => {
    const kinds = Object.fromEntries(
      (
        await queryRows<{ kind: string; n: number }>(
          db(),
          sql`SELECT kind, count(*)::int AS n FROM basemap_features WHERE source = 'osm' GROUP BY kind`,
        )
      ).map((r) => [r.kind, r.n]),
    )
    expect(kinds.road).toBeGreaterThan(2000)
    expect(kinds.building).toBeGreaterThan(3500)
    expect(kinds.landuse).toBeGreaterThan(100)
    expect(kinds.water).toBeGreaterThan(10)
    expect(kinds.forest).toBeGreaterThan(10)
    expect(kinds.railway).toBeGreaterThan(10)
    expect(kinds.aerialway).toBeGreaterThan(0)
    expect(kinds.place).toBeGreaterThanOrEqual(15)
    expect(kinds.peak).toBeGreaterThan(5)
    // The demo's hand-drawn Rhine is gone: the import replaces the shared map.
    const sources = await queryRows<{ source: string }>(
      db(),
      sql`SELECT DISTINCT source FROM basemap_features`,
    )
    expect(sources).toEqual([{ source: 'osm' }])
    expect(await count('osm_links')).toBeGreaterThan(500)
    const streets = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM streets WHERE osm_key IS NOT NULL`,
    )
    expect(streets[0]?.n).toBeGreaterThan(100)
  })

  it("moves the demo's generated shops and inns to a street's frontage, and leaves nature and imported places be", async () => {
    const distances = () =>
      queryRows<{ id: number; main: string; osm: boolean; metres: number; lon: number; lat: number }>(
        db(),
        sql`SELECT i.id, c.main_category AS main, i.nano_id LIKE 'osm%' AS osm, i.lon, i.lat,
                   (SELECT min(ST_Distance(s.geometry::geography, i.geom::geography)) FROM streets s
                     WHERE s.geometry && ST_Expand(i.geom, 0.006)) AS metres
              FROM items i
              JOIN item_categories ic ON ic.item_id = i.id JOIN categories c ON c.id = ic.category_id
             WHERE i.type = 'place' AND i.lon BETWEEN ${WEST} AND ${EAST} AND i.lat BETWEEN ${SOUTH} AND ${NORTH}
               -- A fair's stands keep their places in the halls.
               AND NOT EXISTS (SELECT 1 FROM item_details d WHERE d.item_id = i.id AND d.data_key_v2 = 'level')`,
      )
    const before = new Map((await distances()).map((r) => [r.id, r]))
    await placeGeneratedNearStreets(db())
    const after = await distances()
    const shops = after.filter(
      (r) => !r.osm && ['Eating', 'Shopping', 'Service'].includes(r.main) && r.metres !== null,
    )
    expect(shops.length).toBeGreaterThan(20)
    // On the frontage of a street: 14 m from its centre line, give or take where streets meet.
    for (const r of shops) expect(r.metres, `item ${r.id}`).toBeLessThan(20)
    const unmoved = after.filter((r) => r.osm || r.main === 'Nature & Landscape')
    expect(unmoved.length).toBeGreaterThan(0)
    for (const r of unmoved) expect([r.lon, r.lat]).toEqual([before.get(r.id)?.lon, before.get(r.id)?.lat])
  })

  it('leaves out a generated place where a real one of its kind stands nearby, but keeps what a list points at', async () => {
    const [museum] = await queryRows<{ lon: number; lat: number; category_id: number }>(
      db(),
      sql`SELECT i.lon, i.lat, ic.category_id FROM items i JOIN item_categories ic ON ic.item_id = i.id
           WHERE i.nano_id = ${osmNanoId(LANDESMUSEUM)} LIMIT 1`,
    )
    if (!museum) throw new Error('the Landesmuseum was not imported')
    /** An invented place of the museum's kind 150 m from it, as the generator made them; `listed` puts it on a list. */
    const invent = async (nanoId: string, listed: boolean) => {
      const [row] = await queryRows<{ id: number }>(
        db(),
        sql`INSERT INTO items (nano_id, title, lon, lat, type)
            VALUES (${nanoId}, ${`Museum ${nanoId}`}, ${museum.lon + 0.002}, ${museum.lat}, 'place') RETURNING id`,
      )
      await db().execute(
        sql`INSERT INTO item_categories (item_id, category_id) VALUES (${row?.id}, ${museum.category_id})`,
      )
      if (listed)
        await db().execute(
          sql`INSERT INTO list_items (list_id, item_id) SELECT min(id), ${row?.id} FROM lists`,
        )
    }
    await invent('inventedMuse', false)
    await invent('listedMuseum', true)
    const near = async () =>
      (
        await queryRows<{ nano_id: string }>(
          db(),
          sql`SELECT i.nano_id FROM items i JOIN item_categories ic ON ic.item_id = i.id
               WHERE ic.category_id = ${museum.category_id}
                 AND ST_DWithin(i.geom::geography, ST_MakePoint(${museum.lon}, ${museum.lat})::geography, 1500)`,
        )
      ).map((c) => c.nano_id)
    expect(await near()).toEqual(
      expect.arrayContaining(['inventedMuse', 'listedMuseum', osmNanoId(LANDESMUSEUM)]),
    )
    expect(await dropGeneratedBesideReal(db())).toBeGreaterThan(0)
    const left = await near()
    expect(left).not.toContain('inventedMuse')
    expect(left).toEqual(expect.arrayContaining(['listedMuseum', osmNanoId(LANDESMUSEUM)]))
  })

  it('puts known water bodies where they are', async () => {
    const inside = sql`ST_MakeEnvelope(${WEST}, ${SOUTH}, ${EAST}, ${NORTH}, 4326)`
    // Between Sevelen and Vaduz the Rhine's water lies across every west–east line.
    const [crossing] = await queryRows<{ name: string; area: number }>(
      db(),
      sql`SELECT name, ST_Area(geom::geography) AS area FROM basemap_features
          WHERE kind = 'water' AND ST_Intersects(geom, ST_SetSRID(ST_MakeLine(ST_MakePoint(9.486, 47.13), ST_MakePoint(9.521, 47.13)), 4326))`,
    )
    expect(crossing?.name).toBe('Rhein')
    expect(crossing?.area).toBeGreaterThan(1_000_000)
    // The lake by Bendern, a little west of Gamprin's village centre.
    const [seele] = await queryRows<{ lon: number; lat: number; inside: boolean }>(
      db(),
      sql`SELECT ST_X(ST_PointOnSurface(geom)) AS lon, ST_Y(ST_PointOnSurface(geom)) AS lat,
            ST_Within(geom, ${inside}) AS inside
          FROM basemap_features WHERE kind = 'water' AND name = 'Gampriner Seele'`,
    )
    expect(seele?.inside).toBe(true)
    expect(seele?.lon).toBeCloseTo(9.509, 1)
    expect(seele?.lat).toBeCloseTo(47.22, 1)
  })

  it('makes a known place a visitor can open, with its category, hours and address', async () => {
    const res = await app().inject(`/api/items/nanoid/${osmNanoId(KUNSTMUSEUM)}`)
    expect(res.statusCode).toBe(200)
    const item = Item.parse(res.json())
    expect(item.title).toBe('Kunstmuseum Liechtenstein')
    expect(item.lon).toBeCloseTo(9.5222, 3)
    expect(item.lat).toBeCloseTo(47.1395, 3)
    expect(item.categories[0]).toMatchObject({ mainCategory: 'Sights', subCategory: 'Museum' })
    const details = Object.fromEntries(item.itemDetails.map((d) => [d.dataKeyV2, d.dataValue]))
    expect(details).toMatchObject({
      hours: 'Tu-Su 10:00-17:00; Th 10:00-20:00',
      url: 'https://www.kunstmuseum.li',
      email: 'mail@kunstmuseum.li',
    })
    // On Vaduz's map: among the branch's pins.
    const pins = await app().inject('/api/items/basemap/branchshortid/3')
    expect(pins.body).toContain(osmNanoId(KUNSTMUSEUM))
  })

  it('draws the imported network in the tiles and credits OpenStreetMap in a valid style', async () => {
    for (const url of [
      '/api/basemap/style/3.json',
      '/api/basemap/style/3.json?variant=3d',
      '/api/basemap/style.json',
    ]) {
      const res = await app().inject(url)
      expect(validateStyleMin(res.json())).toEqual([])
      const style = BasemapStyle.parse(res.json())
      expect((style.sources.basemap as { attribution?: string }).attribution).toContain(OSM_ATTRIBUTION)
      const ids = style.layers.map((l) => l.id)
      for (const id of ['road-casing', 'road', 'road-label', 'place-label', 'housenumber', 'landuse'])
        expect(ids).toContain(id)
      expect(ids).toContain(url.includes('3d') ? 'building-3d' : 'building')
    }
    const [px, py] = toTilePixel(9.5215, 47.1395, 14, 0, 0)
    const res = await app().inject(
      `/api/basemap/tiles/14/${Math.floor(px / 256)}/${Math.floor(py / 256)}.mvt`,
    )
    const tile = new VectorTile(new PbfReader(res.rawPayload))
    expect(tile.layers.transportation?.length).toBeGreaterThan(50)
    expect(tile.layers.building?.length).toBeGreaterThan(20)
    const names = new Set<unknown>()
    const roads = tile.layers.transportation
    for (let i = 0; roads && i < roads.length; i++) names.add(roads.feature(i).properties.name)
    expect(names).toContain('Städtle')
  })

  it('is idempotent: the same extract again creates, changes and flags nothing', async () => {
    const before = {
      items: await count('items'),
      links: await count('osm_links'),
      features: await count('basemap_features'),
    }
    const summary = await store(extract)
    expect(summary.places).toMatchObject({ created: 0, updated: 0, differences: 0 })
    expect({
      items: await count('items'),
      links: await count('osm_links'),
      features: await count('basemap_features'),
    }).toEqual(before)
    expect(await count('osm_differences')).toBe(0)
  })

  it("keeps staff's edits on re-import and stores what OpenStreetMap changed for staff to decide", async () => {
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`SELECT id FROM items WHERE nano_id = ${osmNanoId(LANDESMUSEUM)}`,
    )
    const itemId = row?.id as number
    // Staff rename the museum and correct its hours.
    await db().execute(sql`UPDATE items SET title = 'Landesmuseum (Staff)' WHERE id = ${itemId}`)
    await db().execute(
      sql`UPDATE item_details SET data_value = 'Tu-Su 10:00-18:00' WHERE item_id = ${itemId} AND data_key_v2 = 'hours'`,
    )
    // Meanwhile OpenStreetMap changed the title, the hours and the phone number.
    const later = withPlace(LANDESMUSEUM, (p) => {
      p.title = 'Liechtensteinisches Landesmuseum'
      p.details = p.details.map((d) =>
        d.key === 'hours'
          ? { ...d, value: 'Tu-Su 10:00-17:00' }
          : d.key === 'phone'
            ? { ...d, value: '+423 239 68 20' }
            : d,
      )
    })
    const summary = await store(later)
    expect(summary.places.updated).toBe(1)
    expect(summary.places.differences).toBe(2)

    const [item] = await queryRows<{ title: string }>(db(), sql`SELECT title FROM items WHERE id = ${itemId}`)
    expect(item?.title).toBe('Landesmuseum (Staff)')
    const details = await detailsOf(LANDESMUSEUM)
    expect(details.hours).toBe('Tu-Su 10:00-18:00')
    // A field staff left alone follows OpenStreetMap.
    expect(details.phone).toBe('+423 239 68 20')
    const differences = await queryRows<{
      field: string
      staffValue: string
      osmValue: string
      status: string
    }>(
      db(),
      sql`SELECT field, staff_value AS "staffValue", osm_value AS "osmValue", status FROM osm_differences
          WHERE item_id = ${itemId} ORDER BY field`,
    )
    expect(differences).toEqual([
      {
        field: 'detail:hours',
        staffValue: 'Tu-Su 10:00-18:00',
        osmValue: 'Tu-Su 10:00-17:00',
        status: 'open',
      },
      {
        field: 'title',
        staffValue: 'Landesmuseum (Staff)',
        osmValue: 'Liechtensteinisches Landesmuseum',
        status: 'open',
      },
    ])
    // The same later extract once more: nothing new to flag, staff's values still stand.
    const again = await store(later)
    expect(again.places).toMatchObject({ created: 0, updated: 0, differences: 0 })
    expect(await count('osm_differences')).toBe(2)
  })

  it('does not bring back a place staff deleted', async () => {
    await db().execute(sql`DELETE FROM items WHERE nano_id = ${osmNanoId(KUNSTMUSEUM)}`)
    const summary = await store(extract)
    expect(summary.places.created).toBe(0)
    expect(summary.places.skippedDeleted).toBe(1)
    expect((await app().inject(`/api/items/nanoid/${osmNanoId(KUNSTMUSEUM)}`)).statusCode).toBe(404)
  })

  it('rejects a truncated or corrupt file, and a failed store changes nothing', async () => {
    const truncated = join(tmpdir(), `quo-truncated-${process.pid}.osm.pbf`)
    const { readFileSync } = await import('node:fs')
    const bytes = readFileSync(EXTRACT)
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)))
    await expect(readOsmExtract(truncated)).rejects.toThrow(/not a complete \.osm\.pbf extract/)
    const garbage = join(tmpdir(), `quo-garbage-${process.pid}.osm.pbf`)
    writeFileSync(garbage, 'this is not protobuf')
    await expect(readOsmExtract(garbage)).rejects.toThrow(/not a complete \.osm\.pbf extract/)

    const before = {
      items: await count('items'),
      features: await count('basemap_features'),
      streets: await count('streets'),
    }
    let calls = 0
    await expect(
      storeOsmExtract(db(), { ...extract, basemap: extract.basemap.slice(0, 10) }, () => {
        if (++calls > 3) throw new Error('failed half-way')
        return []
      }),
    ).rejects.toThrow('failed half-way')
    expect({
      items: await count('items'),
      features: await count('basemap_features'),
      streets: await count('streets'),
    }).toEqual(before)
  })
})
