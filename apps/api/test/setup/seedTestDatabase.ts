import { generateDemo } from '@quo/demo-seed'
import type { Database } from '../../src/db/database.js'
import { loadIdentityStore } from '../../src/identity/identityStore.js'
import { writeDemo } from '../../src/seed/writeDemo.js'
import { TEST_REFERENCE } from './constants.js'

/** Demo account passwords by e-mail, as the image's first start created them. */
export type DemoPasswords = [email: string, password: string][]

declare module 'vitest' {
  export interface ProvidedContext {
    demoPasswords: DemoPasswords
  }
}

/**
 * Migrates and seeds the database every test file starts a copy of: the demo data and the
 * embedded issuer's keys and demo accounts. Creating those costs an RSA key and three password
 * hashes at full scrypt cost (about a core-second); done once here, no test app pays it again.
 * Tests of the first start itself open their copy with `firstStart` (test/helpers.ts).
 */
export async function seedTestDatabase(database: Database): Promise<DemoPasswords> {
  await database.migrate()
  await writeDemo(database.db, generateDemo({ referenceDate: TEST_REFERENCE }))
  const identity = await loadIdentityStore(database.db)
  return identity.created.map(({ email, password }) => [email, password])
}
