import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../src/db/database.js'
import { DEMO_PASSWORDS_KEY, PGLITE_IMAGE_KEY, scratchRoot } from './constants.js'
import { storeSeedSnapshot } from './seedSnapshot.js'
import { seedTestDatabase } from './seedTestDatabase.js'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteImage: string
  }
}

/**
 * Migrates and seeds one PGlite data directory once. A worker opens a copy of it when it needs a
 * database and, when a file is done with it, restores the seeded rows for the next file
 * (test/helpers.ts); the copies live beside the image and go with it.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(scratchRoot(), 'quo-pglite-'))
  const image = join(dir, 'seed')
  const database = await openDatabase({ dataDir: image })
  const passwords = await seedTestDatabase(database)
  await storeSeedSnapshot(database)
  await database.close()
  project.provide(PGLITE_IMAGE_KEY, image)
  project.provide(DEMO_PASSWORDS_KEY, passwords)
  return () => rmSync(dir, { recursive: true, force: true })
}
