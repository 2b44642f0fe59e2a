import { existsSync } from 'node:fs'
import { isAbsolute, join, resolve } from 'node:path'
import { loadConfig } from '../config.js'
import { openDatabase } from '../db/database.js'
import { readOpenStreetMapBasemap } from '../importers/openStreetMap.js'
import { replaceBasemapFeatures } from '../repositories/basemapFeatureRepository.js'

// Loads water, waterways and forests of an OpenStreetMap extract into the basemap, replacing
// what was there (the demo's hand-drawn Rhine or a previous import).
const [file] = process.argv.slice(2)
if (!file) {
  console.error('usage: pnpm --filter @quo/api run import-osm <file.osm.pbf>')
  process.exit(2)
}
// Relative to where the command was started, as with QUO_DATA_DIR.
const path = isAbsolute(file) ? file : resolve(process.env.INIT_CWD ?? process.cwd(), file)
if (!existsSync(path)) {
  console.error(`quo: no such file: ${path}`)
  process.exit(2)
}

const config = loadConfig()
const started = Date.now()
const features = await readOpenStreetMapBasemap(path)
const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') })
await database.migrate()
const counts = await replaceBasemapFeatures(database.db, features, 'osm')
await database.close()
const summary = Object.entries(counts)
  .map(([kind, n]) => `${n} ${kind}`)
  .join(', ')
console.log(
  `quo: imported ${summary || 'nothing'} from ${path} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
)
