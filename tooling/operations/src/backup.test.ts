import { spawnSync } from 'node:child_process'
import { createReadStream, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGunzip } from 'node:zlib'
import { freePort } from '@quo/bench'
import pg from 'pg'
import { extract } from 'tar-stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildProductionFolder, type RunningServer, startServer } from './productionFolder.js'
import { scratchDatabase } from './scratchDatabase.js'
import { renameItem, staffAuth, uploadPhoto } from './staffEdits.js'

// An embedded installation with staff edits, history and an upload, backed up and restored into
// an empty PostgreSQL: the documented move from PGlite to PostgreSQL.
const place = mkdtempSync(join(tmpdir(), 'quo-backup-'))
const folder = join(place, 'quo')
const archive = join(place, 'quo-backup.tar.gz')
let database: Awaited<ReturnType<typeof scratchDatabase>>
let server: RunningServer | undefined

beforeAll(async () => {
  buildProductionFolder(folder)
  database = await scratchDatabase('restore')
})
afterAll(async () => {
  server?.child.kill('SIGKILL')
  await database?.drop()
  rmSync(place, { recursive: true, force: true })
})

/** `npm run <script> -- args` in the production folder, as an operator runs it. */
function npmRun(script: string, args: string[], env: Record<string, string>) {
  return spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: folder,
    env: { PATH: process.env.PATH ?? '', HOME: place, NODE_ENV: 'production', ...env },
    encoding: 'utf8',
    timeout: 300_000,
  })
}

/** The rows per table an archive's manifest records. */
async function manifestOf(
  file: string,
): Promise<{ tables: Record<string, number>; from: string; media: number }> {
  const entries = extract()
  const reading = pipeline(createReadStream(file), createGunzip(), entries)
  for await (const entry of entries) {
    const chunks: Buffer[] = []
    for await (const chunk of entry) chunks.push(chunk as Buffer)
    if (entry.header.name === 'quo-backup.json') {
      entries.destroy()
      await reading.catch(() => undefined)
      return JSON.parse(Buffer.concat(chunks).toString('utf8'))
    }
  }
  throw new Error('no manifest')
}

async function start(env: Record<string, string>) {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  return startServer(folder, {
    PORT: String(port),
    HOST: '127.0.0.1',
    QUO_PUBLIC_URL: origin,
    QUO_DEMO_GEOGRAPHY: 'generated',
    QUO_SHUTDOWN_GRACE_SECONDS: '0',
    QUO_LOG_LEVEL: 'warn',
    ...env,
  })
}

describe('quo backup and quo restore', () => {
  it('move an embedded installation to PostgreSQL with every row, edit, history entry, sign-in and image', async () => {
    const embedded = { QUO_DATA_DIR: join(place, 'embedded') }
    server = await start(embedded)
    const password = server.passwords.get('staff@quo.local') ?? ''
    const auth = await staffAuth(server.origin, 'staff@quo.local', password)
    const { nanoId } = await renameItem(server.origin, auth, 1, 'Rathaus (Sicherung)')
    const { url } = await uploadPhoto(server.origin, auth, 'Vor der Sicherung', '#36c')
    const path = new URL(url).pathname
    const image = Buffer.from(await (await fetch(url)).arrayBuffer())
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)

    const backup = npmRun('backup', [archive], embedded)
    expect(backup.status, backup.stderr).toBe(0)
    expect(backup.stdout).toMatch(
      /^quo: backed up \d+ rows of \d+ tables and [1-9]\d* media files \(from PGlite/,
    )

    const onPostgres = { QUO_DATABASE_URL: database.url, QUO_DATA_DIR: join(place, 'postgres') }
    const restore = npmRun('restore', [archive], onPostgres)
    expect(restore.status, restore.stderr).toBe(0)
    expect(restore.stdout).toMatch(/^quo: restored \d+ rows .* \(into PostgreSQL/)
    console.log(backup.stdout.trim(), '\n', restore.stdout.trim())

    // Every table has the rows the embedded database had.
    const manifest = await manifestOf(archive)
    expect(manifest.from).toBe('pglite')
    expect(Object.keys(manifest.tables).length).toBeGreaterThan(20)
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    try {
      for (const [table, rows] of Object.entries(manifest.tables)) {
        const { rows: counted } = await client.query(`SELECT count(*)::int AS n FROM "${table}"`)
        expect(counted[0]?.n, table).toBe(rows)
      }
      expect(manifest.tables.items).toBeGreaterThan(100)
      expect(manifest.tables.change_history).toBeGreaterThan(0)
    } finally {
      await client.end()
    }

    // A second restore is refused rather than mixing two installations.
    const again = npmRun('restore', [archive], onPostgres)
    expect(again.status).toBe(1)
    expect(again.stderr.trim()).toBe(
      'quo: restore refused: the database holds data already: restore into an empty one, or pass --replace',
    )

    server = await start({ ...onPostgres, QUO_PUBLIC_URL: server.origin, PORT: new URL(server.origin).port })
    expect(server.output()).not.toMatch(/demo account/)
    const restoredAuth = await staffAuth(server.origin, 'staff@quo.local', password)
    const read = (await (await fetch(`${server.origin}/api/items/nanoid/${nanoId}`)).json()) as {
      title: string
    }
    expect(read.title).toBe('Rathaus (Sicherung)')
    const history = await fetch(`${server.origin}/api/items/dashboard/1/history/`, { headers: restoredAuth })
    expect(JSON.stringify(await history.json())).toMatch(/Rathaus \(Sicherung\)/)
    const restoredImage = await fetch(`${server.origin}${path}`)
    expect(restoredImage.status).toBe(200)
    expect(Buffer.from(await restoredImage.arrayBuffer()).equals(image)).toBe(true)
    // New rows get new ids after the restored ones.
    const next = await uploadPhoto(server.origin, restoredAuth, 'Nach der Sicherung', '#963')
    expect((await fetch(next.url)).status).toBe(200)

    // And the restored PostgreSQL backs up to the same rows.
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    const second = join(place, 'second.tar.gz')
    const fromPostgres = npmRun('backup', [second], onPostgres)
    expect(fromPostgres.status, fromPostgres.stderr).toBe(0)
    const secondManifest = await manifestOf(second)
    expect(secondManifest.from).toBe('postgres')
    expect(secondManifest.media).toBeGreaterThan(manifest.media)
  })
})
