import { sql } from 'drizzle-orm'
import { afterBulkLoad } from '../db/afterBulkLoad.js'
import { type Database, queryRows } from '../db/database.js'
import { demoExtractPath } from './demoExtract.js'
import { writeDemo } from './writeDemo.js'

/** Where the demo's streets, buildings and water come from. */
export type DemoGeography = 'openstreetmap' | 'generated'

/** Fills an empty database with the demo; a database with any branch is left alone. */
export async function seedIfEmpty(
  database: Database,
  {
    log = () => undefined,
    now = Date.now(),
    publicUrl,
    itemCounts,
    geography = 'openstreetmap',
  }: {
    log?: (m: string) => void
    now?: number
    publicUrl?: string
    /** Item counts per branch short id instead of the demo's own (benchmarks). */
    itemCounts?: Record<number, number> | undefined
    /** The shipped OpenStreetMap extract (default), or the generator's invented streets. */
    geography?: DemoGeography
  } = {},
): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM branches`)
  if ((row?.n ?? 0) > 0) return false
  const started = Date.now()
  // The generator is data for the demo, not server code: loaded only when a demo is seeded.
  const { generateDemo, startOfUtcDay, demoMembership } = await import('@quo/demo-seed')
  const realGeography = geography === 'openstreetmap'
  const data = generateDemo({
    referenceDate: startOfUtcDay(now),
    realGeography,
    ...(publicUrl ? { publicUrl } : {}),
    ...(itemCounts ? { itemCounts } : {}),
  })
  await writeDemo(database.db, data)
  let osm = ''
  if (realGeography) {
    const { readOsmExtract } = await import('../importers/osm/readOsmExtract.js')
    const { storeOsmExtract } = await import('../importers/osm/importOsmExtract.js')
    const extract = await readOsmExtract(demoExtractPath())
    const tagIds = new Map(data.tags.map((t) => [`${t.tagKey}=${t.tagValue}`, t.id as number]))
    const summary = await storeOsmExtract(
      database.db,
      extract,
      demoMembership((key, value) => tagIds.get(`${key}=${value}`)),
    )
    const { dropGeneratedBesideReal, placeGeneratedNearStreets } = await import('./generatedPlaces.js')
    const dropped = await dropGeneratedBesideReal(database.db)
    await placeGeneratedNearStreets(database.db)
    osm = `, ${summary.places.created} places (${dropped} generated ones of the same kind nearby left out), ${summary.streets} streets and the basemap from OpenStreetMap`
  }
  // Right after the bulk load, not when autovacuum gets to it (PGlite has none).
  await afterBulkLoad(database.db)
  log(
    `seeded demo data (${data.items.length} items, ${data.branches.length} branches${osm}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  return true
}
