import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import {
  CHANGE_CHANNEL,
  type Database,
  type DatabaseOptions,
  type Db,
  migrationsFolder,
  schema,
} from './database.js'

const MIGRATION_LOCK = 7_310_001

/** `pool.query` timed for the metrics; queries inside a transaction go through a client and are not. */
function timeQueries(pool: pg.Pool, observe: (seconds: number) => void): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown
  ;(pool as unknown as { query: typeof query }).query = (...args: unknown[]) => {
    const start = performance.now()
    const result = query(...args)
    if (result instanceof Promise)
      result.then(
        () => observe((performance.now() - start) / 1000),
        () => undefined,
      )
    return result
  }
}

export async function openPostgres(
  url: string,
  { observeQuery }: Pick<DatabaseOptions, 'observeQuery'> = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  if (observeQuery) timeQueries(pool, observeQuery)
  // An idle client cut off by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', () => undefined)
  const db = drizzle(pool, { schema, casing: 'snake_case' }) as unknown as Db
  let listener: pg.Client | undefined
  let closed = false

  async function listen(onChange: (table: string) => void): Promise<void> {
    const client = new pg.Client({ connectionString: url })
    client.on('notification', (msg) => {
      if (msg.channel === CHANGE_CHANNEL && msg.payload) onChange(msg.payload)
    })
    // A dropped listener connection would silently stop invalidation: reconnect, and
    // invalidate everything since changes may have been missed meanwhile.
    client.on('error', () => undefined)
    client.on('end', () => {
      if (closed) return
      setTimeout(() => {
        listen(onChange)
          .then(() => onChange('*'))
          .catch(() => undefined)
      }, 1000)
    })
    await client.connect()
    await client.query(`LISTEN ${CHANGE_CHANNEL}`)
    listener = client
  }

  return {
    kind: 'postgres',
    db,
    async migrate() {
      const client = await pool.connect()
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
        await migrate(drizzle(client, { casing: 'snake_case' }), { migrationsFolder: migrationsFolder() })
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined)
        client.release()
      }
    },
    onChange: listen,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      closed = true
      await listener?.end().catch(() => undefined)
      await pool.end()
    },
  }
}
