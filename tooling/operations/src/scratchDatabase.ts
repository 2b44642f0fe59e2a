import { randomBytes } from 'node:crypto'
import pg from 'pg'

const ADMIN_URL = process.env.QUO_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** An empty PostgreSQL database of its own on the test server, dropped by `drop()`. */
export async function scratchDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `quo_${label}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: ADMIN_URL })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(ADMIN_URL)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: ADMIN_URL })
      await again.connect()
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await again.end()
    },
  }
}
