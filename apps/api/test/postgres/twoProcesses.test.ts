import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '../helpers.js'
import { parsePasswords, signIn } from '../oidcFlow.js'

const apiDir = fileURLToPath(new URL('../..', import.meta.url))

interface Server {
  child: ChildProcess
  origin: string
  /** Everything it printed so far. */
  output: () => string
}

/** Starts `src/server.ts` as its own process; resolves with its origin once it listens. */
function startServer(databaseUrl: string, env: Record<string, string> = {}): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@quo/source', 'src/server.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        QUO_DATABASE_URL: databaseUrl,
        QUO_SEED: 'none',
        PORT: '0',
        HOST: '127.0.0.1',
        QUO_LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 90_000)
    const onData = (chunk: Buffer) => {
      out += chunk.toString()
      const match = out.match(/ready in .* on (http:\/\/[^/\s]+)\//)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve({ child, origin: match[1], output: () => out })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)))
  })
}

async function stop(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return
  const exited = new Promise((r) => server.child.once('exit', r))
  server.child.kill('SIGTERM')
  await exited
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

describe('two API processes on one PostgreSQL', () => {
  let db: TestDatabase
  const servers: Server[] = []

  beforeAll(async () => {
    db = await openTestDatabase()
    servers.push(...(await Promise.all([startServer(db.url as string), startServer(db.url as string)])))
  })
  afterAll(async () => {
    await Promise.all(servers.map(stop))
    await db?.dispose()
  })

  it('both drop their cached read when either database client writes', async () => {
    const etags = async () =>
      Promise.all(servers.map(async (s) => (await fetch(`${s.origin}/api/tags/`)).headers.get('etag')))
    const before = await etags()
    expect(before[0]).toBe(before[1])

    // A write from outside both processes, as another replica or a migration would make.
    const client = new pg.Client({ connectionString: db.url })
    await client.connect()
    await client.query(`UPDATE tag_translations SET tag_value_translate = 'Hausgemacht' WHERE tag_id = 1`)
    await client.end()

    let after = await etags()
    for (let i = 0; i < 100 && after.some((e) => e === before[0]); i++) {
      await new Promise((r) => setTimeout(r, 50))
      after = await etags()
    }
    expect(after[0]).not.toBe(before[0])
    expect(after[0]).toBe(after[1])
    const body = await (await fetch(`${servers[1]?.origin}/api/tags/`)).text()
    expect(body).toContain('Hausgemacht')
  })
})

describe('sign-in across API processes on one PostgreSQL', () => {
  let db: TestDatabase
  const servers: Server[] = []
  const dataDirs: string[] = []
  let publicUrl = ''

  /** A process with its own data directory and port, behind one public origin (a load balancer's). */
  async function start(port: number) {
    const dataDir = mkdtempSync(join(tmpdir(), 'quo-replica-'))
    dataDirs.push(dataDir)
    const server = await startServer(db.url as string, {
      PORT: String(port),
      QUO_DATA_DIR: dataDir,
      QUO_PUBLIC_URL: publicUrl,
    })
    servers.push(server)
    return server
  }

  beforeAll(async () => {
    // Both processes start together on an installation's first start.
    db = await openTestDatabase({ firstStart: true })
  })
  afterAll(async () => {
    await Promise.all(servers.map(stop))
    await db?.dispose()
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  })

  const daily = (origin: string, token: string) =>
    fetch(`${origin}/api/metrics/sessions/daily/`, { headers: { authorization: `Bearer ${token}` } })
  const refresh = (origin: string, refreshToken: string) =>
    fetch(`${origin}/idp/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: 'quo-web',
      }).toString(),
    })

  it('share keys, accounts and refresh tokens, also across a restart', async () => {
    const [portA, portB] = [await freePort(), await freePort()]
    publicUrl = `http://127.0.0.1:${portA}`
    // Both start at once on an empty identity: one set of keys and accounts must come out.
    const [a, b] = await Promise.all([start(portA), start(portB)])
    if (!a || !b) throw new Error('servers did not start')
    const printed = [...a.output().split('\n'), ...b.output().split('\n')]
    const passwords = parsePasswords(printed)
    expect(printed.filter((l) => l.includes('demo account'))).toHaveLength(3)
    expect(passwords.get('staff@quo.local')).toBeTruthy()

    const first = await signIn(a.origin, 'staff@quo.local', passwords.get('staff@quo.local') as string)
    if (first.status !== 200) throw new Error('sign-in failed')
    // B accepts A's access token and refreshes A's refresh token.
    expect((await daily(b.origin, first.tokens.access_token)).status).toBe(200)
    const fromB = await refresh(b.origin, first.tokens.refresh_token as string)
    expect(fromB.status).toBe(200)
    const tokensB = (await fromB.json()) as { access_token: string; refresh_token: string }
    expect((await daily(a.origin, tokensB.access_token)).status).toBe(200)

    // A restarts (a new process, a new data directory): the refresh token from B still works.
    await stop(a)
    const restarted = await start(portA)
    expect(parsePasswords(restarted.output().split('\n')).size).toBe(0)
    const fromRestarted = await refresh(restarted.origin, tokensB.refresh_token)
    expect(fromRestarted.status).toBe(200)
    const tokensA = (await fromRestarted.json()) as { access_token: string }
    expect((await daily(b.origin, tokensA.access_token)).status).toBe(200)
  })
})
