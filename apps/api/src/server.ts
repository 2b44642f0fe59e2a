import type { Server } from 'node:http'
import { dirname, join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { buildApp } from './app.js'
import { type Config, ConfigError, loadConfig } from './config.js'
import { openDatabase } from './db/database.js'
import { openMediaStore } from './media/openMediaStore.js'
import { loggerOptions } from './observability/logging.js'
import { serveMetrics } from './observability/metricsServer.js'
import { Telemetry } from './observability/telemetry.js'
import { startTracing } from './observability/tracing.js'
import { seedIfEmpty } from './seed/seedIfEmpty.js'
import { builtAppsDir } from './startup/builtAppsDir.js'

let config: Config
try {
  config = loadConfig()
} catch (err) {
  // A wrong variable is the operator's to fix: say which and what it expects, no stack trace.
  if (!(err instanceof ConfigError)) throw err
  console.error(`quo: ${err.message}`)
  process.exit(1)
}
const appsDir = config.appsDir ?? builtAppsDir(dirname(fileURLToPath(import.meta.url)))

const started = Date.now()
const tracing = await startTracing()
const telemetry = config.metricsPort !== undefined ? new Telemetry({ processMetrics: true }) : undefined
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: join(config.dataDir, 'pglite'),
  observeQuery: telemetry && ((seconds) => telemetry.observeQuery(seconds)),
})
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
  logger: loggerOptions(config.logLevel),
  redisUrl: config.redisUrl,
  limits: config.limits,
  metricsRetention: { days: config.metricsRetentionDays },
  eventFeeds: config.eventFeeds,
  warmUp: true,
  trustProxy: config.trustProxy,
  publicUrl: config.publicUrl,
  hsts: config.hsts,
  staffOrigins: config.staffOrigins,
  telemetry,
  tracing: tracing?.plugin,
  identity: {
    ...config.oidc,
    publicUrl: config.publicUrl,
    dataDir: config.dataDir,
    log: (m) => console.log(`quo: ${m}`),
  },
})

let metricsServer: Server | undefined
let closing = false
let hurry: (() => void) | undefined
/**
 * SIGTERM (an orchestrator, a rolling restart): `/readyz` turns 503 while the process keeps
 * serving for the grace period, so the balancer takes it out before it stops listening; then
 * the server closes (in-flight requests finish, buffered usage events are written) and the
 * database after it. SIGINT (a person at a terminal) and a second signal skip the wait.
 */
async function shutdown(signal: NodeJS.Signals) {
  if (closing) {
    hurry?.()
    return
  }
  closing = true
  app.startDraining()
  const graceMs = signal === 'SIGTERM' ? config.shutdown.graceMs : 0
  app.log.info({ signal, graceSeconds: graceMs / 1000 }, 'draining')
  if (graceMs > 0) {
    const waited = new AbortController()
    hurry = () => waited.abort()
    await sleep(graceMs, undefined, { signal: waited.signal }).catch(() => undefined)
  }
  const force = setTimeout(() => {
    app.log.error({ timeoutSeconds: config.shutdown.timeoutMs / 1000 }, 'shutdown took too long, exiting')
    process.exit(1)
  }, config.shutdown.timeoutMs)
  force.unref()
  try {
    await app.close()
    await new Promise((r) => (metricsServer ? metricsServer.close(r) : r(undefined)))
    await database.close()
    await tracing?.shutdown()
    app.log.info('stopped')
    process.exit(0)
  } catch (err) {
    app.log.error({ err }, 'shutdown failed')
    process.exit(1)
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))

await app.listen({ port: config.port, host: config.host })
if (telemetry && config.metricsPort !== undefined)
  metricsServer = await serveMetrics(telemetry, config.metricsPort, config.host)
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host
const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : config.port
console.log(
  `quo: ready in ${((Date.now() - started) / 1000).toFixed(1)} s on http://${shown}:${port}/ ` +
    `(database: ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}; media: ${mediaStore.description}` +
    `${metricsServer ? `; metrics on port ${config.metricsPort}` : ''}${tracing ? '; traces over OTLP' : ''})`,
)
