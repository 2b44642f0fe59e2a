import { SystemStatus } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { TEST_DB } from './helpers.js'
import { sender, useTokenApp } from './staffTokens.js'

const REDIS = process.env.QUO_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

describe('the system status of the debug screen', () => {
  const withRedis = useTokenApp({ redisUrl: REDIS })
  // A Redis that does not answer, behind a URL with a password the answer must not repeat.
  const brokenRedis = useTokenApp({ redisUrl: 'redis://:geheim@127.0.0.1:1' })

  it('is for staff only', async () => {
    expect((await withRedis.app().inject({ url: '/api/system/status/' })).statusCode).toBe(401)
    expect((await sender(withRedis, { roles: [] })('GET', '/api/system/status/')).statusCode).toBe(403)
  })

  it('shows the version, the database with its migrations, Redis and what the token said', async () => {
    const editor = sender(withRedis, { roles: ['staff'], branches: [3, 21], sub: 'editor-debug' })
    const res = await editor('GET', '/api/system/status/')
    expect(res.statusCode, res.body).toBe(200)
    const status = SystemStatus.parse(res.json())
    expect(status.database).toMatchObject({
      ok: true,
      kind: TEST_DB,
      detail: expect.stringMatching(/^PostgreSQL \d+/),
    })
    expect(status.database.migrations).toBeGreaterThanOrEqual(16)
    expect(status.redis).toMatchObject({ ok: true, detail: 'PONG' })
    expect(status.caller).toEqual({ sub: 'editor-debug', email: 'editor-debug@quo.test', branches: [3, 21] })
    expect(status.node).toBe(process.version)
  })

  it('says Redis does not answer, without its URL', async () => {
    const admin = sender(brokenRedis, { roles: ['staff', 'admin'] })
    const status = SystemStatus.parse((await admin('GET', '/api/system/status/')).json())
    expect(status.redis?.ok).toBe(false)
    expect(status.redis?.detail).not.toMatch(/geheim|redis:\/\//)
    expect(status.caller.branches).toBe('all')
  })
})
