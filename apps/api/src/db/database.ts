import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SQL } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import * as schema from './schema/index.js'

type Schema = typeof schema
/** The query interface both drivers share; repositories see only this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export const CHANGE_CHANNEL = 'quo_change'

export interface Database {
  readonly kind: 'postgres' | 'pglite'
  readonly db: Db
  /** Runs every pending migration; safe to call from several processes at once. */
  migrate(): Promise<void>
  /**
   * Calls `onChange` with the change feed's payload whenever a committed statement changed a
   * table: its name, with the items it touched for item tables (`items:12,40`, see
   * `parseChange`), or `*` after the feed was interrupted.
   */
  onChange(onChange: (payload: string) => void): Promise<void>
  /** Connections of PostgreSQL's pool; PGlite has one connection and none. */
  poolStats?(): { total: number; idle: number; waiting: number }
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** `postgres://…` for PostgreSQL; absent for the embedded PGlite. */
  url?: string | undefined
  /** PGlite data directory; absent keeps the database in memory. */
  dataDir?: string | undefined
  /** Told every query's duration in seconds (the Prometheus metrics). */
  observeQuery?: ((seconds: number) => void) | undefined
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const { openPostgres } = await import('./postgres.js')
    return openPostgres(options.url, options)
  }
  const { openPglite } = await import('./pglite.js')
  return openPglite(options)
}

/** The committed SQL migrations, found from the source tree and from the bundled `dist/`. */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'drizzle')
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate
    dir = dirname(dir)
  }
  throw new Error('migrations folder not found')
}

/** Rows of a raw SQL statement; both drivers return `{ rows }`. */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

export { schema }
