import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '../helpers.js'

const apiDir = fileURLToPath(new URL('../..', import.meta.url))

/** Starts `src/server.ts` as its own process on an ephemeral port; resolves with its origin. */
function startServer(databaseUrl: string): Promise<{ child: ChildProcess; origin: string }> {
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
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000)
    const onData = (chunk: Buffer) => {
      out += chunk.toString()
      const match = out.match(/on (http:\/\/[^/\s]+)\//)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve({ child, origin: match[1] })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)))
  })
}

describe('two API processes on one PostgreSQL', () => {
  let db: TestDatabase
  const servers: { child: ChildProcess; origin: string }[] = []

  beforeAll(async () => {
    db = await openTestDatabase()
    servers.push(...(await Promise.all([startServer(db.url as string), startServer(db.url as string)])))
  })
  afterAll(async () => {
    for (const s of servers) s.child.kill('SIGTERM')
    await Promise.all(
      servers.map((s) => new Promise((r) => (s.child.exitCode !== null ? r(null) : s.child.once('exit', r)))),
    )
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
