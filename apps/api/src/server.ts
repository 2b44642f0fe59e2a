import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from './app.js'
import { loadConfig } from './config.js'
import { openDatabase } from './db/database.js'
import { openMediaStore } from './media/openMediaStore.js'
import { seedIfEmpty } from './seed/seedIfEmpty.js'

const config = loadConfig()
const here = dirname(fileURLToPath(import.meta.url))
// The built apps live beside this package in the workspace (apps/web/dist, …).
const appsDir = config.appsDir ?? resolve(here, '..', '..')

const started = Date.now()
const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') })
await database.migrate()
if (config.seed === 'demo')
  await seedIfEmpty(database, {
    log: (m) => console.log(`quo: ${m}`),
    publicUrl: config.publicUrl,
    itemCounts: config.demoItemCounts,
    geography: config.demoGeography,
  })

const mediaStore = openMediaStore(config.media)
const app = await buildApp({
  database,
  mediaStore,
  appsDir,
  logger: { level: config.logLevel },
  redisUrl: config.redisUrl,
  limits: config.limits,
  metricsRetention: { days: config.metricsRetentionDays },
  trustProxy: config.trustProxy,
  publicUrl: config.publicUrl,
  hsts: config.hsts,
  staffOrigins: config.staffOrigins,
  identity: {
    ...config.oidc,
    publicUrl: config.publicUrl,
    dataDir: config.dataDir,
    log: (m) => console.log(`quo: ${m}`),
  },
})

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'shutting down')
  const force = setTimeout(() => process.exit(1), 15_000)
  force.unref()
  try {
    await app.close()
    await database.close()
    process.exit(0)
  } catch (err) {
    app.log.error({ err }, 'shutdown failed')
    process.exit(1)
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'))
process.once('SIGTERM', () => void shutdown('SIGTERM'))

await app.listen({ port: config.port, host: config.host })
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host
const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : config.port
console.log(
  `quo: ready in ${((Date.now() - started) / 1000).toFixed(1)} s on http://${shown}:${port}/ ` +
    `(database: ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}; media: ${mediaStore.description})`,
)
