import { rmSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { type Database, openDatabase } from '../src/db/database.js'
import { copyPgliteImage, forgetIdentity, openTestDatabase, TEST_DB, type TestDatabase } from './helpers.js'
import { parsePasswords, signIn } from './oidcFlow.js'
import { freePort } from './serverProcess.js'

/**
 * A database that outlives the process: on PGlite a data directory that is closed and opened
 * again (as a restart does), on PostgreSQL a database of its own.
 */
async function restartableDatabase(): Promise<{ open(): Promise<Database>; dispose(): Promise<void> }> {
  if (TEST_DB === 'postgres') {
    let test: TestDatabase | undefined
    return {
      async open() {
        test ??= await openTestDatabase({ firstStart: true })
        return test.database
      },
      dispose: async () => test?.dispose(),
    }
  }
  const dir = copyPgliteImage()
  let current: Database | undefined
  return {
    async open() {
      const first = current === undefined
      await current?.close()
      current = await openDatabase({ dataDir: dir })
      if (first) await forgetIdentity(current)
      return current
    },
    async dispose() {
      await current?.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

describe(`staff stay signed in across a restart (${TEST_DB})`, () => {
  let storage: Awaited<ReturnType<typeof restartableDatabase>>
  let port: number
  let origin: string
  let app: FastifyInstance | undefined

  async function start(printed: string[] = []) {
    const database = await storage.open()
    app = await buildApp({ database, identity: { publicUrl: origin, log: (line) => printed.push(line) } })
    await app.listen({ port, host: '127.0.0.1' })
    return printed
  }

  beforeAll(async () => {
    storage = await restartableDatabase()
    port = await freePort()
    origin = `http://127.0.0.1:${port}`
  })
  afterAll(async () => {
    await app?.close()
    await storage?.dispose()
  })

  it('refreshes, and accepts the earlier access token, after the process restarted', async () => {
    const passwords = parsePasswords(await start())
    expect([...passwords.keys()].sort()).toEqual(['gast@quo.local', 'messe@quo.local', 'staff@quo.local'])
    const first = await signIn(origin, 'staff@quo.local', passwords.get('staff@quo.local') as string)
    if (first.status !== 200) throw new Error('sign-in failed')

    await app?.close()
    // On PGlite the database itself closes and opens from its directory again.
    const printedAgain = await start()
    expect(parsePasswords(printedAgain).size).toBe(0)

    const daily = (token: string) =>
      fetch(`${origin}/api/metrics/sessions/daily/`, { headers: { authorization: `Bearer ${token}` } })
    expect((await daily(first.tokens.access_token)).status).toBe(200)
    const refreshed = await fetch(`${origin}/idp/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: first.tokens.refresh_token as string,
        client_id: 'quo-web',
      }).toString(),
    })
    expect(refreshed.status).toBe(200)
    const next = (await refreshed.json()) as { access_token: string }
    expect((await daily(next.access_token)).status).toBe(200)
    // The printed password still signs in: accounts and their hashes were kept too.
    expect((await signIn(origin, 'staff@quo.local', passwords.get('staff@quo.local') as string)).status).toBe(
      200,
    )
  }, 300_000)
})
