import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { openTestDatabase, type TestDatabase } from './helpers.js'

const PRECOMPRESS = fileURLToPath(new URL('../../../tooling/scripts/precompress.mjs', import.meta.url))
const BIG = Array.from(
  { length: 400 },
  (_, i) => `export const value${i} = ${i} * 2 // ${'x'.repeat(i % 30)}`,
).join('\n')

let db: TestDatabase
let app: FastifyInstance
let appsDir: string

beforeAll(async () => {
  appsDir = mkdtempSync(join(tmpdir(), 'quo-apps-'))
  for (const name of ['web', 'embed', 'dashboard']) {
    mkdirSync(join(appsDir, name, 'dist', 'assets'), { recursive: true })
    writeFileSync(join(appsDir, name, 'dist', 'index.html'), `<!doctype html><title>${name}</title>`)
    writeFileSync(join(appsDir, name, 'dist', 'assets', 'app-123.js'), `console.log('${name}')`)
    writeFileSync(join(appsDir, name, 'dist', 'assets', 'big-456.js'), BIG)
    // As the apps' builds do.
    execFileSync(process.execPath, [PRECOMPRESS, join(appsDir, name, 'dist')])
  }
  db = await openTestDatabase()
  app = await buildApp({ database: db.database, appsDir })
})
afterAll(async () => {
  await app?.close()
  await db?.dispose()
  rmSync(appsDir, { recursive: true, force: true })
})

describe('built apps served by the API process', () => {
  it('answers client-side routes with the owning app’s index.html', async () => {
    const map = await app.inject({ method: 'GET', url: '/map/search-results' })
    expect(map.statusCode).toBe(200)
    expect(map.body).toContain('<title>web</title>')
    const dash = await app.inject({ method: 'GET', url: '/dashboard/places/12' })
    expect(dash.body).toContain('<title>dashboard</title>')
  })

  it('lets any site frame the public map and /embed/ pages, but not the dashboard', async () => {
    const embed = await app.inject({ method: 'GET', url: '/embed/search-shortcut/3/essen' })
    expect(embed.body).toContain('<title>embed</title>')
    expect(embed.headers['x-frame-options']).toBeUndefined()
    const web = await app.inject({ method: 'GET', url: '/map' })
    expect(web.headers['x-frame-options']).toBeUndefined()
    const dashboard = await app.inject({ method: 'GET', url: '/dashboard/places/' })
    expect(dashboard.headers['x-frame-options']).toBe('DENY')
  })

  it('answers the embed’s pages 200 and any other /embed/ path 404, with the page that says so', async () => {
    for (const url of ['/embed/', '/embed/search-shortcut/3', '/embed/search-shortcut/3/essen?view=map']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200)
    }
    for (const url of ['/embed/gibt-es-nicht', '/embed/search-shortcut/abc']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
      expect(res.body).toContain('<title>embed</title>')
      expect(res.headers['content-security-policy']).toContain('frame-ancestors *')
    }
  })

  it('caches hashed assets for a year and revalidates index.html', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-123.js' })
    expect(asset.headers['cache-control']).toContain('immutable')
    const index = await app.inject({ method: 'GET', url: '/' })
    expect(index.headers['cache-control']).toBe('no-cache')
  })

  it('sends the Brotli or gzip copy made at build as it is, not compressed again', async () => {
    const stored = (suffix: string) =>
      readFileSync(join(appsDir, 'web', 'dist', 'assets', `big-456.js${suffix}`))
    const get = (encoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/assets/big-456.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      })
    const br = await get('gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.rawPayload.equals(stored('.br'))).toBe(true)
    const gz = await get('gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.rawPayload.equals(stored('.gz'))).toBe(true)
    const plain = await get()
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(BIG)
    // Too small to be worth a stored copy.
    expect(existsSync(join(appsDir, 'web', 'dist', 'assets', 'app-123.js.br'))).toBe(false)
  })

  it('keeps unknown API paths a problem+json 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/unknown/thing' })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/)
  })
})
