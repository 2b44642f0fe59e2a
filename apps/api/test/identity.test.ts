import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { loadIdentityStore } from '../src/identity/identityStore.js'
import { openTestDatabase, type TestDatabase } from './helpers.js'

let db: TestDatabase
let app: FastifyInstance
let origin: string
let dataDir: string
const passwords = new Map<string, string>()

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as { port: number }
  await new Promise((r) => server.close(r))
  return port
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'quo-idp-'))
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  const store = await loadIdentityStore(dataDir)
  for (const a of store.created) passwords.set(a.email, a.password)
  db = await openTestDatabase()
  app = await buildApp({ database: db.database, identity: { publicUrl: origin, dataDir } })
  await app.listen({ port, host: '127.0.0.1' })
})
afterAll(async () => {
  await app?.close()
  await db?.dispose()
  rmSync(dataDir, { recursive: true, force: true })
})

/** A browser's cookie jar, enough for the issuer's session and interaction cookies. */
class Jar {
  private cookies = new Map<string, string>()
  store(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';')
      const i = pair.indexOf('=')
      this.cookies.set(pair.slice(0, i), pair.slice(i + 1))
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }
}

/** Signs in through the issuer's pages like a browser and exchanges the code with PKCE. */
async function signIn(email: string, password: string) {
  const jar = new Jar()
  const verifier = randomBytes(32).toString('base64url')
  const challenge = createHash('sha256').update(verifier).digest('base64url')
  const redirectUri = `${origin}/auth0-callback`
  const auth = new URL(`${origin}/idp/auth`)
  auth.search = new URLSearchParams({
    client_id: 'quo-web',
    response_type: 'code',
    scope: 'openid email',
    redirect_uri: redirectUri,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'xyz',
  }).toString()
  let res = await fetch(auth, { redirect: 'manual' })
  jar.store(res)
  let location = new URL(res.headers.get('location') ?? '', origin)
  expect(location.pathname).toMatch(/^\/idp\/interaction\//)
  res = await fetch(location, { headers: { cookie: jar.header() } })
  const page = await res.text()
  expect(page).toContain('Anmelden')
  const action = page.match(/action="([^"]+)"/)?.[1] ?? ''
  res = await fetch(new URL(action, origin), {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  })
  if (res.status === 401) return { status: 401 as const, page: await res.text() }
  jar.store(res)
  // Follow the issuer's redirects until it sends the browser back to the app with a code.
  for (let hop = 0; hop < 5; hop++) {
    location = new URL(res.headers.get('location') ?? '', origin)
    if (location.pathname === '/auth0-callback') break
    res = await fetch(location, { redirect: 'manual', headers: { cookie: jar.header() } })
    jar.store(res)
  }
  expect(location.searchParams.get('state')).toBe('xyz')
  const code = location.searchParams.get('code') ?? ''
  const token = await fetch(`${origin}/idp/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: 'quo-web',
      code_verifier: verifier,
    }).toString(),
  })
  expect(token.status).toBe(200)
  return {
    status: 200 as const,
    tokens: (await token.json()) as { access_token: string; refresh_token?: string; id_token: string },
  }
}

const daily = (token?: string) =>
  fetch(
    `${origin}/api/metrics/sessions/daily/`,
    token ? { headers: { authorization: `Bearer ${token}` } } : {},
  )

describe('staff sign-in through the embedded issuer', () => {
  it('publishes OpenID Connect discovery', async () => {
    const res = await fetch(`${origin}/idp/.well-known/openid-configuration`)
    const doc = (await res.json()) as { issuer: string; code_challenge_methods_supported: string[] }
    expect(doc.issuer).toBe(`${origin}/idp`)
    expect(doc.code_challenge_methods_supported).toContain('S256')
  })

  it('lets staff read staff endpoints with a token from a real code + PKCE exchange', async () => {
    const result = await signIn('staff@quo.local', passwords.get('staff@quo.local') as string)
    expect(result.status).toBe(200)
    if (result.status !== 200) return
    expect(result.tokens.refresh_token).toBeTruthy()
    const res = await daily(result.tokens.access_token)
    expect(res.status).toBe(200)
    expect(Array.isArray(await res.json())).toBe(true)

    // The refresh token yields a new, working access token.
    const refreshed = await fetch(`${origin}/idp/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: result.tokens.refresh_token as string,
        client_id: 'quo-web',
      }).toString(),
    })
    expect(refreshed.status).toBe(200)
    const next = (await refreshed.json()) as { access_token: string }
    expect((await daily(next.access_token)).status).toBe(200)
  })

  it('answers 403 to a signed-in user without the staff role', async () => {
    const result = await signIn('gast@quo.local', passwords.get('gast@quo.local') as string)
    expect(result.status).toBe(200)
    if (result.status !== 200) return
    const res = await daily(result.tokens.access_token)
    expect(res.status).toBe(403)
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/)
  })

  it('answers 401 without a token or with a forged one', async () => {
    const none = await daily()
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toBe('Bearer')
    const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')
    const body = Buffer.from(JSON.stringify({ sub: 'x', roles: ['staff'], aud: 'urn:quo:api' })).toString(
      'base64url',
    )
    expect((await daily(`${header}.${body}.c2lnbmF0dXJl`)).status).toBe(401)
  })

  it('shows a German error for a wrong password', async () => {
    const result = await signIn('staff@quo.local', 'falsch')
    expect(result.status).toBe(401)
    if (result.status === 401) expect(result.page).toContain('E-Mail oder Passwort ist falsch.')
  })
})
