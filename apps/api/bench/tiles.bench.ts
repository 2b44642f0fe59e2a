import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { demoMembership, generateDemo, startOfUtcDay } from '@quo/demo-seed'
import { openDatabase } from '../src/db/database.js'
import { storeOsmExtract } from '../src/importers/osm/importOsmExtract.js'
import { readOsmExtract } from '../src/importers/osm/readOsmExtract.js'
import { demoExtractPath } from '../src/seed/demoExtract.js'
import { writeDemo } from '../src/seed/writeDemo.js'
import { baseTileSet } from '../src/tiles/basemapTiles.js'
import { startApi } from '../test/serverProcess.js'

// pnpm bench:tiles — imports the demo's OpenStreetMap extract into a fresh PGlite (and, with
// BENCH_DATABASE_URL, PostgreSQL), then cuts the shared vector tiles over Liechtenstein at zooms
// 12–14 in process (uncached: index build and encode), and fetches them over HTTP from the API
// twice (first uncached, then from its hot cache), the shared tiles and Vaduz's own (streets and
// buildings). The sources end at zoom 14 (`VECTOR_TILE_MAX_ZOOM`): MapLibre over-zooms those
// tiles beyond, so a zoom 15 or 16 view asks for no other tile and has no row of its own.
const [WEST, SOUTH, EAST, NORTH] = [9.47, 47.05, 9.64, 47.27]
const ZOOMS = [12, 13, 14]
/** Vaduz: its streets and buildings are a tile set of their own. */
const BRANCH_SHORT_ID = 3
const CONCURRENCY = 8

const tileX = (lon: number, z: number) => Math.floor(((lon + 180) / 360) * 2 ** z)
const tileY = (lat: number, z: number) => {
  const r = (lat * Math.PI) / 180
  return Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** z)
}
function tilesAt(z: number): [number, number, number][] {
  const out: [number, number, number][] = []
  for (let x = tileX(WEST, z); x <= tileX(EAST, z); x++)
    for (let y = tileY(NORTH, z); y <= tileY(SOUTH, z); y++) out.push([z, x, y])
  return out
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

async function importInto(label: string, open: () => ReturnType<typeof openDatabase>) {
  const database = await open()
  await database.migrate()
  const demo = generateDemo({ referenceDate: startOfUtcDay(Date.now()), realGeography: true })
  await writeDemo(database.db, demo)
  const started = performance.now()
  const extract = await readOsmExtract(demoExtractPath())
  const read = performance.now() - started
  const tagIds = new Map(demo.tags.map((t) => [`${t.tagKey}=${t.tagValue}`, t.id as number]))
  const summary = await storeOsmExtract(
    database.db,
    extract,
    demoMembership((k, v) => tagIds.get(`${k}=${v}`)),
  )
  const total = performance.now() - started
  console.log(
    `${label}: import of the extract ${(total / 1000).toFixed(2)} s (read ${(read / 1000).toFixed(2)} s, store ${((total - read) / 1000).toFixed(2)} s): ${summary.places.created} places, ${summary.streets} streets, ${Object.values(summary.basemap).reduce((a, b) => a + b, 0)} basemap features`,
  )
  const again = performance.now()
  await storeOsmExtract(
    database.db,
    extract,
    demoMembership((k, v) => tagIds.get(`${k}=${v}`)),
  )
  console.log(`${label}: re-import of the same extract ${((performance.now() - again) / 1000).toFixed(2)} s`)
  return database
}

const dataDir = mkdtempSync(join(tmpdir(), 'quo-bench-tiles-'))
const children: ChildProcess[] = []
try {
  const database = await importInto('PGlite', () => openDatabase({ dataDir: join(dataDir, 'pglite') }))
  if (process.env.BENCH_DATABASE_URL) {
    const pg = await importInto('PostgreSQL', () => openDatabase({ url: process.env.BENCH_DATABASE_URL }))
    await pg.close()
  }

  let started = performance.now()
  const set = await baseTileSet(database.db)
  console.log(`\nshared tile index built in ${(performance.now() - started).toFixed(0)} ms`)
  console.log('\nuncached, in process (cut + encode):')
  for (const z of ZOOMS) {
    const tiles = tilesAt(z)
    const sizes: number[] = []
    started = performance.now()
    for (const [tz, x, y] of tiles) sizes.push(set.tile(tz, x, y).length)
    const ms = performance.now() - started
    const gz = tiles.map(([tz, x, y]) => gzipSync(set.tile(tz, x, y)).length)
    console.log(
      `  z${z}: ${tiles.length} tiles, ${((tiles.length / ms) * 1000).toFixed(0)} tiles/s; size avg ${kb(sizes.reduce((a, b) => a + b, 0) / tiles.length)}, max ${kb(Math.max(...sizes))}; gzip avg ${kb(gz.reduce((a, b) => a + b, 0) / tiles.length)}, max ${kb(Math.max(...gz))}`,
    )
  }
  await database.close()

  const { child, origin } = await startApi({ QUO_DATA_DIR: dataDir })
  children.push(child)
  console.log('\nover HTTP (gzip), uncached then cached:')
  for (const [z, set] of ZOOMS.flatMap((zoom) => [
    [zoom, 'shared'] as const,
    [zoom, `branch ${BRANCH_SHORT_ID}`] as const,
  ])) {
    const tiles = tilesAt(z)
    const prefix = set === 'shared' ? '' : `${BRANCH_SHORT_ID}/`
    for (const pass of ['uncached', 'cached']) {
      const latencies: number[] = []
      started = performance.now()
      let next = 0
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < tiles.length) {
            const [tz, x, y] = tiles[next++] as [number, number, number]
            const t0 = performance.now()
            const res = await fetch(`${origin}/api/basemap/tiles/${prefix}${tz}/${x}/${y}.mvt`, {
              headers: { 'accept-encoding': 'gzip' },
            })
            await res.arrayBuffer()
            if (!res.ok) throw new Error(`tile ${tz}/${x}/${y}: ${res.status}`)
            latencies.push(performance.now() - t0)
          }
        }),
      )
      const ms = performance.now() - started
      console.log(
        `  z${z} ${set} ${pass}: ${tiles.length} tiles, ${((tiles.length / ms) * 1000).toFixed(0)} tiles/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms`,
      )
    }
  }
} finally {
  for (const child of children) child.kill()
  rmSync(dataDir, { recursive: true, force: true })
}
