import { sql } from 'drizzle-orm'
import { CHANGE_CHANNEL, type Db, queryRows } from '../db/database.js'
import type { MediaStore } from '../media/mediaStore.js'

/** One round trip to the database; throws when it does not answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`)
}

interface DependencyStatus {
  ok: boolean
  latencyMs: number | null
  detail: string
}

const elapsed = (start: number) => Math.round((performance.now() - start) * 10) / 10

/** A failure's first line, without anything that looks like a connection URL (it may hold a password). */
const failure = (err: unknown) =>
  (err instanceof Error ? err.message : String(err))
    .split('\n')[0]
    ?.replace(/\w+:\/\/\S+/g, '…')
    .slice(0, 200) ?? ''

/** The database's version and applied migrations, and how long it took to say so. */
export async function databaseStatus(db: Db): Promise<DependencyStatus & { migrations: number }> {
  const start = performance.now()
  try {
    const [row] = await queryRows<{ version: string; migrations: number }>(
      db,
      sql`SELECT current_setting('server_version') AS version,
                 (SELECT count(*)::int FROM drizzle.__drizzle_migrations) AS migrations`,
    )
    return {
      ok: true,
      latencyMs: elapsed(start),
      detail: `PostgreSQL ${row?.version ?? '?'}`,
      migrations: Number(row?.migrations ?? 0),
    }
  } catch (err) {
    return { ok: false, latencyMs: null, detail: failure(err), migrations: 0 }
  }
}

/** A PING to Redis on a connection of its own, given up after a second. */
export async function redisStatus(url: string): Promise<DependencyStatus> {
  const { Redis } = await import('ioredis')
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  })
  redis.on('error', () => undefined)
  const start = performance.now()
  try {
    await redis.connect()
    const answer = await redis.ping()
    return { ok: answer === 'PONG', latencyMs: elapsed(start), detail: answer }
  } catch (err) {
    return { ok: false, latencyMs: null, detail: failure(err) }
  } finally {
    redis.disconnect()
  }
}

/** The media store reachable and writable; its description names the place, never a secret. */
export async function mediaStoreStatus(store: MediaStore): Promise<DependencyStatus> {
  const start = performance.now()
  try {
    await store.check()
    return { ok: true, latencyMs: elapsed(start), detail: store.description }
  } catch (err) {
    return { ok: false, latencyMs: null, detail: `${store.description}: ${failure(err)}` }
  }
}

/** The `when` of the newest migration applied (drizzle records it as `created_at`), or 0. */
export async function newestAppliedMigration(db: Db): Promise<number> {
  const [row] = await queryRows<{ newest: string | null }>(
    db,
    sql`SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations`,
  )
  return Number(row?.newest ?? 0)
}

/** Sends `payload` on the change feed, as a committed write's trigger would. */
export async function notifyChangeFeed(db: Db, payload: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${CHANGE_CHANNEL}, ${payload})`)
}
