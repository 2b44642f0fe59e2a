import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'

/** Reference moment of the test seed: today at midnight UTC, so upcoming events exist. */
export const TEST_REFERENCE = Math.floor(Date.now() / 86_400_000) * 86_400_000
export const PGLITE_IMAGE_KEY = 'pgliteImage'
export const DEMO_PASSWORDS_KEY = 'demoPasswords'
export const POSTGRES_TEMPLATE = 'quo_test_template'
const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres'

export function adminUrl(): string {
  return process.env.QUO_TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL
}

/** The same server as `url`, another database. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}

/**
 * Where PGlite test databases live: memory-backed /dev/shm when the machine has it, so the
 * seeded image and the workers' copies of it cost no disk writes.
 */
export function scratchRoot(): string {
  return existsSync('/dev/shm') ? '/dev/shm' : tmpdir()
}
