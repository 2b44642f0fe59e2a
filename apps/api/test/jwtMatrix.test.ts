import { Writable } from 'node:stream'
import { Problem } from '@quo/contract'
import { eq } from 'drizzle-orm'
import { base64url, exportSPKI, generateKeyPair, importJWK, type JWK, type JWTPayload, SignJWT } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { identitySecrets } from '../src/db/schema/index.js'
import { useTestApp } from './helpers.js'

/** Everything the app logs, to prove what it does not log. */
const logLines: string[] = []
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(chunk.toString())
    done()
  },
})

const { app, database } = useTestApp({ logger: { level: 'warn', stream: logStream } })
const ISSUER = 'http://localhost:8080/idp'
const AUDIENCE = 'urn:quo:api'
const URL_ = '/api/metrics/sessions/daily/'

let privateJwk: JWK
let sign: (payload: JWTPayload, header?: Record<string, unknown>, key?: CryptoKey) => Promise<string>

beforeAll(async () => {
  // The embedded issuer's own access-token key, from the database it shares with replicas.
  const [row] = await database()
    .db.select()
    .from(identitySecrets)
    .where(eq(identitySecrets.name, 'jwk:ES256'))
  privateJwk = row?.value as JWK
  const key = (await importJWK(privateJwk, 'ES256')) as CryptoKey
  sign = (payload, header = {}, signingKey = key) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: 'ES256', kid: privateJwk.kid, typ: 'at+jwt', ...header })
      .sign(signingKey)
})

const now = () => Math.floor(Date.now() / 1000)
const claims = (extra: JWTPayload = {}): JWTPayload => ({
  iss: ISSUER,
  aud: AUDIENCE,
  sub: 'staff-demo',
  iat: now(),
  exp: now() + 600,
  roles: ['staff'],
  ...extra,
})
const call = (token?: string) =>
  app().inject({ url: URL_, headers: token === undefined ? {} : { authorization: `Bearer ${token}` } })

describe('staff tokens: the JWT matrix', () => {
  it('accepts a well-formed staff token of the issuer, within the clock tolerance', async () => {
    expect((await call(await sign(claims()))).statusCode).toBe(200)
    const lateButTolerated = await sign(claims({ exp: now() - 10, iat: now() - 600 }))
    expect((await call(lateButTolerated)).statusCode).toBe(200)
  })

  it('answers 401 without a token, with a plain Bearer challenge', async () => {
    const res = await call()
    expect(res.statusCode).toBe(401)
    expect(res.headers['www-authenticate']).toBe('Bearer')
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/)
  })

  const bad: [string, () => Promise<string>][] = [
    [
      'alg none',
      async () =>
        `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'at+jwt' }))}.${base64url.encode(JSON.stringify(claims()))}.`,
    ],
    [
      'HS256 signed with the public key',
      async () => {
        const { d: _d, ...publicJwk } = privateJwk
        const pem = await exportSPKI((await importJWK({ ...publicJwk, alg: 'ES256' }, 'ES256')) as CryptoKey)
        return new SignJWT(claims())
          .setProtectedHeader({ alg: 'HS256', kid: privateJwk.kid, typ: 'at+jwt' })
          .sign(new TextEncoder().encode(pem))
      },
    ],
    ['wrong audience', () => sign(claims({ aud: 'urn:other:api' }))],
    ['wrong issuer', () => sign(claims({ iss: 'https://evil.example/idp' }))],
    ['expired', () => sign(claims({ iat: now() - 3600, exp: now() - 60 }))],
    [
      'no exp',
      async () => {
        const { exp: _exp, ...rest } = claims()
        return sign(rest)
      },
    ],
    ['nbf in the future', () => sign(claims({ nbf: now() + 120 }))],
    ['iat in the future', () => sign(claims({ iat: now() + 120, exp: now() + 900 }))],
    [
      'unknown kid',
      async () => {
        const other = await generateKeyPair('ES256')
        return sign(claims(), { kid: 'not-a-key-of-the-issuer' }, other.privateKey)
      },
    ],
    ['wrong typ (an ID token or plain JWT)', () => sign(claims(), { typ: 'JWT' })],
    ['garbage', async () => 'not-a-jwt'],
  ]

  it.each(bad)('answers 401 with invalid_token for %s', async (_name, make) => {
    const res = await call(await make())
    expect(res.statusCode).toBe(401)
    expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"')
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/)
    expect(Problem.parse(res.json()).status).toBe(401)
  })

  it('answers 403 to a valid token without the staff role', async () => {
    const res = await call(await sign(claims({ roles: ['editor'] })))
    expect(res.statusCode).toBe(403)
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/)
    expect(res.headers['www-authenticate']).toBeUndefined()
  })

  it('logs no "Reply was already sent" for the 401s and 403s it answered', async () => {
    await call()
    await call('not-a-jwt')
    await call(await sign(claims({ roles: [] })))
    await new Promise((r) => setTimeout(r, 50))
    expect(logLines.filter((l) => /already sent/i.test(l))).toEqual([])
  })
})
