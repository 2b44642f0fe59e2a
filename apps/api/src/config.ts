import { isAbsolute, resolve } from 'node:path'
import { z } from 'zod'

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** PGlite data directory when no database URL is given. */
  QUO_DATA_DIR: z.string().default('./.quo-data'),
  /** `postgres://…` switches from the embedded PGlite to PostgreSQL + PostGIS. */
  QUO_DATABASE_URL: z.string().url().optional(),
  /** `demo` fills an empty database with the demo; `none` leaves it empty. */
  QUO_SEED: z.enum(['demo', 'none']).default('demo'),
  /** Demo item counts per branch short id, e.g. `3:20000,4:1000` (benchmarks seed bigger branches). */
  QUO_DEMO_ITEM_COUNTS: z
    .string()
    .regex(/^\d+:\d+(,\d+:\d+)*$/, 'expected shortId:count pairs such as 3:20000,4:1000')
    .optional(),
  QUO_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Directory holding the built front-end apps (`web`, `embed`, `dashboard`). */
  QUO_APPS_DIR: z.string().optional(),
  /** Redis for rate-limit counters shared by several API processes. */
  QUO_REDIS_URL: z.string().url().optional(),
  /** Per-IP limits of the anonymous writes, per minute. */
  QUO_RATE_LIMIT_FORMS: z.coerce.number().int().positive().default(10),
  QUO_RATE_LIMIT_METRICS: z.coerce.number().int().positive().default(600),
  /** External OpenID Connect issuer; absent runs the embedded issuer under /idp. */
  QUO_OIDC_ISSUER: z.string().url().optional(),
  QUO_OIDC_AUDIENCE: z.string().default('urn:quo:api'),
  /** Claim with the user's roles (dotted path or namespaced key) and the staff role in it. */
  QUO_OIDC_ROLES_CLAIM: z.string().default('roles'),
  QUO_OIDC_STAFF_ROLE: z.string().default('staff'),
  /** Public origin used in links the server generates, e.g. the main site for host redirects. */
  QUO_PUBLIC_URL: z.string().url().optional(),
})

export type Config = {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  seed: 'demo' | 'none'
  /** Item counts per branch short id that replace the demo's own. */
  demoItemCounts: Record<number, number> | undefined
  logLevel: z.infer<typeof Env>['QUO_LOG_LEVEL']
  appsDir: string | undefined
  publicUrl: string
  redisUrl: string | undefined
  limits: { formsPerMinute: number; metricsPerMinute: number }
  oidc: { issuer: string | undefined; audience: string; rolesClaim: string; staffRole: string }
}

/**
 * Reads configuration from the environment; relative paths are taken from where the command
 * was started (`INIT_CWD` under npm/pnpm), so `QUO_DATA_DIR=./data npm start` means the
 * caller's `./data`.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const base = env.INIT_CWD ?? process.cwd()
  const abs = (p: string) => (isAbsolute(p) ? p : resolve(base, p))
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: abs(e.QUO_DATA_DIR),
    databaseUrl: e.QUO_DATABASE_URL,
    seed: e.QUO_SEED,
    demoItemCounts: e.QUO_DEMO_ITEM_COUNTS
      ? Object.fromEntries(e.QUO_DEMO_ITEM_COUNTS.split(',').map((pair) => pair.split(':').map(Number)))
      : undefined,
    logLevel: e.QUO_LOG_LEVEL,
    appsDir: e.QUO_APPS_DIR ? abs(e.QUO_APPS_DIR) : undefined,
    publicUrl: e.QUO_PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    redisUrl: e.QUO_REDIS_URL,
    oidc: {
      issuer: e.QUO_OIDC_ISSUER,
      audience: e.QUO_OIDC_AUDIENCE,
      rolesClaim: e.QUO_OIDC_ROLES_CLAIM,
      staffRole: e.QUO_OIDC_STAFF_ROLE,
    },
    limits: { formsPerMinute: e.QUO_RATE_LIMIT_FORMS, metricsPerMinute: e.QUO_RATE_LIMIT_METRICS },
  }
}
