import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import * as contract from '@quo/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { conditionalReads } from '../src/openapi/conditionalReads.js'
import { type OpenApiDocument, operationsOf } from '../src/openapi/document.js'
import { PatternFlags } from '../src/openapi/patternFlags.js'
import { OPERATIONS } from '../src/routes/index.js'
import { toTilePixel } from '../src/tiles/rasterize.js'
import { useTestApp } from './helpers.js'
import { documentValidator } from './openapiConformance.js'

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
    // A budget against schemas written out per answer: the document grows about 2 KB per operation.
    expect(size).toBeLessThan(275_000)
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

  it('documents the 304 of every read answered from the hot cache, without a body', () => {
    for (const key of conditionalReads()) {
      const [method = '', path = ''] = key.split(' ')
      const responses = doc.paths?.[path]?.[method.toLowerCase()]?.responses as
        | Record<string, { content?: unknown; headers?: object }>
        | undefined
      expect(responses?.['304'], key).toBeDefined()
      expect(responses?.['304']?.content, key).toBeUndefined()
      expect(Object.keys(responses?.['200']?.headers ?? {}), key).toContain('ETag')
    }
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

const pointer = (...parts: string[]) =>
  parts.map((p) => `/${p.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')

/** Where every JSON Schema of the document is, as a JSON pointer. */
function schemasOf(document: OpenApiDocument): string[] {
  const found = Object.keys(document.components?.schemas ?? {}).map((name) =>
    pointer('components', 'schemas', name),
  )
  for (const { path, method, operation } of operationsOf(document)) {
    const at = ['paths', path, method]
    for (const [i] of ((operation.parameters ?? []) as object[]).entries())
      found.push(pointer(...at, 'parameters', String(i), 'schema'))
    const body = operation.requestBody as { content?: Record<string, unknown> } | undefined
    for (const type of Object.keys(body?.content ?? {}))
      found.push(pointer(...at, 'requestBody', 'content', type, 'schema'))
    for (const [code, response] of responsesOf(operation))
      for (const type of Object.keys((response.content ?? {}) as object))
        found.push(pointer(...at, 'responses', code, 'content', type, 'schema'))
  }
  return found
}

describe('the document in a JSON Schema validator (Ajv 2020, strict)', () => {
  it('loads, and compiles every schema in it', () => {
    // A placeholder `$id` shared by many components made Ajv refuse the whole document.
    expect(JSON.stringify(doc)).not.toContain('"$id"')
    const ajv = documentValidator(doc)
    const schemas = schemasOf(doc)
    expect(schemas.length).toBeGreaterThan(300)
    for (const at of schemas) expect(() => ajv.getSchema(`openapi.json#${at}`), at).not.toThrow()
  })

  it('documents patterns that accept what the server accepts: colours and hosts in either case', () => {
    // The server sends colours in capitals, and the contract accepts either case.
    const color = contract.ShortcutResultsPage.shape.items.element.shape.color
    const page = doc.components?.schemas?.ShortcutResultsPage as {
      properties: { items: { items: { properties: { color: { pattern: string } } } } }
    }
    const documented = new RegExp(page.properties.items.items.properties.color.pattern)
    for (const sample of ['#E4572E', '#e4572e', '#E4572e', '#G4572E', 'E4572E', '#E4572'])
      expect(documented.test(sample), sample).toBe(color.safeParse(sample).success)
    // The host parameters (HOST_PATTERN) accept a host typed in capitals, as the server does.
    const parameters = (doc.paths?.['/basemap/start-pins.svg']?.get?.parameters ?? []) as {
      name: string
      schema: object
    }[]
    const host = parameters.find((p) => p.name === 'host')?.schema as { pattern: string }
    for (const sample of ['Vaduz.Quo.LI:8080', 'vaduz.quo.li', 'va duz'])
      expect(new RegExp(host.pattern).test(sample), sample).toBe(contract.HOST_PATTERN.test(sample))
  })

  it('is not built while a schema checks a pattern with a flag the document would lose', () => {
    const patterns = new PatternFlags()
    patterns.collect(
      z.object({ plain: z.string().regex(/^[a-fA-F]+$/u), flagged: z.string().regex(/^[a-f]+$/i) }),
    )
    expect(() => patterns.assertNone()).toThrow('/^[a-f]+$/i')
    const clean = new PatternFlags()
    clean.collect(Object.values(contract))
    expect(() => clean.assertNone()).not.toThrow()
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
    // The seeded places' pictures and the branches' logos link here.
    '/media/demo/{name}': '/media/demo/hPx3kQ.svg',
    '/media/logo/{name}': '/media/logo/3.svg',
  }

  it('documents the media URLs the API links to, with what each answers', () => {
    const files = doc.paths?.['/media/files/{hash}/{file}']?.get
    const responses = (files?.responses ?? {}) as Record<string, { content?: object; headers?: object }>
    expect(Object.keys(responses['200']?.content ?? {})).toEqual(['image/avif', 'image/webp'])
    expect(Object.keys(responses['200']?.headers ?? {})).toEqual(['Cache-Control', 'ETag'])
    expect(responses['304']).toBeDefined()
    expect(responses['304']?.content).toBeUndefined()
    expect(Object.keys(responses).sort()).toEqual(['200', '304', '400', '404', '414'])
    for (const path of ['/media/demo/{name}', '/media/logo/{name}'])
      expect(Object.keys(doc.paths?.[path]?.get?.responses?.['200'] ?? {}), path).toContain('content')
  })

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
