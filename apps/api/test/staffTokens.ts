import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { afterAll, beforeAll, expect } from 'vitest'
import { type AppOptions, buildApp } from '../src/app.js'
import type { Database } from '../src/db/database.js'
import { openTestDatabase, type TestDatabase } from './helpers.js'
import { checkEveryAnswer } from './openapiConformance.js'

const AUDIENCE = 'urn:quo:api'

export interface TokenClaims {
  roles: string[]
  /** Branch short ids, as the `branches` claim. */
  branches?: number[]
  sub?: string
}

export interface TokenApp {
  app: () => FastifyInstance
  database: () => Database
  /** Connection URL of the PostgreSQL test database (undefined on PGlite), for a second client. */
  url: () => string | undefined
  /** An access token of this issuer with these claims, valid for half an hour. */
  token: (claims: TokenClaims) => Promise<string>
}

/**
 * The app trusting an external issuer whose key the tests hold, so they can mint access
 * tokens with any roles and branches — what an Auth0 or Keycloak would send. The issuer
 * serves only discovery and its JWKS, on a loopback port.
 */
export function useTokenApp(options: Omit<Partial<AppOptions>, 'database' | 'identity'> = {}): TokenApp {
  let test: TestDatabase
  let app: FastifyInstance
  let server: Server
  let issuer = ''
  let sign: (claims: TokenClaims) => Promise<string>
  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256')
    const kid = randomUUID()
    const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' }] }
    server = createServer((req, res) => {
      const body =
        req.url === '/.well-known/openid-configuration'
          ? { issuer, jwks_uri: `${issuer}/jwks` }
          : req.url === '/jwks'
            ? jwks
            : undefined
      res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body ?? {}))
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    issuer = `http://127.0.0.1:${(server.address() as { port: number }).port}`
    sign = ({ roles, branches, sub = randomUUID() }) =>
      new SignJWT({
        roles,
        ...(branches ? { branches } : {}),
        client_id: 'quo-web',
        email: `${sub}@quo.test`,
      })
        .setProtectedHeader({ alg: 'ES256', kid, typ: 'at+jwt' })
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setSubject(sub)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime('30m')
        .sign(privateKey)
    test = await openTestDatabase()
    app = await buildApp({
      logger: { level: 'error' },
      ...options,
      database: test.database,
      identity: { issuer, audience: AUDIENCE },
    })
    await app.ready()
    // Every answer a suite receives is checked against the served document.
    await checkEveryAnswer(app)
  })
  afterAll(async () => {
    await app?.close()
    await test?.dispose()
    await new Promise((r) => server?.close(r))
  })
  return {
    app: () => app,
    database: () => test.database,
    url: () => test.url,
    token: (claims) => sign(claims),
  }
}

export type Send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) => Promise<LightMyRequestResponse>

/** Requests under one bearer token, minted on first use. */
export function sender(tokenApp: TokenApp, claims: TokenClaims): Send {
  let bearer: Promise<string> | undefined
  return async (method, url, payload) => {
    bearer ??= tokenApp.token(claims)
    return tokenApp.app().inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { authorization: `Bearer ${await bearer}` },
    })
  }
}

/** A created record's id, failing loudly when the call that should create it did not. */
export async function created(send: Send, url: string, payload: unknown): Promise<number> {
  const res = await send('POST', url, payload)
  expect(res.statusCode, `${url} ${res.body}`).toBe(201)
  return (res.json() as { id: number }).id
}
