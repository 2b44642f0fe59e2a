import { generateDemo } from '@quo/demo-seed'
import pg from 'pg'
import { openDatabase } from '../../src/db/database.js'
import { writeDemo } from '../../src/seed/writeDemo.js'
import { adminUrl, databaseUrl, POSTGRES_TEMPLATE, TEST_REFERENCE } from './constants.js'

/** Migrates and seeds a template database once; each test file clones it (milliseconds). */
export default async function setup() {
  const admin = new pg.Client({ connectionString: adminUrl() })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`)
  await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE}`)
  const database = await openDatabase({ url: databaseUrl(adminUrl(), POSTGRES_TEMPLATE) })
  await database.migrate()
  await writeDemo(database.db, generateDemo({ referenceDate: TEST_REFERENCE }))
  await database.close()
  await admin.end()
  return async () => {
    const c = new pg.Client({ connectionString: adminUrl() })
    await c.connect()
    await c.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`)
    await c.end()
  }
}
