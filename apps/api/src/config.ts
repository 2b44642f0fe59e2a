import { isAbsolute, join, resolve } from 'node:path'
import { z } from 'zod'
import type { S3Options } from './media/s3MediaStore.js'

const Env = z.object({
  /** `production` lengthens the shutdown grace period's default; other values change nothing. */
  NODE_ENV: z.enum(['production', 'development', 'test']).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** PGlite data directory when no database URL is given. */
  QUO_DATA_DIR: z.string().default('./.quo-data'),
  /** `postgres://…` switches from the embedded PGlite to PostgreSQL + PostGIS. */
  QUO_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/)
    .optional(),
  /** `demo` fills an empty database with the demo; `none` leaves it empty. */
  QUO_SEED: z.enum(['demo', 'none']).default('demo'),
  /** Demo item counts per branch short id, e.g. `3:20000,4:1000` (benchmarks seed bigger branches). */
  QUO_DEMO_ITEM_COUNTS: z
    .string()
    .regex(/^\d+:\d+(,\d+:\d+)*$/, 'expected shortId:count pairs such as 3:20000,4:1000')
    .optional(),
  /** The demo's geography: the shipped OpenStreetMap extract, or invented streets (faster, for tests). */
  QUO_DEMO_GEOGRAPHY: z.enum(['openstreetmap', 'generated']).default('openstreetmap'),
  QUO_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Directory holding the built front-end apps (`web`, `embed`, `dashboard`). */
  QUO_APPS_DIR: z.string().optional(),
  /** Redis for rate-limit counters shared by several API processes. */
  QUO_REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/)
    .optional(),
  /** Per-IP limits of the anonymous writes, per minute. */
  QUO_RATE_LIMIT_FORMS: z.coerce.number().int().positive().default(10),
  QUO_RATE_LIMIT_METRICS: z.coerce.number().int().positive().default(600),
  /** Days usage events are kept; older ones are deleted in the background. */
  QUO_METRICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(400),
  /** External OpenID Connect issuer; absent runs the embedded issuer under /idp. */
  QUO_OIDC_ISSUER: z.string().url().optional(),
  QUO_OIDC_AUDIENCE: z.string().default('urn:quo:api'),
  /** Public client of the staff dashboard at an external issuer, and the scope it asks for. */
  QUO_OIDC_CLIENT_ID: z.string().trim().min(1).default('quo-web'),
  QUO_OIDC_SCOPE: z.string().trim().min(1).default('openid email'),
  /** Claim with the user's roles (dotted path or namespaced key) and the staff role in it. */
  QUO_OIDC_ROLES_CLAIM: z.string().default('roles'),
  QUO_OIDC_STAFF_ROLE: z.string().default('staff'),
  /** Role that may act on every branch; other staff act on the branches in the branches claim. */
  QUO_OIDC_ADMIN_ROLE: z.string().default('admin'),
  /** Claim with a staff member's branch short ids (dotted path or namespaced key). */
  QUO_OIDC_BRANCHES_CLAIM: z.string().default('branches'),
  /** `typ` an external issuer's access tokens must carry (RFC 9068: `at+jwt`); empty checks none. */
  QUO_OIDC_TOKEN_TYPE: z.string().trim().default(''),
  /** Seconds of clock difference tolerated for `exp`, `nbf` and `iat`. */
  QUO_OIDC_CLOCK_TOLERANCE: z.coerce.number().int().min(0).max(30).default(30),
  /**
   * Which proxies may tell the client's address through `X-Forwarded-For`: empty (default)
   * trusts none, a number trusts that many hops, otherwise a comma list of addresses/CIDRs.
   */
  QUO_TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(|\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, 'expected a hop count or addresses/CIDRs')
    .default(''),
  /** `1` sends HSTS on every answer (TLS ends at a proxy that is not trusted); else only over TLS. */
  QUO_HSTS: z.enum(['0', '1']).default('0'),
  /** Comma list of further origins whose pages may call staff endpoints (e.g. a separate dashboard host). */
  QUO_CORS_ORIGINS: z
    .string()
    .trim()
    .regex(
      /^(|https?:\/\/[^\s,/]+(\s*,\s*https?:\/\/[^\s,/]+)*)$/,
      'expected origins such as https://admin.example.li',
    )
    .default(''),
  /**
   * Seconds a SIGTERM'd process keeps serving with `/readyz` at 503 so the balancer stops
   * sending before it closes; default 5 under NODE_ENV=production, else 0.
   */
  QUO_SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).optional(),
  /** Seconds the close may take (in-flight requests, buffered writes) before the process exits anyway. */
  QUO_SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(15),
  /** Minutes between two fetches of a subscribed calendar. */
  QUO_EVENT_FEEDS_INTERVAL_MINUTES: z.coerce.number().int().min(5).max(10_080).default(60),
  /** `1` lets subscribed calendars be fetched from loopback and private addresses (an intranet). */
  QUO_EVENT_FEEDS_PRIVATE: z.enum(['0', '1']).default('0'),
  /** Port of the Prometheus metrics (`/metrics`); absent serves none. */
  QUO_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Public origin used in links the server generates, e.g. the main site for host redirects. */
  QUO_PUBLIC_URL: z.string().url().optional(),
  /** A bucket keeps uploaded media in S3-compatible storage instead of `<data dir>/media`. */
  QUO_S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  /** An S3-compatible service's address (MinIO, Garage …); absent means AWS S3. */
  QUO_S3_ENDPOINT: z.string().url().optional(),
  QUO_S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** Absent: the AWS SDK's own credential chain (environment, profile, instance role). */
  QUO_S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  QUO_S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  /** `1` puts the bucket in the path (most self-hosted services); default: `1` with an endpoint. */
  QUO_S3_FORCE_PATH_STYLE: z.enum(['0', '1']).optional(),
  /** Key prefix inside the bucket, e.g. `quo/` when the bucket is shared. */
  QUO_S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9._-]+\/)*$/, 'expected path segments ending in a slash, e.g. quo/')
    .default(''),
})

/**
 * What each variable expects, in the words the start-up error uses (zod's own messages name
 * types, not what an operator should write).
 */
const EXPECTS: Partial<Record<keyof z.infer<typeof Env>, string>> = {
  NODE_ENV: 'production, development or test',
  PORT: 'a TCP port from 0 to 65535',
  QUO_DATABASE_URL: 'a PostgreSQL URL such as postgres://user:password@host:5432/quo',
  QUO_SEED: 'demo or none',
  QUO_DEMO_ITEM_COUNTS: 'shortId:count pairs such as 3:20000,4:1000',
  QUO_DEMO_GEOGRAPHY: 'openstreetmap or generated',
  QUO_LOG_LEVEL: 'fatal, error, warn, info, debug, trace or silent',
  QUO_REDIS_URL: 'a Redis URL such as redis://host:6379',
  QUO_RATE_LIMIT_FORMS: 'a whole number of writes per minute, at least 1',
  QUO_RATE_LIMIT_METRICS: 'a whole number of events per minute, at least 1',
  QUO_METRICS_RETENTION_DAYS: 'a whole number of days from 1 to 36500',
  QUO_OIDC_ISSUER: 'an issuer URL such as https://login.example.li/realms/quo',
  QUO_OIDC_CLIENT_ID: 'a client id that is not empty',
  QUO_OIDC_SCOPE: 'scopes such as "openid email"',
  QUO_OIDC_CLOCK_TOLERANCE: 'whole seconds from 0 to 30',
  QUO_TRUST_PROXY: 'a hop count (1) or addresses/CIDRs such as 10.0.0.0/8, 127.0.0.1',
  QUO_HSTS: '0 or 1',
  QUO_CORS_ORIGINS: 'origins such as https://admin.example.li, separated by commas',
  QUO_SHUTDOWN_GRACE_SECONDS: 'whole seconds from 0 to 600',
  QUO_SHUTDOWN_TIMEOUT_SECONDS: 'whole seconds from 1 to 600',
  QUO_METRICS_PORT: 'a TCP port from 1 to 65535',
  QUO_EVENT_FEEDS_INTERVAL_MINUTES: 'whole minutes from 5 to 10080',
  QUO_EVENT_FEEDS_PRIVATE: '0 or 1',
  QUO_PUBLIC_URL: 'the public origin such as https://maps.example.li',
  QUO_S3_BUCKET: 'a bucket name of 3 to 63 characters',
  QUO_S3_ENDPOINT: 'the S3-compatible service URL such as http://minio:9000',
  QUO_S3_FORCE_PATH_STYLE: '0 or 1',
  QUO_S3_PREFIX: 'path segments ending in a slash, such as quo/',
}

/** A configuration the server cannot start with; its message is meant for the operator as is. */
export class ConfigError extends Error {
  constructor(lines: string[]) {
    super(`invalid configuration:\n${lines.map((line) => `  ${line}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

export type TrustProxy = false | number | string[]

/** `QUO_TRUST_PROXY` as Fastify takes it; a bare `true` is never produced, so spoofing needs a configured proxy. */
function parseTrustProxy(value: string): TrustProxy {
  if (value === '') return false
  if (/^\d+$/.test(value)) return Number(value) || false
  return value.split(',').map((part) => part.trim())
}

export type Config = {
  port: number
  /** Where uploaded media go: `<data dir>/media` unless an S3 bucket is configured. */
  media: { kind: 'disk'; directory: string } | ({ kind: 's3' } & S3Options)
  host: string
  dataDir: string
  databaseUrl: string | undefined
  seed: 'demo' | 'none'
  /** Item counts per branch short id that replace the demo's own. */
  demoItemCounts: Record<number, number> | undefined
  demoGeography: 'openstreetmap' | 'generated'
  logLevel: z.infer<typeof Env>['QUO_LOG_LEVEL']
  appsDir: string | undefined
  publicUrl: string
  redisUrl: string | undefined
  /** Fastify's `trustProxy`: false, a hop count, or the trusted proxies' addresses/CIDRs. */
  trustProxy: TrustProxy
  hsts: boolean
  staffOrigins: string[]
  limits: { formsPerMinute: number; metricsPerMinute: number }
  metricsRetentionDays: number
  /** SIGTERM: serve this long while `/readyz` says 503, then give the close this long. */
  shutdown: { graceMs: number; timeoutMs: number }
  /** Port of the Prometheus `/metrics`; undefined serves none. */
  metricsPort: number | undefined
  /** Subscribed calendars: minutes between fetches, and whether private addresses may be fetched. */
  eventFeeds: { intervalMinutes: number; allowPrivateHosts: boolean }
  oidc: {
    issuer: string | undefined
    audience: string
    clientId: string
    scope: string
    rolesClaim: string
    staffRole: string
    adminRole: string
    branchesClaim: string
    tokenType: string
    clockTolerance: number
  }
}

/**
 * Reads configuration from the environment; relative paths are taken from where the command
 * was started (`INIT_CWD` under npm/pnpm), so `QUO_DATA_DIR=./data npm start` means the
 * caller's `./data`.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`QUO_REDIS_URL=` in a compose file) means unset, not an empty value.
  const parsed = Env.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')))
  if (!parsed.success) {
    // The value itself is not repeated: a URL may carry a password.
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]) as keyof typeof EXPECTS
        return `${name}: expected ${EXPECTS[name] ?? issue.message}`
      }),
    )
  }
  const e = parsed.data
  const base = env.INIT_CWD ?? process.cwd()
  const abs = (p: string) => (isAbsolute(p) ? p : resolve(base, p))
  if (Boolean(e.QUO_S3_ACCESS_KEY_ID) !== Boolean(e.QUO_S3_SECRET_ACCESS_KEY))
    throw new ConfigError(['QUO_S3_ACCESS_KEY_ID and QUO_S3_SECRET_ACCESS_KEY: expected both or neither'])
  if (e.QUO_METRICS_PORT !== undefined && e.QUO_METRICS_PORT === e.PORT)
    throw new ConfigError(['QUO_METRICS_PORT: expected a port other than PORT'])
  const dataDir = abs(e.QUO_DATA_DIR)
  return {
    port: e.PORT,
    media: e.QUO_S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.QUO_S3_BUCKET,
          endpoint: e.QUO_S3_ENDPOINT,
          region: e.QUO_S3_REGION,
          credentials:
            e.QUO_S3_ACCESS_KEY_ID && e.QUO_S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.QUO_S3_ACCESS_KEY_ID, secretAccessKey: e.QUO_S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.QUO_S3_FORCE_PATH_STYLE
            ? e.QUO_S3_FORCE_PATH_STYLE === '1'
            : Boolean(e.QUO_S3_ENDPOINT),
          prefix: e.QUO_S3_PREFIX,
        }
      : { kind: 'disk', directory: join(dataDir, 'media') },
    host: e.HOST,
    dataDir,
    databaseUrl: e.QUO_DATABASE_URL,
    seed: e.QUO_SEED,
    demoItemCounts: e.QUO_DEMO_ITEM_COUNTS
      ? Object.fromEntries(e.QUO_DEMO_ITEM_COUNTS.split(',').map((pair) => pair.split(':').map(Number)))
      : undefined,
    demoGeography: e.QUO_DEMO_GEOGRAPHY,
    logLevel: e.QUO_LOG_LEVEL,
    appsDir: e.QUO_APPS_DIR ? abs(e.QUO_APPS_DIR) : undefined,
    publicUrl: e.QUO_PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    redisUrl: e.QUO_REDIS_URL,
    trustProxy: parseTrustProxy(e.QUO_TRUST_PROXY),
    hsts: e.QUO_HSTS === '1',
    staffOrigins: e.QUO_CORS_ORIGINS ? e.QUO_CORS_ORIGINS.split(',').map((o) => o.trim()) : [],
    oidc: {
      issuer: e.QUO_OIDC_ISSUER,
      audience: e.QUO_OIDC_AUDIENCE,
      clientId: e.QUO_OIDC_CLIENT_ID,
      scope: e.QUO_OIDC_SCOPE,
      rolesClaim: e.QUO_OIDC_ROLES_CLAIM,
      staffRole: e.QUO_OIDC_STAFF_ROLE,
      adminRole: e.QUO_OIDC_ADMIN_ROLE,
      branchesClaim: e.QUO_OIDC_BRANCHES_CLAIM,
      tokenType: e.QUO_OIDC_TOKEN_TYPE,
      clockTolerance: e.QUO_OIDC_CLOCK_TOLERANCE,
    },
    limits: { formsPerMinute: e.QUO_RATE_LIMIT_FORMS, metricsPerMinute: e.QUO_RATE_LIMIT_METRICS },
    metricsRetentionDays: e.QUO_METRICS_RETENTION_DAYS,
    shutdown: {
      graceMs: (e.QUO_SHUTDOWN_GRACE_SECONDS ?? (e.NODE_ENV === 'production' ? 5 : 0)) * 1000,
      timeoutMs: e.QUO_SHUTDOWN_TIMEOUT_SECONDS * 1000,
    },
    metricsPort: e.QUO_METRICS_PORT,
    eventFeeds: {
      intervalMinutes: e.QUO_EVENT_FEEDS_INTERVAL_MINUTES,
      allowPrivateHosts: e.QUO_EVENT_FEEDS_PRIVATE === '1',
    },
  }
}
