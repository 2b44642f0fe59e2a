import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@quo/bench'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildProductionFolder, ROOT, type RunningServer, startServer } from './productionFolder.js'
import { scratchDatabase } from './scratchDatabase.js'
import { renameItem, staffAuth, uploadPhoto } from './staffEdits.js'

// The production folder as an operator gets it, started from outside the repository on
// PostgreSQL with NODE_ENV=production, then used as staff and visitors use it.
const place = mkdtempSync(join(tmpdir(), 'quo-production-'))
const folder = join(place, 'quo')
let database: Awaited<ReturnType<typeof scratchDatabase>>
let server: RunningServer | undefined

beforeAll(async () => {
  buildProductionFolder(folder)
  database = await scratchDatabase('production')
})
afterAll(async () => {
  server?.child.kill('SIGKILL')
  await database?.drop()
  rmSync(place, { recursive: true, force: true })
})

describe('the production folder', () => {
  it('holds what runs and nothing of the workspace', () => {
    expect(folder.startsWith(ROOT)).toBe(false)
    expect(readdirSync(folder).sort()).toEqual([
      'LICENSE',
      'apps',
      'data',
      'dist',
      'drizzle',
      'node_modules',
      'package.json',
    ])
    for (const app of ['web', 'embed', 'dashboard'])
      expect(existsSync(join(folder, 'apps', app, 'dist', 'index.html'))).toBe(true)
    for (const dev of ['tsx', 'vitest', 'vite', 'drizzle-kit', 's3rver', 'autocannon'])
      expect(existsSync(join(folder, 'node_modules', dev)), dev).toBe(false)
    expect(readdirSync(join(folder, 'dist')).some((name) => name.endsWith('.ts'))).toBe(false)
  })

  it('starts on PostgreSQL and serves sign-in, an edit, an upload and the public reads', async () => {
    const port = await freePort()
    const origin = `http://127.0.0.1:${port}`
    server = await startServer(folder, {
      PORT: String(port),
      HOST: '127.0.0.1',
      QUO_PUBLIC_URL: origin,
      QUO_DATABASE_URL: database.url,
      QUO_DATA_DIR: join(place, 'data'),
      QUO_DEMO_GEOGRAPHY: 'generated',
      QUO_SHUTDOWN_GRACE_SECONDS: '1',
      QUO_LOG_LEVEL: 'warn',
    })
    expect(server.output()).toMatch(/database: PostgreSQL/)

    const page = await fetch(`${origin}/`)
    expect(page.status).toBe(200)
    expect(await page.text()).toMatch(/<html lang="de"/)
    expect((await fetch(`${origin}/dashboard/`)).status).toBe(200)
    const branches = (await (await fetch(`${origin}/api/branches/`)).json()) as { branches: unknown[] }
    expect(branches.branches.length).toBeGreaterThan(3)

    const auth = await staffAuth(origin, 'staff@quo.local', server.passwords.get('staff@quo.local') ?? '')
    const { nanoId } = await renameItem(origin, auth, 1, 'Rathaus (Produktion)')
    const read = (await (await fetch(`${origin}/api/items/nanoid/${nanoId}`)).json()) as { title: string }
    expect(read.title).toBe('Rathaus (Produktion)')
    const history = await fetch(`${origin}/api/items/dashboard/1/history/`, { headers: auth })
    expect(JSON.stringify(await history.json())).toMatch(/Rathaus \(Produktion\)/)

    const { url } = await uploadPhoto(origin, auth, 'Rathaus')
    const image = await fetch(url)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^image\//)
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100)

    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(server.output()).not.toMatch(/"level":(50|60)/)
  })
})
