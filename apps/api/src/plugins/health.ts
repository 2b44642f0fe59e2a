import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { type Database, migrationsFolder } from '../db/database.js'
import { claimIssuerOrigin, issuerOrigin } from '../repositories/identityRepository.js'
import { newestAppliedMigration, pingDatabase } from '../repositories/systemRepository.js'

/** How long `/readyz` waits for the database before it calls it unreachable. */
const DATABASE_TIMEOUT_MS = 2000

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Marks the process as leaving: `/readyz` answers 503 from now on while every request is
     * still served, so a balancer stops sending new ones before the server closes.
     */
    startDraining(): void
  }
}

type Check = { ok: true } | { ok: false; detail: string }

/** The newest migration this build carries (drizzle records its `when` as `created_at`). */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[]
  }
  return Math.max(...journal.entries.map((e) => e.when))
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}

/**
 * `/livez` (the process answers) and `/readyz` (it should get traffic: the database answers,
 * this build's migrations are applied, it is not shutting down) for load balancers and
 * orchestrators, apart from the API's own `/api/health`. Neither is cached, compressed or
 * rate limited, and neither says more than which part failed.
 */
export const health = fp(
  async (app: FastifyInstance, { database, issuer }: { database: Database; issuer?: string | undefined }) => {
    let draining = false
    app.decorate('startDraining', () => {
      draining = true
    })

    const expected = newestMigration()
    let migrated = false
    async function checkDatabase(): Promise<{ database: Check; migrations: Check }> {
      try {
        // Once applied, migrations stay applied: then only the database's answer is asked.
        if (migrated) await withTimeout(pingDatabase(database.db), DATABASE_TIMEOUT_MS)
        else
          migrated = (await withTimeout(newestAppliedMigration(database.db), DATABASE_TIMEOUT_MS)) >= expected
        return {
          database: { ok: true },
          migrations: migrated
            ? { ok: true }
            : { ok: false, detail: 'migrations of this version are not applied' },
        }
      } catch (err) {
        const detail = err instanceof Error && /no answer/.test(err.message) ? err.message : 'unreachable'
        return {
          database: { ok: false, detail },
          migrations: migrated
            ? { ok: true }
            : { ok: false, detail: 'unknown while the database is unreachable' },
        }
      }
    }

    // The embedded issuer's tokens name the public URL: a replica started with another one would
    // reject every token the others issue. The newest start's URL is recorded; a replica whose
    // own differs is not ready, and says so.
    if (issuer) {
      app.addHook('onReady', async () => {
        const before = await claimIssuerOrigin(database.db, issuer)
        if (before && before !== issuer)
          app.log.warn(
            { before, now: issuer },
            'QUO_PUBLIC_URL differs from the one the last replica started with: replicas still on the old one are not ready',
          )
      })
    }
    // While the database does not answer, the database check fails and this one keeps its last word.
    let issuerCheck: Check = { ok: true }
    async function checkIssuer(): Promise<Check> {
      if (!issuer) return issuerCheck
      try {
        const recorded = await withTimeout(issuerOrigin(database.db), DATABASE_TIMEOUT_MS)
        issuerCheck =
          recorded === undefined || recorded === issuer
            ? { ok: true }
            : {
                ok: false,
                detail: `another replica issues tokens as ${recorded}: every replica needs the same QUO_PUBLIC_URL (this one has ${issuer})`,
              }
      } catch {}
      return issuerCheck
    }

    const noStore = { 'cache-control': 'no-store' }
    app.get('/livez', { schema: { hide: true }, compress: false }, async (_request, reply) => {
      reply.headers(noStore)
      return { status: 'live' }
    })
    app.get('/readyz', { schema: { hide: true }, compress: false }, async (_request, reply) => {
      const [database, issuerCheck] = await Promise.all([checkDatabase(), checkIssuer()])
      const checks = {
        ...database,
        issuer: issuerCheck,
        shutdown: draining
          ? ({ ok: false, detail: 'draining before shutdown' } as const)
          : ({ ok: true } as const),
      }
      const failing = Object.entries(checks).filter(([, check]) => !check.ok)
      reply.headers(noStore)
      if (failing.length === 0) return { status: 'ready', checks }
      return reply
        .code(503)
        .type('application/problem+json')
        .send({
          type: 'about:blank',
          title: 'Not ready',
          status: 503,
          detail: `not ready: ${failing.map(([name]) => name).join(', ')}`,
          checks,
        })
    })
  },
)
