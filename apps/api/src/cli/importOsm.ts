import { existsSync } from 'node:fs'
import { isAbsolute, join, resolve } from 'node:path'
import { loadConfig } from '../config.js'
import { afterBulkLoad } from '../db/afterBulkLoad.js'
import { openDatabase } from '../db/database.js'
import { describeImport, storeOsmExtract } from '../importers/osm/importOsmExtract.js'
import { membershipByBounds } from '../importers/osm/membershipByBounds.js'
import { readOsmExtract } from '../importers/osm/readOsmExtract.js'

// Imports an OpenStreetMap extract: the shared basemap (replaced), places (created, or updated
// where staff left them alone), streets and buildings with house numbers. Running it again with
// the same or a newer extract is safe.
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
const step = (label: string) => process.stdout.write(`quo: ${label} … `)
const done = () => console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`)

step(`[1/3] reading ${path}`)
let extract: Awaited<ReturnType<typeof readOsmExtract>>
try {
  extract = await readOsmExtract(path)
} catch (error) {
  console.log('failed')
  console.error(
    `quo: ${path} is not a readable .osm.pbf extract (truncated or corrupt?): ${(error as Error).message}. Nothing was changed.`,
  )
  process.exit(1)
}
done()
step(`[2/3] opening the database`)
const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') })
await database.migrate()
done()
step(
  `[3/3] storing ${extract.places.length} places, ${extract.streets.length} street ways, ${extract.basemap.length} basemap features`,
)
const summary = await storeOsmExtract(database.db, extract, await membershipByBounds(database.db))
await afterBulkLoad(database.db)
done()
await database.close()
console.log(describeImport(summary))
