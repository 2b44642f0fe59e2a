import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../src/db/database.js'
import { adminUrl, DEMO_PASSWORDS_KEY, databaseUrl, POSTGRES_TEMPLATE } from './constants.js'
import { seedTestDatabase } from './seedTestDatabase.js'

/** Migrates and seeds a template database once; each test file clones it (milliseconds). */
export default async function setup(project: TestProject) {
  const admin = new pg.Client({ connectionString: adminUrl() })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`)
  await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE}`)
  const database = await openDatabase({ url: databaseUrl(adminUrl(), POSTGRES_TEMPLATE) })
  const passwords = await seedTestDatabase(database)
  await database.close()
  await admin.end()
  project.provide(DEMO_PASSWORDS_KEY, passwords)
  return async () => {
    const c = new pg.Client({ connectionString: adminUrl() })
    await c.connect()
    await c.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`)
    await c.end()
  }
}
