import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.js'
import { DiskMediaStore } from '../src/media/diskMediaStore.js'
import { countRows } from '../src/repositories/backupRepository.js'
import { restoreBackup, writeBackup } from '../src/services/backupArchive.js'
import { openTestDatabase, type TestDatabase } from './helpers.js'

// `quo backup` and `quo restore` against the seeded database; the move between engines is
// tested with the production folder (tooling/operations/src/backup.test.ts).
const place = mkdtempSync(join(tmpdir(), 'quo-archive-'))
const media = new DiskMediaStore(join(place, 'media'))
let test: TestDatabase
beforeEach(async () => {
  test = await openTestDatabase()
})
afterEach(async () => test.dispose())
afterAll(() => rmSync(place, { recursive: true, force: true }))

/** The database, its transactions beginning only after `ms` (a server far away, or busy). */
function slowToBegin(database: Database, ms: number): Database {
  const db = new Proxy(database.db, {
    get(target, key, receiver) {
      if (key !== 'transaction') return Reflect.get(target, key, receiver)
      return async (...args: Parameters<typeof target.transaction>) => {
        await new Promise((resolve) => setTimeout(resolve, ms))
        return target.transaction(...args)
      }
    },
  })
  return { ...database, db, migrate: () => database.migrate() } as Database
}

describe('a backup archive', () => {
  it('restores every row even when the transaction begins after the archive was opened', async () => {
    const file = join(place, 'slow.tar.gz')
    const written = await writeBackup(test.database, media, file)
    const items = await countRows(test.database.db, 'items')
    // Before the fix, the first entry came while BEGIN was on its way, and the restore hung.
    const restored = await restoreBackup(slowToBegin(test.database, 300), media, file, { replace: true })
    expect(restored.rows).toBe(written.rows)
    expect(restored.tables).toBe(written.tables)
    expect(await countRows(test.database.db, 'items')).toBe(items)
  }, 60_000)
})
