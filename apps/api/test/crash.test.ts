import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase, queryRows } from '../src/db/database.js'
import { scratchPostgres, TEST_DB, type TestDatabase } from './helpers.js'
import { signIn } from './oidcFlow.js'
import { freePort, startApi } from './serverProcess.js'

// kill -9 while visitors send usage events and right after a staff write: everything the
// server acknowledged (202, 201) must be in the database when it comes back.
const SENDERS = 16

const dataDir = mkdtempSync(join(tmpdir(), 'quo-crash-'))
let postgres: TestDatabase | undefined
afterAll(async () => {
  await postgres?.dispose()
  rmSync(dataDir, { recursive: true, force: true })
})

function passwordOf(output: string, email: string): string {
  const m = output.match(new RegExp(`demo account ${email.replace('.', '\\.')} .*password: (\\S+)`))
  if (!m?.[1]) throw new Error(`no password printed for ${email}:\n${output}`)
  return m[1]
}

describe(`kill -9 (${TEST_DB})`, () => {
  // A fresh API process seeds the demo first; on a busy CI machine (every suite at once) one start
  // has taken over two minutes, and this test starts it twice.
  it('loses no acknowledged metric and no created item', { timeout: 480_000 }, async () => {
    // The issuer's redirect URIs are on the public URL, so the port is chosen before the start.
    const port = await freePort()
    const env: Record<string, string> = {
      QUO_DATA_DIR: dataDir,
      QUO_RATE_LIMIT_METRICS: '100000000',
      PORT: String(port),
      QUO_PUBLIC_URL: `http://127.0.0.1:${port}`,
    }
    if (TEST_DB === 'postgres') {
      postgres = await scratchPostgres()
      env.QUO_DATABASE_URL = postgres.url as string
    }
    const { child, origin, output } = await startApi(env)
    const exited = new Promise((resolve) => child.once('exit', resolve))
    const signedIn = await signIn(origin, 'staff@quo.local', passwordOf(output(), 'staff@quo.local'))
    if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status}`)

    const acknowledged: string[] = []
    const answers = new Map<number, number>()
    let running = true
    const sender = async (n: number) => {
      for (let i = 0; running; i++) {
        const session = `crash-${n}-${String(i).padStart(6, '0')}`
        try {
          const res = await fetch(`${origin}/api/metrics/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ metric_key: 'map_item_click', session_id: session, item_id: 42 }),
          })
          answers.set(res.status, (answers.get(res.status) ?? 0) + 1)
          if (res.status === 202) acknowledged.push(session)
        } catch {
          return // the server is gone
        }
      }
    }
    const senders = Array.from({ length: SENDERS }, (_, n) => sender(n))
    while (acknowledged.length < 1000) await new Promise((r) => setTimeout(r, 50))

    const created = await fetch(`${origin}/api/items`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${signedIn.tokens.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ title: 'Kurz vor dem Absturz', lon: 9.52, lat: 47.14 }),
    })
    expect(created.status).toBe(201)
    const item = (await created.json()) as { id: number }
    child.kill('SIGKILL')
    await exited
    running = false
    await Promise.all(senders)

    const database = await openDatabase(
      TEST_DB === 'postgres' ? { url: postgres?.url } : { dataDir: join(dataDir, 'pglite') },
    )
    try {
      const stored = await queryRows<{ session_id: string }>(
        database.db,
        sql`SELECT session_id FROM metrics WHERE session_id LIKE 'crash-%'`,
      )
      const storedSet = new Set(stored.map((r) => r.session_id))
      const lost = acknowledged.filter((s) => !storedSet.has(s))
      const [found] = await queryRows<{ title: string }>(
        database.db,
        sql`SELECT title FROM items WHERE id = ${item.id}`,
      )
      console.log(
        `kill -9 on ${TEST_DB}: ${acknowledged.length} metrics acknowledged, ${storedSet.size} stored, ${lost.length} lost; answers ${JSON.stringify(Object.fromEntries(answers))}`,
      )
      expect(lost).toEqual([])
      expect(found?.title).toBe('Kurz vor dem Absturz')
      // Each event was written once, however the burst was grouped.
      expect(stored.length).toBe(storedSet.size)
    } finally {
      await database.close()
    }
  })
})
