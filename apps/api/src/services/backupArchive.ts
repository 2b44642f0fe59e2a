import { createReadStream, createWriteStream, renameSync, rmSync, statSync } from 'node:fs'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import { pack as tar, extract as untar } from 'tar-stream'
import type { Database } from '../db/database.js'
import type { MediaStore } from '../media/mediaStore.js'
import {
  type BackupTable,
  backupTables,
  countRows,
  deferChecks,
  emptyTables,
  insertRows,
  resetSequences,
  storedMediaKeys,
  tableRows,
} from '../repositories/backupRepository.js'
import { newestAppliedMigration } from '../repositories/systemRepository.js'
import { VERSION } from '../version.js'

/** The archive's first entry: what it holds, to check before anything is written. */
interface Manifest {
  format: 1
  createdAt: string
  version: string
  from: Database['kind']
  /** The newest migration applied in the source (drizzle's `when`). */
  migration: number
  /** Rows per table. */
  tables: Record<string, number>
  media: number
}

const MANIFEST = 'quo-backup.json'
const ROWS_PER_ENTRY = 2000
const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
}

/** A backup or restore the operator must change something for; its message says what. */
export class BackupRefused extends Error {}

export interface BackupSummary {
  tables: number
  rows: number
  media: number
  bytes: number
}

/**
 * Writes one archive (tar + gzip) with every row of the product's tables, read in one
 * repeatable-read snapshot so it is consistent while the server runs (PostgreSQL), and every
 * media file the library records. Written beside `file` and renamed when complete, so a failed
 * backup never leaves a truncated archive under the name.
 */
export async function writeBackup(
  database: Database,
  media: MediaStore,
  file: string,
): Promise<BackupSummary> {
  const partial = `${file}.partial`
  const archive = tar()
  const written = pipeline(archive, createGzip({ level: 6 }), createWriteStream(partial))
  // Awaited once the entries are in; a failure before then must not crash the process unheard.
  written.catch(() => undefined)
  const add = (name: string, body: Buffer) =>
    new Promise<void>((resolve, reject) =>
      archive.entry({ name, size: body.length }, body, (err) => (err ? reject(err) : resolve())),
    )
  let summary: BackupSummary = { tables: 0, rows: 0, media: 0, bytes: 0 }
  try {
    await database.db.transaction(
      async (tx) => {
        const tables = await backupTables(tx)
        const counts: Record<string, number> = {}
        for (const table of tables) counts[table.name] = await countRows(tx, table.name)
        const keys = await storedMediaKeys(tx)
        const manifest: Manifest = {
          format: 1,
          createdAt: new Date().toISOString(),
          version: VERSION,
          from: database.kind,
          migration: await newestAppliedMigration(tx),
          tables: counts,
          media: keys.length,
        }
        await add(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)))
        await add('tables.json', Buffer.from(JSON.stringify(tables)))
        let rows = 0
        for (const table of tables) {
          let part = 0
          for await (const batch of tableRows(tx, table, ROWS_PER_ENTRY)) {
            await add(
              `tables/${table.name}/${String(part++).padStart(6, '0')}.jsonl`,
              Buffer.from(batch.join('\n')),
            )
            rows += batch.length
          }
        }
        for (const key of keys) {
          const stored = await media.get(key)
          if (!stored)
            throw new BackupRefused(`the media file ${key} is recorded but missing from ${media.description}`)
          await add(`media/${key}`, stored.body)
        }
        summary = { tables: tables.length, rows, media: keys.length, bytes: 0 }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
    archive.finalize()
    await written
    renameSync(partial, file)
  } catch (err) {
    archive.destroy()
    await written.catch(() => undefined)
    rmSync(partial, { force: true })
    throw err
  }
  return { ...summary, bytes: statSync(file).size }
}

/**
 * Restores an archive of {@link writeBackup} into this database (migrated to the same version
 * first) and media store, from PGlite or PostgreSQL into either: the way to move an embedded
 * installation to PostgreSQL. Refuses a database that holds branches unless `replace`; the rows
 * go in as one transaction, so a failed restore leaves the database as it was.
 */
export async function restoreBackup(
  database: Database,
  media: MediaStore,
  file: string,
  { replace = false }: { replace?: boolean } = {},
): Promise<BackupSummary> {
  await database.migrate()
  const entries = untar()
  // Listen before the first header is parsed: tar-stream emits each entry as an event and
  // waits for it to be read, so an entry that comes while `BEGIN` is still on its way has no
  // listener and the restore hangs for good.
  const listening = entries[Symbol.asyncIterator]()
  const archived = { [Symbol.asyncIterator]: () => listening }
  const reading = pipeline(createReadStream(file), createGunzip(), entries)
  // A refusal stops reading midway; the pipeline's rejection then is expected, not a crash.
  reading.catch(() => undefined)
  let summary: BackupSummary = { tables: 0, rows: 0, media: 0, bytes: statSync(file).size }
  try {
    await database.db.transaction(async (tx) => {
      let manifest: Manifest | undefined
      let tables = new Map<string, BackupTable>()
      let rows = 0
      let files = 0
      for await (const entry of archived) {
        const chunks: Buffer[] = []
        for await (const chunk of entry) chunks.push(chunk as Buffer)
        const body = Buffer.concat(chunks)
        const name = entry.header.name
        if (name === MANIFEST) {
          manifest = JSON.parse(body.toString('utf8')) as Manifest
          const here = await newestAppliedMigration(tx)
          if (manifest.format !== 1) throw new BackupRefused(`unknown backup format ${manifest.format}`)
          if (manifest.migration !== here)
            throw new BackupRefused(
              `the backup is of quo ${manifest.version} with another database schema: restore it with that version, then upgrade`,
            )
          if (!replace && (await countRows(tx, 'branches')) > 0)
            throw new BackupRefused(
              'the database holds data already: restore into an empty one, or pass --replace',
            )
          await deferChecks(tx)
        } else if (!manifest) {
          throw new BackupRefused(`${file} is not a quo backup (it does not start with ${MANIFEST})`)
        } else if (name === 'tables.json') {
          const archived = JSON.parse(body.toString('utf8')) as BackupTable[]
          const current = new Map((await backupTables(tx)).map((t) => [t.name, t]))
          for (const table of archived)
            if (!current.has(table.name))
              throw new BackupRefused(`the backup has a table ${table.name} this version lacks`)
          await emptyTables(tx, [...current.values()])
          // Only the columns the archive carries: a column this version computes stays computed.
          tables = new Map(archived.map((t) => [t.name, t]))
        } else if (name.startsWith('tables/')) {
          const table = tables.get(name.split('/')[1] ?? '')
          if (!table) throw new BackupRefused(`${name} names no table of the backup`)
          const lines = body.toString('utf8').split('\n')
          await insertRows(tx, table, lines)
          rows += lines.length
        } else if (name.startsWith('media/')) {
          const key = name.slice('media/'.length)
          await media.put(key, body, CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream')
          files++
        }
      }
      if (!manifest) throw new BackupRefused(`${file} is not a quo backup`)
      await resetSequences(tx)
      for (const [table, expected] of Object.entries(manifest.tables)) {
        const count = await countRows(tx, table)
        if (count !== expected)
          throw new BackupRefused(`${table}: ${count} rows restored, the backup has ${expected}`)
      }
      summary = { ...summary, tables: tables.size, rows, media: files }
    })
    await reading
  } catch (err) {
    entries.destroy()
    await reading.catch(() => undefined)
    throw err
  }
  return summary
}
