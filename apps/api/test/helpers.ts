import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, inject } from 'vitest'
import { type AppOptions, buildApp } from '../src/app.js'
import { type Database, openDatabase } from '../src/db/database.js'
import { checkEveryAnswer } from './openapiConformance.js'
import { adminUrl, databaseUrl, POSTGRES_TEMPLATE, scratchRoot } from './setup/constants.js'

export const TEST_DB = (process.env.QUO_TEST_DB ?? 'pglite') as 'pglite' | 'postgres'

export interface TestDatabase {
  database: Database
  /** Connection URL when the test database is PostgreSQL (for a second process). */
  url: string | undefined
  dispose(): Promise<void>
}

/** A fresh copy of the seeded test database on the project's engine. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (TEST_DB === 'pglite') {
    const dataDir = mkdtempSync(join(scratchRoot(), 'quo-pglite-file-'))
    cpSync(inject('pgliteImage'), dataDir, { recursive: true })
    const database = await openDatabase({ dataDir })
    return {
      database,
      url: undefined,
      async dispose() {
        await database.close()
        rmSync(dataDir, { recursive: true, force: true })
      },
    }
  }
  return scratchPostgres(POSTGRES_TEMPLATE)
}

/** A new PostgreSQL database, empty or cloned from a template, dropped on dispose. */
export async function scratchPostgres(template?: string): Promise<TestDatabase> {
  const name = `quo_test_${process.pid}_${Math.floor(Math.random() * 1e9)}`
  await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
  const url = databaseUrl(adminUrl(), name)
  const database = await openDatabase({ url })
  return {
    database,
    url,
    async dispose() {
      await database.close()
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}

async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl() })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}

/**
 * One app over one seeded database for the whole test file, closed afterwards. Its
 * `inject` checks every answer against the served OpenAPI document (test/openapiConformance.ts).
 */
export function useTestApp(options: Partial<AppOptions> = {}): {
  app: () => FastifyInstance
  database: () => Database
} {
  let test: TestDatabase
  let app: FastifyInstance
  beforeAll(async () => {
    test = await openTestDatabase()
    app = await buildApp({ logger: { level: 'error' }, ...options, database: test.database })
    await app.ready()
    await checkEveryAnswer(app)
  })
  afterAll(async () => {
    await app?.close()
    await test?.dispose()
  })
  return { app: () => app, database: () => test.database }
}
