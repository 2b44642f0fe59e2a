import { randomUUID } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import compress from '@fastify/compress'
import Fastify, {
  type FastifyInstance,
  type FastifyPluginCallback,
  type FastifyServerOptions,
  LogController,
} from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { HotCacheOptions } from './cache/hotCache.js'
import type { TrustProxy } from './config.js'
import type { Database } from './db/database.js'
import { DiskMediaStore } from './media/diskMediaStore.js'
import type { MediaStore } from './media/mediaStore.js'
import { requestId } from './observability/logging.js'
import type { Telemetry } from './observability/telemetry.js'
import { corsPolicy } from './plugins/corsPolicy.js'
import { frontendApps } from './plugins/frontendApps.js'
import { health } from './plugins/health.js'
import { hostRedirects } from './plugins/hostRedirects.js'
import { hotReads } from './plugins/hotReads.js'
import { type IdentityOptions, identity } from './plugins/identity.js'
import { jsonBodies } from './plugins/jsonBodies.js'
import { openapi } from './plugins/openapi.js'
import { problems } from './plugins/problems.js'
import { rateLimits } from './plugins/rateLimits.js'
import { securityHeaders } from './plugins/securityHeaders.js'
import { telemetry as telemetryPlugin } from './plugins/telemetry.js'
import { transportProblemOptions } from './plugins/transportProblems.js'
import { insertMetrics } from './repositories/metricsRepository.js'
import { type AnonymousWriteLimits, apiRoutes, DEFAULT_LIMITS, OPERATIONS } from './routes/index.js'
import { robots } from './seo/robots.js'
import { sitemap } from './seo/sitemap.js'
import { webManifest } from './seo/webManifest.js'
import type { BackgroundJob } from './services/backgroundJob.js'
import {
  DEFAULT_EVENT_FEED_INTERVAL_MINUTES,
  type EventFeedSchedule,
  startEventFeeds,
} from './services/eventFeedScheduler.js'
import { warmBranchPins } from './services/hotWarmUp.js'
import { MetricsBuffer } from './services/metricsBuffer.js'
import { DEFAULT_METRICS_RETENTION_DAYS, type MetricsRetentionOptions } from './services/metricsRetention.js'
import { startRetention } from './services/retention.js'
import { VERSION } from './version.js'

export interface AppOptions {
  database: Database
  /** Directory with the built front-end apps; none serves the API alone. */
  appsDir?: string | undefined
  logger?: FastifyServerOptions['logger']
  /** Redis for rate-limit counters shared by replicas. */
  redisUrl?: string | undefined
  /** Redis key prefix of the rate-limit counters. */
  rateLimitNamespace?: string | undefined
  limits?: Partial<AnonymousWriteLimits>
  /** The main site's origin: links the server writes use it or one of the product's own hosts. */
  publicUrl?: string | undefined
  /** Proxies whose `X-Forwarded-*` headers count; none by default (see `QUO_TRUST_PROXY`). */
  trustProxy?: TrustProxy
  /** HSTS also on requests that did not come over TLS (`QUO_HSTS`). */
  hsts?: boolean | undefined
  /** Origins besides the product's own whose pages may call staff endpoints. */
  staffOrigins?: readonly string[] | undefined
  /** Sign-in: an external issuer, or the embedded one (the default). */
  identity?: IdentityOptions
  /**
   * How long usage events are kept (`QUO_METRICS_RETENTION_DAYS`) and how often old ones, and
   * expired contest entries, are deleted.
   */
  metricsRetention?: Partial<MetricsRetentionOptions>
  /** Where uploaded media go; by default a new directory in the system's temporary one (tests). */
  mediaStore?: MediaStore
  /**
   * Subscribed calendars (`QUO_EVENT_FEEDS_*`): how often each is fetched, whether private
   * addresses may be, and whether this process runs the scheduler at all (tests run feeds
   * through the API).
   */
  eventFeeds?: Partial<EventFeedSchedule> & { scheduler?: boolean }
  /** Compute every branch's pins once after the start, in the background (the server does). */
  warmUp?: boolean
  /**
   * The hot cache's timings, and the quiet after which patched pin tiles are built anew; tests
   * make every value slow, as a big branch's pins are.
   */
  hotCache?: Pick<HotCacheOptions, 'slowComputeMs' | 'refreshQuietMs'> & { pinTilesRebuildQuietMs?: number }
  /** Metrics served on `QUO_METRICS_PORT`; given, the change feed's lag is probed too. */
  telemetry?: Telemetry | undefined
  /** OpenTelemetry's Fastify instrumentation (`OTEL_EXPORTER_OTLP_ENDPOINT`), registered first. */
  tracing?: FastifyPluginCallback | undefined
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The main site's origin (`QUO_PUBLIC_URL`). */
    publicUrl: string
    /** Whether `X-Forwarded-*` headers of configured proxies are believed. */
    trustsProxy: boolean
  }
}

/** Builds the whole server as one Fastify instance; `server.ts` only listens and closes. */
export async function buildApp({
  database,
  appsDir,
  logger = false,
  redisUrl,
  rateLimitNamespace,
  limits,
  trustProxy = false,
  publicUrl = 'http://localhost:8080',
  hsts,
  staffOrigins,
  identity: identityOptions = {},
  metricsRetention = {},
  eventFeeds = {},
  warmUp = false,
  hotCache,
  mediaStore = new DiskMediaStore(join(tmpdir(), `quo-media-${randomUUID()}`)),
  telemetry,
  tracing,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // Every log line of a request carries its id, the balancer's X-Request-Id when it sent one.
    genReqId: requestId,
    // Per-request log lines would cost more than serving a cached read; errors are logged.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 256 * 1024,
    // Starting the embedded issuer (it hashes the demo accounts' passwords) took more than
    // Fastify's 10 s on a machine busy with other work; a start that slow is still a start.
    pluginTimeout: 60_000,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Rate limits count per client address; a forged X-Forwarded-For must not pick that address.
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    // Errors answered before any route or hook runs are problem documents too.
    ...transportProblemOptions,
  }).withTypeProvider<ZodTypeProvider>()
  app.decorate('publicUrl', publicUrl)
  app.decorate('trustsProxy', trustProxy !== false)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  if (tracing) await app.register(tracing)
  await app.register(problems)
  await app.register(telemetryPlugin, { database, telemetry, probeChangeFeed: telemetry !== undefined })
  // Only the embedded issuer names this server's public URL in its tokens.
  await app.register(health, {
    database,
    issuer: identityOptions.issuer ? undefined : (identityOptions.publicUrl ?? publicUrl),
  })
  await app.register(jsonBodies)
  await app.register(securityHeaders, { appsDir, hsts, publicUrl })
  await app.register(corsPolicy, { staffOrigins })
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] })
  await app.register(openapi, { version: VERSION, operations: OPERATIONS })
  const { pinTilesRebuildQuietMs, ...cacheTimings } = hotCache ?? {}
  await app.register(hotReads, { database, cache: cacheTimings, pinTilesRebuildQuietMs })
  await app.register(rateLimits, { redisUrl, nameSpace: rateLimitNamespace })
  await app.register(identity, identityOptions)
  const metrics = new MetricsBuffer((rows) => insertMetrics(database.db, rows), {
    onError: (err) => app.log.error({ err }, 'metrics write failed'),
    onRefused: (rows, err) => app.log.warn({ err, rows }, 'metrics refused by the database'),
  })
  app.telemetry.watch({
    pool: database.poolStats,
    metricsBufferDepth: () => metrics.size,
    hotCacheEntries: () => app.hotCache.size,
  })
  // Runs before the database closes (server.ts closes the app first), so buffered events land.
  app.addHook('onClose', () => metrics.close())
  // Old events and contest entries are deleted in the background, never in the way of a request
  // or of the start.
  const retention = { days: DEFAULT_METRICS_RETENTION_DAYS, ...metricsRetention }
  let retentionJob: ReturnType<typeof startRetention> | undefined
  app.addHook('onReady', async () => {
    retentionJob = startRetention(database.db, {
      onError: (err) => app.log.warn({ err }, 'old metrics or contest entries could not be deleted'),
      ...retention,
    })
  })
  app.addHook('onClose', async () => retentionJob?.stop())
  const feedSchedule = {
    intervalMinutes: DEFAULT_EVENT_FEED_INTERVAL_MINUTES,
    allowPrivateHosts: false,
    ...eventFeeds,
  }
  let feedJob: BackgroundJob | undefined
  if (eventFeeds.scheduler !== false)
    app.addHook('onReady', async () => {
      feedJob = startEventFeeds(database.db, {
        onError: (err, feedId) =>
          app.log.warn({ err, feedId }, 'a subscribed calendar could not be imported'),
        ...feedSchedule,
      })
    })
  app.addHook('onClose', async () => feedJob?.stop())
  let warmUpJob: BackgroundJob | undefined
  if (warmUp)
    app.addHook('onReady', async () => {
      warmUpJob = warmBranchPins(app)
    })
  app.addHook('onClose', async () => warmUpJob?.stop())

  // Before the API routes: robots.txt allows the public reads among them as they are added.
  await app.register(robots)
  await app.register(sitemap)
  await app.register(webManifest)
  await app.register(apiRoutes, {
    prefix: '/api',
    redisUrl,
    mediaStore,
    metrics,
    limits: { ...DEFAULT_LIMITS, ...limits },
    metricsRetentionDays: retention.days,
    eventFeeds: {
      allowPrivateHosts: feedSchedule.allowPrivateHosts,
      intervalMinutes: feedSchedule.intervalMinutes,
    },
  })
  await app.register(hostRedirects)
  await app.register(frontendApps, { appsDir })
  return app
}
