import { join } from 'node:path'
import { loadConfig } from '../config.js'
import { openDatabase } from '../db/database.js'

const config = loadConfig()
const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') })
await database.migrate()
await database.close()
console.log('quo: migrations applied')
