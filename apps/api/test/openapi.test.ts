import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'
import { type OpenApiDocument, operationsOf } from '../src/openapi/document.js'
import { OPERATIONS } from '../src/openapi/operations.js'
import { toTilePixel } from '../src/tiles/rasterize.js'
import { useTestApp } from './helpers.js'

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..')
const { app } = useTestApp()
let doc: OpenApiDocument
let size = 0

beforeAll(async () => {
  const res = await app().inject({ url: '/api/openapi.json' })
  expect(res.statusCode).toBe(200)
  size = res.rawPayload.length
  doc = res.json()
})

const operations = () => [...operationsOf(doc)]
const responsesOf = (operation: { responses?: Record<string, object> }) =>
  Object.entries(operation.responses ?? {}) as [string, Record<string, unknown>][]

describe('the OpenAPI document', () => {
  it('passes `redocly lint` with the recommended rules and no errors', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'quo-openapi-'))
    try {
      const file = join(dir, 'openapi.json')
      writeFileSync(file, JSON.stringify(doc))
      const redocly = join(API_DIR, 'node_modules', '.bin', 'redocly')
      const run = await promisify(execFile)(
        redocly,
        ['lint', file, '--config', join(API_DIR, 'redocly.yaml'), '--format', 'stylish'],
        { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
      ).catch((err: { code?: number; stdout?: string; stderr?: string }) => err)
      expect('code' in run ? run.code : 0, `${run.stdout}\n${run.stderr}`).toBe(0)
      expect(run.stdout).not.toMatch(/warning/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('declares every error once, as problem+json, by reference', () => {
    let errors = 0
    for (const { operation } of operations()) {
      for (const [code, response] of responsesOf(operation)) {
        if (Number(code) < 400) continue
        errors++
        expect(response).toEqual({ $ref: expect.stringMatching(/^#\/components\/responses\/[A-Za-z]+$/) })
      }
    }
    const shared = Object.values(doc.components?.responses ?? {}) as { content: object }[]
    for (const response of shared) {
      expect(response.content).toEqual({
        'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } },
      })
    }
    expect(doc.components?.schemas?.Problem).toMatchObject({ required: ['type', 'title', 'status'] })
    // The problem's shape is written once in the whole document.
    expect(JSON.stringify(doc).match(/"instance":\{/g)?.length).toBe(1)
    expect(errors).toBeGreaterThan(200)
    expect(size).toBeLessThan(250_000)
    console.info(`OpenAPI document: ${size} bytes, ${errors} error responses`)
  })

  it('names and summarises every operation, each id once', () => {
    const ids = operations().map(({ operation }) => operation.operationId)
    for (const { path, method, operation } of operations()) {
      expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z]+$/)
      expect(operation.summary, `${method} ${path}`).toBeTruthy()
    }
    expect(new Set(ids).size).toBe(ids.length)
    expect(JSON.stringify(doc)).not.toContain('Default Response')
    const documented = new Set(operations().map(({ path, method }) => `${method.toUpperCase()} ${path}`))
    expect(Object.keys(OPERATIONS).filter((key) => !documented.has(key))).toEqual([])
  })

  it('has one name per path: paths differ by more than the names of their parameters', () => {
    const shapes = Object.keys(doc.paths ?? {}).map((p) => p.replace(/\{[^}]+\}/g, '{}'))
    expect(shapes.filter((s, i) => shapes.indexOf(s) !== i)).toEqual([])
    expect(doc.paths?.['/items/mentions/{id}']).toHaveProperty('put')
    expect(doc.paths?.['/items/mentions/{id}']).toHaveProperty('delete')
  })

  it('lists for staff reads only the errors a read can answer', () => {
    for (const { path, method, operation } of operations()) {
      if (!operation.security?.length) continue
      const codes = responsesOf(operation).map(([code]) => code)
      const hasBody = 'requestBody' in operation
      expect(codes, `${method} ${path}`).toEqual(expect.arrayContaining(['401', '403']))
      // A delete has no body yet may clash with what is stored (an image still in use).
      if (!hasBody && method === 'get')
        expect(codes, `${method} ${path}`).not.toEqual(expect.arrayContaining(['409']))
      if (!hasBody) expect(codes, `${method} ${path}`).not.toEqual(expect.arrayContaining(['413']))
      if (hasBody) expect(codes, `${method} ${path}`).toEqual(expect.arrayContaining(['409', '413']))
    }
    const dailySessions = doc.paths?.['/metrics/sessions/daily/']?.get
    expect(Object.keys(dailySessions?.responses ?? {}).sort()).toEqual(['200', '400', '401', '403'])
  })
})

describe('the documented media types are the ones sent', () => {
  const [x, y] = toTilePixel(9.50866, 47.16498, 17, 0, 0).map((p) => Math.floor(p / 256))
  const samples: Record<string, string> = {
    '/basemap/tiles/{z}/{x}/{y}': '/basemap/tiles/12/2156/1435.mvt',
    '/basemap/tiles/{branchShortId}/{z}/{x}/{y}': '/basemap/tiles/3/14/8628/5740.mvt',
    '/basemap/glyphs/{fontstack}/{range}': '/basemap/glyphs/Open%20Sans%20Regular/0-255.pbf',
    '/basemap/start-pins.svg': '/basemap/start-pins.svg?host=localhost&w=400&h=300',
    '/branches/{branchShortId}/{layer}/{z}/{x}/{y}': `/branches/25/tiles_eg/17/${x}/${y}.png`,
  }

  it('documents a 200 for every tile, glyph and picture route, with the type it sends', async () => {
    for (const [path, url] of Object.entries(samples)) {
      const ok = doc.paths?.[path]?.get?.responses?.['200'] as
        | { content?: Record<string, unknown> }
        | undefined
      const documented = Object.keys(ok?.content ?? {})
      expect(documented, path).toHaveLength(1)
      const res = await app().inject({ url: `/api${url}` })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type'], url).toBe(documented[0])
      const failed = await app().inject({ url: `/api${url.replace(/\d+(?=[^/]*$)/, '99999999')}` })
      if (failed.statusCode >= 400)
        expect(failed.headers['content-type']).toMatch(/^application\/problem\+json/)
    }
  })
})
