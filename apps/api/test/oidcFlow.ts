import { createHash, randomBytes } from 'node:crypto'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, expect } from 'vitest'
import { type AppOptions, buildApp } from '../src/app.js'
import type { Database } from '../src/db/database.js'
import type { IdentityOptions } from '../src/plugins/identity.js'
import { demoPasswords, openTestDatabase, type TestDatabase } from './helpers.js'
import { checkEveryAnswer } from './openapiConformance.js'
import { freePort } from './serverProcess.js'

export interface ListeningApp {
  origin: () => string
  app: () => FastifyInstance
  database: () => Database
  /** Demo account passwords, by e-mail, as the first start printed them. */
  passwords: Map<string, string>
}

export interface ListeningOptions {
  identity?: Partial<IdentityOptions>
  logger?: AppOptions['logger']
  /** Fastify's `trustProxy`, e.g. to sign in from several client addresses via X-Forwarded-For. */
  trustProxy?: AppOptions['trustProxy']
}

/** The passwords in the lines the first start prints (the format e2e also parses). */
export function parsePasswords(lines: string[], into = new Map<string, string>()): Map<string, string> {
  for (const line of lines) {
    const match = line.match(/demo account (\S+) .*password: (\S+)/)
    if (match?.[1] && match[2]) into.set(match[1], match[2])
  }
  return into
}

/** The app listening on a real port with the embedded issuer, for sign-ins over HTTP. */
export function useListeningApp(options: ListeningOptions = {}): ListeningApp {
  let db: TestDatabase
  let app: FastifyInstance
  let origin = ''
  const passwords = new Map<string, string>()
  beforeAll(async () => {
    const port = await freePort()
    origin = `http://127.0.0.1:${port}`
    db = await openTestDatabase()
    const printed: string[] = []
    app = await buildApp({
      database: db.database,
      ...(options.logger ? { logger: options.logger } : {}),
      ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
      identity: { publicUrl: origin, log: (line) => printed.push(line), ...options.identity },
    })
    await app.listen({ port, host: '127.0.0.1' })
    await checkEveryAnswer(app)
    // Printed while the app got ready when it created the accounts; the seeded image already has
    // them (test/setup/seedTestDatabase.ts), with the passwords its first start printed.
    parsePasswords(printed, passwords)
    if (passwords.size === 0) for (const [email, password] of demoPasswords()) passwords.set(email, password)
  })
  afterAll(async () => {
    await app?.close()
    await db?.dispose()
  })
  return { origin: () => origin, app: () => app, database: () => db.database, passwords }
}

/** A browser's cookie jar, enough for the issuer's session and interaction cookies. */
export class Jar {
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

/**
 * Follows redirects like a browser (keeping cookies) until one leaves the issuer; answers that
 * URL, or the last response when a page is shown instead.
 */
export async function browse(
  start: URL | string,
  jar: Jar,
  init: RequestInit = {},
): Promise<{ left: URL } | { page: Response }> {
  let url = new URL(start)
  let res = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...init.headers, cookie: jar.header() },
  })
  for (let hop = 0; hop < 10; hop++) {
    jar.store(res)
    const location = res.headers.get('location')
    if (!location || res.status < 300 || res.status >= 400) return { page: res }
    url = new URL(location, url)
    if (!url.pathname.startsWith('/idp/')) return { left: url }
    res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } })
  }
  throw new Error('too many redirects')
}

/** Posts the sign-in form of an issuer page, as a browser would. */
export async function submitLogin(page: Response, jar: Jar, email: string, password: string) {
  const html = await page.text()
  const action = html.match(/action="([^"]+)"/)?.[1]
  if (!action) throw new Error(`no sign-in form:\n${html}`)
  return browse(new URL(action, page.url), jar, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  })
}

/** Signs in through the issuer's pages like a browser and exchanges the code with PKCE. */
export async function signIn(
  origin: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
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
    headers: { ...headers, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  })
  if (res.status === 401 || res.status === 429)
    return {
      status: res.status as 401 | 429,
      page: await res.text(),
      retryAfter: res.headers.get('retry-after'),
    }
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

/** An access token of the staff demo account, obtained through the real code + PKCE flow. */
async function staffToken(listening: ListeningApp): Promise<string> {
  const result = await signIn(
    listening.origin(),
    'staff@quo.local',
    listening.passwords.get('staff@quo.local') as string,
  )
  if (result.status !== 200) throw new Error('staff sign-in failed')
  return result.tokens.access_token
}

/** Staff and guest access tokens for the file's tests, signed in once before them. */
export function useTokens(listening: ListeningApp): { staff: () => string; guest: () => string } {
  let staff = ''
  let guest = ''
  beforeAll(async () => {
    staff = await staffToken(listening)
    const result = await signIn(
      listening.origin(),
      'gast@quo.local',
      listening.passwords.get('gast@quo.local') as string,
    )
    if (result.status !== 200) throw new Error('guest sign-in failed')
    guest = result.tokens.access_token
  })
  return { staff: () => staff, guest: () => guest }
}

export type StaffRequest = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  bearer?: string,
) => Promise<LightMyRequestResponse>

/** Requests with the staff token unless another bearer ('' for none) is given. */
export function staffRequest(listening: ListeningApp, tokens: { staff: () => string }): StaffRequest {
  return (method, url, payload, bearer = tokens.staff()) =>
    listening.app().inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    })
}
