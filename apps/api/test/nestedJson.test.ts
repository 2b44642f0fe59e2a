import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { JSON_DEPTH_LIMIT, Problem } from '@quo/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parsePasswords, signIn } from './oidcFlow.js'
import { freePort, startApi } from './serverProcess.js'

// Deeply nested JSON must be refused before anything walks it
// (docs/decisions/0020-json-depth-limit.md). The API runs in a process of its own, so a request
// that holds its event loop shows as a slow answer here (and a timeout) instead of freezing the
// test itself.

const dataDir = mkdtempSync(join(tmpdir(), 'quo-nested-'))
let child: ChildProcess | undefined
let origin = ''
let bearer = ''

// Seeding the demo in a fresh process has taken over two minutes on a busy CI machine.
beforeAll(async () => {
  // The issuer's redirect URIs are on the public URL, so the port is chosen before the start.
  const port = await freePort()
  const api = await startApi({
    QUO_DATA_DIR: dataDir,
    PORT: String(port),
    QUO_PUBLIC_URL: `http://127.0.0.1:${port}`,
  })
  child = api.child
  origin = api.origin
  const password = parsePasswords(api.output().split('\n')).get('staff@quo.local')
  const result = await signIn(origin, 'staff@quo.local', password ?? '')
  if (result.status !== 200) throw new Error(`sign-in failed: ${result.status}`)
  bearer = result.tokens.access_token
}, 480_000)

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve))
    // A process still stuck in a walk would not get to its SIGTERM handler.
    child.kill('SIGKILL')
    await exited
  }
  rmSync(dataDir, { recursive: true, force: true })
})

/** What "at once" means for the 4 MB body: well above a loaded machine's time, far below a walk's. */
const BOUND_MS = 1_000

const nested = (depth: number, inner = '') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`

/** A POST with the staff token; given up after `timeoutMs` so a stalled server fails the test. */
async function post(path: string, body: string, timeoutMs = 10_000) {
  const start = performance.now()
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body,
    signal: AbortSignal.timeout(timeoutMs),
  })
  const text = await res.text()
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    text,
    ms: performance.now() - start,
  }
}

async function read(path: string, timeoutMs = 10_000) {
  const start = performance.now()
  const res = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(timeoutMs) })
  await res.arrayBuffer()
  return { status: res.status, ms: performance.now() - start }
}

function expectDepthProblem(res: { status: number; contentType: string; text: string }) {
  expect(res.status, res.text.slice(0, 300)).toBe(400)
  expect(res.contentType).toMatch(/^application\/problem\+json/)
  expect(Problem.parse(JSON.parse(res.text)).detail).toBe(
    `The JSON body nests deeper than ${JSON_DEPTH_LIMIT} levels`,
  )
}

describe('deeply nested JSON bodies', () => {
  it('a 4 MB body nested as deep as it can be is a 400 at once, and a read meanwhile is not held up', async () => {
    // The documents' routes accept 4 MB: the body fills it with brackets alone.
    const depth = Math.floor((4 * 1024 * 1024 - '{"json":}'.length) / 2)
    const hostile = `{"json":${nested(depth)}}`
    expect(hostile.length).toBeLessThanOrEqual(4 * 1024 * 1024)
    // Warm the route and the token check, so the measurement below is of the body alone.
    expect((await post('/api/jsons/', JSON.stringify({ json: { warm: true } }))).status).toBe(201)
    expect((await read('/api/health')).status).toBe(200)

    // Timings on a shared machine stray (the suite runs files side by side); the best of three
    // attempts counts, against a bound far from both: unloaded it takes about 30 ms, and before
    // the fix the first attempt alone held the server for far longer than its 5 s timeout.
    const attempts: { hostileMs: number; readMs: number }[] = []
    for (let attempt = 0; attempt < 3; attempt++) {
      const [refused, concurrent] = await Promise.all([
        post('/api/jsons/', hostile, 5_000),
        // Sent while the hostile body is still arriving or being looked at.
        new Promise<void>((r) => setTimeout(r, 1)).then(() => read('/api/health', 5_000)),
      ])
      expectDepthProblem(refused)
      expect(concurrent.status).toBe(200)
      attempts.push({ hostileMs: refused.ms, readMs: concurrent.ms })
      if (refused.ms < BOUND_MS && concurrent.ms < BOUND_MS) break
    }
    console.log(
      `4 MB nested body: ${JSON.stringify(attempts.map((a) => [Math.round(a.hostileMs), Math.round(a.readMs)]))} ms (refused, concurrent read)`,
    )
    expect(Math.min(...attempts.map((a) => a.hostileMs))).toBeLessThan(BOUND_MS)
    expect(Math.min(...attempts.map((a) => Math.max(a.hostileMs, a.readMs)))).toBeLessThan(BOUND_MS)
  })

  it('the depths of the report are 400s on both document routes, not 500s after seconds', async () => {
    for (const depth of [6_000, 30_000]) {
      expectDepthProblem(await post('/api/jsons/', `{"json":${nested(depth)}}`, 5_000))
      expectDepthProblem(
        await post(
          '/api/geojsons/',
          `{"geojsonType":140,"geojson":{"type":"Feature","geometry":null,"properties":{"a":${nested(depth)}}}}`,
          5_000,
        ),
      )
    }
  })

  it('applies to every JSON body, with or without a token', async () => {
    const tooDeep = nested(JSON_DEPTH_LIMIT)
    expectDepthProblem(await post('/api/items', `{"title":"Tief","lon":9.5,"lat":47.1,"x":${tooDeep}}`))
    const anonymous = await fetch(`${origin}/api/metrics/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"metric_key":"app_start","session_id":"s","x":${tooDeep}}`,
    })
    expectDepthProblem({
      status: anonymous.status,
      contentType: anonymous.headers.get('content-type') ?? '',
      text: await anonymous.text(),
    })
  })

  it('accepts a document exactly at the limit, and brackets inside strings do not count', async () => {
    // The body's own object is the first level.
    const atLimit = await post('/api/jsons/', `{"json":${nested(JSON_DEPTH_LIMIT - 1, '1')}}`)
    expect(atLimit.status, atLimit.text.slice(0, 300)).toBe(201)
    expectDepthProblem(await post('/api/jsons/', `{"json":${nested(JSON_DEPTH_LIMIT, '1')}}`))
    const brackets = JSON.stringify({ json: { note: `${'[{'.repeat(500)}"\\`, list: ['[[[', ']]]'] } })
    const stringy = await post('/api/jsons/', brackets)
    expect(stringy.status, stringy.text.slice(0, 300)).toBe(201)
    expect(JSON.parse(stringy.text).json.note).toBe(`${'[{'.repeat(500)}"\\`)
  })
})
