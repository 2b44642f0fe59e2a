import { join } from 'node:path'
import { loadConfig } from '../config.js'
import { openDatabase } from '../db/database.js'
import { seedIfEmpty } from '../seed/seedIfEmpty.js'

const config = loadConfig()
const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') })
await database.migrate()
const seeded = await seedIfEmpty(database, {
  log: (m) => console.log(`quo: ${m}`),
  publicUrl: config.publicUrl,
  itemCounts: config.demoItemCounts,
  geography: config.demoGeography,
})
if (!seeded) console.log('quo: database already has data; nothing seeded')
await database.close()
