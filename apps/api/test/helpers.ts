import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, inject } from 'vitest'
import { type AppOptions, buildApp } from '../src/app.js'
import { type Database, openDatabase } from '../src/db/database.js'
import { checkEveryAnswer } from './openapiConformance.js'
import { adminUrl, databaseUrl, POSTGRES_TEMPLATE } from './setup/constants.js'
import { restoreSeedSnapshot } from './setup/seedSnapshot.js'

export const TEST_DB = (process.env.QUO_TEST_DB ?? 'pglite') as 'pglite' | 'postgres'

export interface TestDatabase {
  database: Database
  /** Connection URL when the test database is PostgreSQL (for a second process). */
  url: string | undefined
  dispose(): Promise<void>
}

export interface TestDatabaseOptions {
  /**
   * As at an installation's first start: no issuer keys or demo accounts yet, so the app
   * creates them and prints the passwords. Otherwise they come with the seeded image.
   */
  firstStart?: boolean
}

/** The seeded test database on the project's engine, for one file (or one test) alone. */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const test = TEST_DB === 'pglite' ? await pgliteCopy() : await scratchPostgres(POSTGRES_TEMPLATE)
  if (options.firstStart) await forgetIdentity(test.database)
  return test
}

/** Takes the issuer's keys and demo accounts out of a seeded database, as before its first start. */
export async function forgetIdentity(database: Database): Promise<void> {
  await database.db.execute(sql`DELETE FROM identity_accounts`)
  await database.db.execute(sql`DELETE FROM identity_secrets`)
}

/**
 * PGlite databases of this worker back at the seeded state, for the next file. Opening a copy of
 * the image costs two to three core-seconds (most of it loading PostGIS); restoring the seeded
 * rows costs a tenth of that. Files share their worker's modules (vitest.config.ts), so the pool
 * outlives each file.
 */
const seeded: PgliteCopy[] = []
const POOL_SIZE = 2

async function pgliteCopy(): Promise<TestDatabase> {
  const copy = seeded.pop() ?? (await openPgliteCopy())
  const { database } = copy
  let leased = true
  let closed = false
  // A file's app listens for changes; once the file is done, the next file's app alone hears them.
  const lease: Database = {
    kind: database.kind,
    db: database.db,
    migrate: () => database.migrate(),
    onChange: (onChange) => database.onChange((table) => leased && onChange(table)),
    close: async () => {
      closed = true
      await database.close()
    },
  }
  return {
    database: lease,
    url: undefined,
    async dispose() {
      if (!leased) return
      leased = false
      if (closed) return rmSync(copy.dataDir, { recursive: true, force: true })
      if (seeded.length < POOL_SIZE) {
        const restored = await restoreSeedSnapshot(database).then(
          () => true,
          () => false,
        )
        if (restored) {
          seeded.push(copy)
          return
        }
      }
      await database.close()
      rmSync(copy.dataDir, { recursive: true, force: true })
    },
  }
}

interface PgliteCopy {
  database: Database
  dataDir: string
}

async function openPgliteCopy(): Promise<PgliteCopy> {
  const dataDir = copyPgliteImage()
  return { database: await openDatabase({ dataDir }), dataDir }
}

/** A new PGlite data directory holding the seeded image, removed with the image after the run. */
export function copyPgliteImage(): string {
  const image = inject('pgliteImage')
  const dataDir = mkdtempSync(join(dirname(image), 'copy-'))
  cpSync(image, dataDir, { recursive: true })
  return dataDir
}

/** Demo account passwords by e-mail, as the seeded image's first start created them. */
export function demoPasswords(): Map<string, string> {
  return new Map(inject('demoPasswords'))
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
