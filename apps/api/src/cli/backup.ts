// `npm run backup -- <file>` and `npm run restore -- <file> [--replace]` in the production
// folder (or `pnpm --filter @quo/api backup …` in the workspace), with the server's own
// environment: one archive with the database and the media, from PGlite or PostgreSQL, into
// either. With the embedded database, stop the server first: PGlite is one process's.
import { join, resolve } from 'node:path'
import { ConfigError, loadConfig } from '../config.js'
import { openDatabase } from '../db/database.js'
import { openMediaStore } from '../media/openMediaStore.js'
import { BackupRefused, restoreBackup, writeBackup } from '../services/backupArchive.js'

const [command, target, ...flags] = process.argv.slice(2)
if ((command !== 'backup' && command !== 'restore') || !target) {
  console.error('usage: backup <file> | restore <file> [--replace]')
  process.exit(2)
}
try {
  const config = loadConfig()
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), target)
  const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') })
  const media = openMediaStore(config.media)
  const started = Date.now()
  try {
    const summary =
      command === 'backup'
        ? await writeBackup(database, media, file)
        : await restoreBackup(database, media, file, { replace: flags.includes('--replace') })
    console.log(
      `quo: ${command === 'backup' ? 'backed up' : 'restored'} ${summary.rows} rows of ${summary.tables} tables and ${summary.media} media files ` +
        `(${command === 'backup' ? 'from' : 'into'} ${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}; ${file}, ${(summary.bytes / 1e6).toFixed(1)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
  } finally {
    await database.close()
  }
} catch (err) {
  if (!(err instanceof ConfigError || err instanceof BackupRefused)) throw err
  console.error(`quo: ${command} refused: ${err.message}`)
  process.exit(1)
}
