import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import type { OpenApiDocument } from '../src/openapi/document.js'

/** Keywords of an OpenAPI document (and its schema objects) that are not JSON Schema. */
const OPENAPI_KEYWORDS = [
  'openapi',
  'info',
  'servers',
  'paths',
  'components',
  'tags',
  'security',
  'webhooks',
  'externalDocs',
  'jsonSchemaDialect',
  'discriminator',
  'xml',
  'example',
]

/** Where the document is registered in Ajv; its `#/…` references resolve against it. */
const DOC_ID = 'openapi.json'

/**
 * An Ajv 2020 instance holding the document, as a validator-based client or gateway would load
 * it: strict (unknown keywords and formats are errors), except for tuples with a rest
 * (`[lon, lat, ...]`), which Ajv would otherwise want closed.
 */
export function documentValidator(doc: OpenApiDocument): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, strictTypes: false, strictTuples: false, allErrors: true })
  addFormats(ajv)
  ajv.addVocabulary(OPENAPI_KEYWORDS)
  ajv.addSchema(doc as object, DOC_ID)
  return ajv
}

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1')

/** An answer as the tests receive it from `app.inject` (or `fetch`). */
interface Answer {
  method: string
  /** The URL asked for, with the `/api` prefix and any query. */
  url: string
  statusCode: number
  headers: Record<string, string | string[] | number | undefined>
  /** The bytes as sent, compressed or not. */
  body: Buffer
}

const DECODERS: Record<string, (b: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  deflate: inflateSync,
}

interface Route {
  path: string
  pattern: RegExp
  params: number
}

/** One checker per served document, for every app of a worker (see `Conformance.of`). */
const byDocument = new Map<string, Conformance>()

/**
 * Checks answers against the document the server serves, as Schemathesis' response checks do:
 * the status must be documented for the operation, the content type must be one the document
 * lists for that status, and a JSON body must validate against that status's schema (problem
 * documents included). Answers to paths the document does not describe are not judged.
 */
export class Conformance {
  private readonly ajv: Ajv2020
  private readonly routes: Route[]
  private readonly validators = new Map<string, ValidateFunction>()

  constructor(private readonly doc: OpenApiDocument) {
    this.ajv = documentValidator(doc)
    this.routes = Object.keys(doc.paths ?? {})
      .map((path) => ({
        path,
        pattern: new RegExp(
          `^${path
            .replace(/\/$/, '')
            .split(/(\{[^}]+\})/)
            .map((part) => (/^\{.+\}$/.test(part) ? '([^/]+)' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
            .join('')}/?$`,
        ),
        params: (path.match(/\{/g) ?? []).length,
      }))
      // As the router: literal segments win over parameters.
      .sort((a, b) => a.params - b.params)
  }

  static async of(app: FastifyInstance): Promise<Conformance> {
    const res = await app.inject({ url: '/api/openapi.json' })
    if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${res.statusCode}`)
    // Test files share their worker's modules (vitest.config.ts): apps serving the same document
    // share one checker and its compiled validators instead of compiling them file after file.
    let conformance = byDocument.get(res.body)
    if (!conformance) {
      conformance = new Conformance(res.json())
      byDocument.set(res.body, conformance)
    }
    return conformance
  }

  /** The documented path an answer's URL belongs to, if any. */
  pathOf(url: string): string | undefined {
    const [pathname = ''] = url.split('?')
    if (!pathname.startsWith('/api/')) return undefined
    const rest = pathname.slice('/api'.length)
    return this.routes.find((r) => r.pattern.test(rest))?.path
  }

  private validator(pointer: string): ValidateFunction {
    let validate = this.validators.get(pointer)
    if (!validate) {
      validate = this.ajv.getSchema(`${DOC_ID}#${pointer}`)
      if (!validate) throw new Error(`no schema at ${pointer}`)
      this.validators.set(pointer, validate)
    }
    return validate
  }

  private resolve<T>(node: T): T {
    let value = node as { $ref?: string }
    for (let hops = 0; value?.$ref && hops < 5; hops++) {
      const parts = value.$ref.replace(/^#\//, '').split('/')
      value = parts.reduce<unknown>(
        (at, part) => (at as Record<string, unknown>)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')],
        this.doc,
      ) as { $ref?: string }
    }
    return value as T
  }

  /** What is wrong with an answer, or undefined when it conforms (or is not documented). */
  check(answer: Answer): string | undefined {
    const path = this.pathOf(answer.url)
    const method = answer.method.toLowerCase()
    const operation = path ? this.doc.paths?.[path]?.[method] : undefined
    if (!path || !operation) return undefined
    const where = `${answer.method} ${answer.url.slice(0, 200)} → ${answer.statusCode}`
    const code = String(answer.statusCode)
    const responses = operation.responses ?? {}
    const key = code in responses ? code : `${code[0]}XX` in responses ? `${code[0]}XX` : 'default'
    const declared = responses[key]
    if (!declared) return `${where}: status not documented for ${method.toUpperCase()} ${path}`
    const response = this.resolve(declared) as { content?: Record<string, unknown>; $ref?: string }
    const content = response.content ?? {}
    const sent = String(answer.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase()
    const types = Object.keys(content)
    const encoding = String(answer.headers['content-encoding'] ?? 'identity')
    const decode = DECODERS[encoding]
    const bytes = decode && answer.body.length ? decode(answer.body) : answer.body
    if (types.length === 0) {
      return bytes.length === 0 || method === 'head'
        ? undefined
        : `${where}: documented without a body, sent ${sent || 'a body'}`
    }
    if (!sent) return bytes.length === 0 ? `${where}: no body, documented ${types.join(', ')}` : undefined
    const type = types.find(
      (t) => t === sent || (t.endsWith('/*') && sent.startsWith(t.slice(0, -1))) || t === '*/*',
    )
    if (!type) return `${where}: sent ${sent}, documented ${types.join(', ')}`
    if (!/[/+]json$/.test(type) || method === 'head') return undefined
    let body: unknown
    try {
      body = JSON.parse(bytes.toString('utf8'))
    } catch {
      return `${where}: ${sent} body is not JSON`
    }
    // The pointer goes through the shared response when the operation refers to one, so its
    // schema is compiled once for every operation.
    const base = (declared as { $ref?: string }).$ref
      ? (declared as { $ref: string }).$ref.replace(/^#/, '')
      : `/paths/${escapePointer(path)}/${method}/responses/${key}`
    const validate = this.validator(`${base}/content/${escapePointer(type)}/schema`)
    if (validate(body)) return undefined
    const errors = (validate.errors ?? [])
      .slice(0, 3)
      .map((e) => `${e.instancePath || '/'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`)
    return `${where}: body does not match ${path} ${key}: ${errors.join('; ')} — ${bytes.toString('utf8').slice(0, 300)}`
  }
}

/** Thrown by a checked `app.inject` for an answer outside the document; it carries the answer. */
export class NonConformingAnswer extends Error {
  constructor(
    message: string,
    readonly response: LightMyRequestResponse,
  ) {
    super(`answer outside the OpenAPI document: ${message}`)
  }
}

function urlOf(options: InjectOptions | string): { method: string; url: string } {
  if (typeof options === 'string') return { method: 'GET', url: options }
  const url = options.url ?? options.path ?? '/'
  return {
    method: String(options.method ?? 'GET'),
    url: typeof url === 'string' ? url : String(url.pathname ?? '/'),
  }
}

/**
 * Makes every `app.inject` of this app check its answer against the served document (a
 * {@link NonConformingAnswer} instead of the answer), so each API suite proves the document
 * describes what it receives. The callback and chained forms of inject are left as they are.
 */
export async function checkEveryAnswer(app: FastifyInstance): Promise<Conformance> {
  const conformance = await Conformance.of(app)
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>
  const original = app.inject
  const checked = async (options: InjectOptions | string) => {
    const res = await inject(options)
    const problem = conformance.check({
      ...urlOf(options),
      statusCode: res.statusCode,
      headers: res.headers,
      body: res.rawPayload,
    })
    if (problem) throw new NonConformingAnswer(problem, res)
    return res
  }
  app.inject = ((options?: InjectOptions | string, callback?: unknown) =>
    options === undefined || callback !== undefined
      ? (original as (...args: unknown[]) => unknown).call(app, options, callback)
      : checked(options)) as typeof app.inject
  return conformance
}
