import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { openTestDatabase, type TestDatabase } from './helpers.js'

const PUBLIC_URL = 'http://localhost:8092'
const INLINE = "window.__boot = 'start pins'"
const hashOf = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`

let db: TestDatabase
let app: FastifyInstance
let proxied: FastifyInstance
let appsDir: string

beforeAll(async () => {
  appsDir = mkdtempSync(join(tmpdir(), 'quo-csp-'))
  for (const name of ['web', 'embed', 'dashboard']) {
    mkdirSync(join(appsDir, name, 'dist'), { recursive: true })
    writeFileSync(
      join(appsDir, name, 'dist', 'index.html'),
      `<!doctype html><title>${name}</title><script>${INLINE} + '${name}'</script><script type="module" src="/x.js"></script>`,
    )
  }
  db = await openTestDatabase()
  app = await buildApp({ database: db.database, appsDir, publicUrl: PUBLIC_URL })
  proxied = await buildApp({
    database: db.database,
    appsDir,
    publicUrl: PUBLIC_URL,
    trustProxy: ['127.0.0.1'],
  })
})
afterAll(async () => {
  await app?.close()
  await proxied?.close()
  await db?.dispose()
  rmSync(appsDir, { recursive: true, force: true })
})

function directives(policy: unknown): Map<string, string> {
  expect(typeof policy).toBe('string')
  return new Map(
    String(policy)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  )
}

describe('Content-Security-Policy per route family', () => {
  it('lets any site frame the public map and /embed/, allowing only their own inline scripts', async () => {
    for (const [url, name] of [
      ['/map', 'web'],
      ['/map/some/deep/path', 'web'],
      ['/embed/search-shortcut/3/essen', 'embed'],
    ] as const) {
      const res = await app.inject({ url })
      expect(res.statusCode).toBe(200)
      const csp = directives(res.headers['content-security-policy'])
      expect(csp.get('default-src')).toBe("'self'")
      expect(csp.get('object-src')).toBe("'none'")
      expect(csp.get('base-uri')).toBe("'none'")
      expect(csp.get('frame-ancestors')).toBe('*')
      expect(csp.get('script-src')).toBe(`'self' ${hashOf(`${INLINE} + '${name}'`)}`)
      expect(csp.get('script-src')).not.toContain('unsafe-inline')
      expect(res.headers['x-frame-options']).toBeUndefined()
    }
  })

  it('lets a branch restrict who frames its map, and only its map', async () => {
    const balzers = await app.inject({ url: '/map', headers: { host: 'balzers.localhost:8092' } })
    const csp = directives(balzers.headers['content-security-policy'])
    expect(csp.get('frame-ancestors')).toBe("'self' https://www.balzers.li")
    expect(csp.get('script-src')).toBe(`'self' ${hashOf(`${INLINE} + 'web'`)}`)
    const vaduz = await app.inject({ url: '/map', headers: { host: 'vaduz.localhost:8092' } })
    expect(directives(vaduz.headers['content-security-policy']).get('frame-ancestors')).toBe('*')
    // Its embed view stays framable by any site.
    const embed = await app.inject({
      url: '/embed/search-shortcut/3/x',
      headers: { host: 'balzers.localhost:8092' },
    })
    expect(directives(embed.headers['content-security-policy']).get('frame-ancestors')).toBe('*')
  })

  it('lets only the product’s own pages frame the card preview, which no search engine lists', async () => {
    for (const host of ['vaduz.localhost:8092', 'balzers.localhost:8092', 'localhost:8092']) {
      const res = await app.inject({ url: '/card-preview', headers: { host } })
      expect(res.statusCode, host).toBe(200)
      const csp = directives(res.headers['content-security-policy'])
      expect(csp.get('frame-ancestors'), host).toBe("'self' http://localhost:8092 http://*.localhost:8092")
      expect(csp.get('script-src')).toBe(`'self' ${hashOf(`${INLINE} + 'web'`)}`)
      expect(res.headers['x-robots-tag']).toBe('noindex')
      expect(res.headers['x-frame-options']).toBeUndefined()
    }
    // The dashboard may frame it on a map's host, also over plain HTTP on a developer's machine.
    const dashboard = await app.inject({ url: '/dashboard/places/12' })
    expect(directives(dashboard.headers['content-security-policy']).get('frame-src')).toBe(
      "'self' https: http://localhost:8092 http://*.localhost:8092",
    )
    // The map itself is framed as before and listed.
    const map = await app.inject({ url: '/map', headers: { host: 'vaduz.localhost:8092' } })
    expect(map.headers['x-robots-tag']).toBeUndefined()
    expect(directives(map.headers['content-security-policy']).get('frame-src')).toBe("'self' https:")
  })

  it('tells caches that the map page, whose policy depends on the host, varies on it', async () => {
    const varies = (res: { headers: Record<string, unknown> }) =>
      String(res.headers.vary ?? '')
        .toLowerCase()
        .split(/,\s*/)
    for (const url of ['/', '/map', '/map/some/deep/path', '/nowhere/at/all']) {
      for (const host of ['localhost:8092', 'balzers.localhost:8092']) {
        const res = await app.inject({ url, headers: { host, 'accept-encoding': 'gzip' } })
        expect(res.headers['content-type'], url).toMatch(/^text\/html/)
        expect(varies(res), `${url} on ${host}`).toContain('host')
      }
    }
    // Behind a trusted proxy the forwarded host decides the branch, and the policy with it.
    const proxiedPage = await proxied.inject({
      url: '/map',
      remoteAddress: '127.0.0.1',
      headers: { host: 'localhost:8092', 'x-forwarded-host': 'balzers.localhost:8092' },
    })
    expect(directives(proxiedPage.headers['content-security-policy']).get('frame-ancestors')).toBe(
      "'self' https://www.balzers.li",
    )
    expect(varies(proxiedPage)).toEqual(expect.arrayContaining(['host', 'x-forwarded-host']))
    // An answer of the API does not vary on the host for its policy.
    expect(varies(await app.inject({ url: '/api/health' }))).not.toContain('host')
  })

  it('refuses framing of the dashboard, the sign-in pages and the API', async () => {
    const dashboard = await app.inject({ url: '/dashboard/places/' })
    expect(directives(dashboard.headers['content-security-policy']).get('frame-ancestors')).toBe("'none'")
    expect(dashboard.headers['x-frame-options']).toBe('DENY')

    // The issuer answers on the raw response; its pages get the policy all the same.
    const discovery = await app.inject({ url: '/idp/.well-known/openid-configuration' })
    expect(discovery.statusCode).toBe(200)
    const idp = directives(discovery.headers['content-security-policy'])
    expect(idp.get('frame-ancestors')).toBe("'none'")
    expect(idp.get('script-src')).toBe("'self'")
    expect(discovery.headers['x-frame-options']).toBe('DENY')

    const api = await app.inject({ url: '/api/branches/' })
    expect(directives(api.headers['content-security-policy']).get('default-src')).toBe("'none'")
    expect(directives(api.headers['content-security-policy']).get('frame-ancestors')).toBe("'none'")
    const problem = await app.inject({ url: '/api/items/nanoid/x' })
    expect(problem.statusCode).toBe(400)
    expect(directives(problem.headers['content-security-policy']).get('default-src')).toBe("'none'")
  })
})

describe('HSTS', () => {
  it('is sent only for requests that came over TLS', async () => {
    expect((await app.inject({ url: '/map' })).headers['strict-transport-security']).toBeUndefined()
    // Not believed from a client that is not a configured proxy …
    const forged = await app.inject({ url: '/map', headers: { 'x-forwarded-proto': 'https' } })
    expect(forged.headers['strict-transport-security']).toBeUndefined()
    // … believed from one that is.
    const viaProxy = await proxied.inject({ url: '/map', headers: { 'x-forwarded-proto': 'https' } })
    expect(viaProxy.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/)
  })
})

describe('CORS', () => {
  const preflight = (target: FastifyInstance, url: string, method: string, origin: string) =>
    target.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'authorization',
      },
    })

  it('opens public reads and visitors’ writes to every page', async () => {
    const read = await app.inject({ url: '/api/branches/', headers: { origin: 'https://partner.example' } })
    expect(read.headers['access-control-allow-origin']).toBe('*')
    const metrics = await preflight(app, '/api/metrics/', 'POST', 'https://partner.example')
    expect(metrics.headers['access-control-allow-origin']).toBe('*')
  })

  it('lets only the product’s own origins call staff endpoints', async () => {
    for (const [url, method] of [
      ['/api/items/dashboard/', 'GET'],
      ['/api/items/dashboard/12', 'GET'],
      ['/api/items', 'POST'],
      ['/api/items/details/7', 'PUT'],
      ['/api/items/change-requests/', 'GET'],
    ]) {
      const foreign = await preflight(app, url as string, method as string, 'https://evil.example')
      expect(foreign.headers['access-control-allow-origin'], `${method} ${url}`).toBeUndefined()
      const own = await preflight(app, url as string, method as string, 'http://vaduz.localhost:8092')
      expect(own.headers['access-control-allow-origin']).toBe('http://vaduz.localhost:8092')
      expect(String(own.headers.vary)).toMatch(/origin/i)
    }
    // The anonymous POST on the same path as a staff GET stays open.
    const changeRequest = await preflight(app, '/api/items/change-requests/', 'POST', 'https://evil.example')
    expect(changeRequest.headers['access-control-allow-origin']).toBe('*')
    const actual = await app.inject({
      url: '/api/items/dashboard/',
      headers: { origin: 'https://evil.example' },
    })
    expect(actual.headers['access-control-allow-origin']).toBeUndefined()
  })
})
