import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../src/db/database.js'
import { TEST_DB } from '../helpers.js'
import { NonConformingAnswer } from '../openapiConformance.js'
import { useTokenApp } from '../staffTokens.js'
import { type JsonSchema, SchemaArbitraries } from './schemaArbitrary.js'

// Property-based fuzzing of every operation in the OpenAPI document: valid, mutated and hostile
// requests (NUL bytes, lone surrogates, markup, huge and deep values, wrong types, forged or
// missing tokens). Whatever comes in, the server never answers 5xx, every error is a problem
// document, every answer is one the document describes (status, media type and a body valid
// against its schema, checked with Ajv as Schemathesis does) and every metric it acknowledged
// with 202 is in the database. 10,000 requests per database (QUO_FUZZ_RUNS), half of them to the
// public operations and half to the staff operations, in two files that run side by side.
const RUNS = Number(process.env.QUO_FUZZ_RUNS ?? 10_000)
// A fixed seed keeps CI repeatable (a failure reproduces); QUO_FUZZ_SEED=random explores new cases.
const FUZZ_SEED =
  process.env.QUO_FUZZ_SEED === 'random'
    ? Date.now() % 2 ** 31
    : Number(process.env.QUO_FUZZ_SEED ?? 20_261_123)

interface Parameter {
  in: 'path' | 'query' | 'header'
  name: string
  required?: boolean
  schema: JsonSchema
}
interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  parameters: Parameter[]
  body: JsonSchema | undefined
  staff: boolean
}

const RAW_BODIES = [
  '{',
  'null',
  '"\\u0000"',
  '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `{"a":"${'x'.repeat(300_000)}"}`,
  '\u0000\u0001',
]

interface Case {
  op: Operation
  path: string
  query: string
  body: { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string } | undefined
  auth: string | undefined
}

/** Percent-encodes a value; a lone surrogate has no UTF-8 form, so it goes as the bytes a broken client would send. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return value.replace(/[\ud800-\udfff]/g, '%ED%A0%80').replace(/[^%A-Za-z0-9-_.~]/g, (c) => {
      try {
        return encodeURIComponent(c)
      } catch {
        return ''
      }
    })
  }
}

/**
 * Fuzzes the operations of one audience (`public`: no security requirement; `staff`: a bearer
 * token) with `runs` generated requests. Everything it keeps lives inside, so two files that
 * call it can share a worker (the API suite does not isolate files).
 */
export function fuzzOperations(audience: 'public' | 'staff', runs = Math.ceil(RUNS / 2)): void {
  const tokenApp = useTokenApp({
    logger: { level: 'fatal' },
    limits: { formsPerMinute: 1_000_000, metricsPerMinute: 1_000_000 },
  })
  const operations: Operation[] = []
  let arbitraries: SchemaArbitraries
  const tokens: Record<string, string> = {}
  const statuses = new Map<number, number>()
  let metricsBefore = 0
  let metricsAcknowledged = 0
  // An event id is stored once however often it is sent; events without one each count.
  const metricIds = new Set<string>()
  let metricsWithoutId = 0
  let nonConforming = 0

  async function metricsRows(): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      tokenApp.database().db,
      sql`SELECT count(*)::int AS n FROM metrics`,
    )
    return row?.n ?? 0
  }

  beforeAll(async () => {
    const doc = (await tokenApp.app().inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: Parameter[]
            requestBody?: { content: Record<string, { schema: JsonSchema }> }
            security?: unknown[]
            responses?: Record<string, { content?: Record<string, unknown> }>
          }
        >
      >
      components?: { schemas?: Record<string, JsonSchema> }
    }
    arbitraries = new SchemaArbitraries(doc.components?.schemas ?? {})
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        if (!['get', 'post', 'put', 'delete'].includes(method)) continue
        if ((op.security?.length ?? 0) > 0 !== (audience === 'staff')) continue
        // An event stream's answer never ends, so an injected request would wait for ever;
        // test/pinChanges.test.ts covers these streams and their bad input.
        if (op.responses?.['200']?.content?.['text/event-stream']) continue
        operations.push({
          method: method.toUpperCase() as Operation['method'],
          path,
          parameters: op.parameters ?? [],
          body: op.requestBody?.content['application/json']?.schema,
          staff: (op.security?.length ?? 0) > 0,
        })
      }
    }
    tokens.admin = await tokenApp.token({ roles: ['staff', 'admin'] })
    tokens.editor = await tokenApp.token({ roles: ['staff'], branches: [3] })
    tokens.guest = await tokenApp.token({ roles: [] })
    metricsBefore = await metricsRows()
  })

  afterAll(() => {
    const counts = [...statuses].sort(([a], [b]) => a - b)
    const total = counts.reduce((sum, [, n]) => sum + n, 0)
    console.log(
      `fuzz of the ${audience} operations (${TEST_DB}, seed ${FUZZ_SEED}): ${total} requests over ${operations.length} operations — by status ${counts.map(([s, n]) => `${s}: ${n}`).join(', ')}; ${nonConforming} outside the document; metrics acknowledged ${metricsAcknowledged}`,
    )
  })

  function caseOf(op: Operation): fc.Arbitrary<Case> {
    const pathParams = op.parameters.filter((p) => p.in === 'path')
    const queryParams = op.parameters.filter((p) => p.in === 'query')
    const path = fc
      .tuple(...pathParams.map((p) => arbitraries.parameter(p.schema)))
      .map((values) =>
        pathParams.reduce((url, p, i) => url.replace(`{${p.name}}`, encode(values[i] ?? '')), op.path),
      )
    const query = fc
      .tuple(...queryParams.map((p) => fc.option(arbitraries.parameter(p.schema), { nil: undefined })))
      .map((values) =>
        queryParams
          .flatMap((p, i) => (values[i] === undefined ? [] : [`${p.name}=${encode(values[i] as string)}`]))
          .join('&'),
      )
    const body: fc.Arbitrary<Case['body']> = op.body
      ? fc.oneof(
          {
            weight: 4,
            arbitrary: arbitraries.valid(op.body).map((value) => ({ kind: 'json' as const, value })),
          },
          {
            weight: 4,
            arbitrary: arbitraries.hostile(op.body).map((value) => ({ kind: 'json' as const, value })),
          },
          {
            weight: 1,
            arbitrary: fc
              .tuple(
                fc.constantFrom(...RAW_BODIES),
                fc.constantFrom('application/json', 'text/plain', 'application/xml'),
              )
              .map(([text, type]) => ({ kind: 'raw' as const, text, type })),
          },
        )
      : fc.constant(undefined)
    const auth = op.staff
      ? fc.oneof(
          { weight: 6, arbitrary: fc.constant(`Bearer ${tokens.admin}`) },
          { weight: 2, arbitrary: fc.constant(`Bearer ${tokens.editor}`) },
          {
            weight: 2,
            arbitrary: fc.constantFrom(
              undefined,
              `Bearer ${tokens.guest}`,
              'Bearer x.y.z',
              `Bearer ${tokens.admin}x`,
              'Basic YWRtaW46YWRtaW4=',
              `Bearer ${'a'.repeat(5000)}`,
            ),
          },
        )
      : fc.constant(undefined)
    return fc.record({ op: fc.constant(op), path, query, body, auth })
  }

  /** The answer, and what the document-checking `inject` (useTokenApp) found wrong with it. */
  async function send(c: Case): Promise<{ res: LightMyRequestResponse; outside?: string }> {
    const headers: Record<string, string> = {}
    if (c.auth) headers.authorization = c.auth
    let payload: string | undefined
    if (c.body?.kind === 'json') {
      payload = JSON.stringify(c.body.value)
      headers['content-type'] = 'application/json'
    } else if (c.body?.kind === 'raw') {
      payload = c.body.text
      headers['content-type'] = c.body.type
    }
    try {
      const res = await tokenApp.app().inject({
        method: c.op.method,
        url: `/api${c.path}${c.query ? `?${c.query}` : ''}`,
        headers,
        ...(payload === undefined ? {} : { payload }),
      })
      return { res }
    } catch (err) {
      if (err instanceof NonConformingAnswer) return { res: err.response, outside: err.message }
      throw err
    }
  }

  describe(`fuzzing every ${audience} operation (${TEST_DB})`, () => {
    it(`answers ${runs} generated requests without a 5xx, each as the document describes it`, {
      timeout: 1_200_000,
    }, async () => {
      expect(operations.length).toBeGreaterThan(audience === 'staff' ? 60 : 25)
      const anyCase = fc.constantFrom(...operations).chain(caseOf)
      // Every failure is collected (one example per operation and kind) rather than stopping at
      // the first, so one run shows everything that is wrong.
      const failures = new Map<string, string>()
      await fc.assert(
        fc.asyncProperty(anyCase, async (c) => {
          const { res, outside } = await send(c)
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1)
          const example = `${c.op.method} ${c.path}?${c.query.slice(0, 200)} (${JSON.stringify(c.body)?.slice(0, 200)}) → ${res.statusCode} ${res.body.slice(0, 200)}`
          const fail = (kind: string, detail = example) => {
            if (!failures.has(`${c.op.method} ${c.op.path} ${kind}`))
              failures.set(`${c.op.method} ${c.op.path} ${kind}`, detail)
          }
          if (res.statusCode >= 500) fail(String(res.statusCode))
          if (outside) {
            nonConforming++
            fail(`${res.statusCode} outside the document`, outside)
          }
          if (res.statusCode >= 400) {
            if (!/^application\/problem\+json/.test(String(res.headers['content-type'])))
              fail('not problem+json')
            else if ((res.json() as { status?: number }).status !== res.statusCode)
              fail('problem status differs')
          }
          if (c.op.path === '/metrics/' && res.statusCode === 202) {
            metricsAcknowledged += (res.json() as { accepted: number }).accepted
            const sent =
              c.body?.kind === 'json' ? c.body.value : JSON.parse(c.body?.kind === 'raw' ? c.body.text : '[]')
            for (const event of [sent].flat() as { event_id?: string | null }[]) {
              if (event.event_id) metricIds.add(event.event_id.toLowerCase())
              else metricsWithoutId++
            }
          }
        }),
        { numRuns: runs, seed: FUZZ_SEED },
      )
      expect([...failures.values()]).toEqual([])
      // Every operation was tried.
      const total = [...statuses.values()].reduce((a, b) => a + b, 0)
      expect(total).toBe(runs)
    })

    // Usage events are public: what the server acknowledged with 202 must be stored.
    if (audience === 'public')
      it('has stored exactly the metrics it acknowledged, each event id once', async () => {
        expect(metricsAcknowledged).toBeGreaterThan(0)
        expect(metricsWithoutId + metricIds.size).toBeLessThanOrEqual(metricsAcknowledged)
        expect((await metricsRows()) - metricsBefore).toBe(metricsWithoutId + metricIds.size)
      })
  })
}
