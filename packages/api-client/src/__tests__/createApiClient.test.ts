import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  ApiError,
  createApiClient,
  createPublicApiClient,
  LoadingProgress,
  toSearchParams,
} from '../index.js'

// A stand-in server that records what arrives; the real API is exercised against this client
// in apps/api's tests.
interface Seen {
  method: string
  url: string
  authorization: string | undefined
}
let seen: Seen[] = []
let replies: Record<string, { status: number; body: unknown }> = {}
let server: Server
let baseUrl = ''

const PROBLEM_400 = {
  type: 'about:blank',
  title: 'Bad Request',
  status: 400,
  detail: 'Invalid body',
  errors: [{ path: 'body.title', message: 'Too small' }],
}
const REVIEW = { id: 5, itemId: 7, dateDue: '2026-11-23T00:00:00.000Z', isCompleted: false, note: '' }

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization })
    const reply = replies[`${req.method} ${req.url}`] ?? {
      status: 404,
      body: { ...PROBLEM_400, status: 404 },
    }
    res.statusCode = reply.status
    res.setHeader('content-type', reply.status >= 400 ? 'application/problem+json' : 'application/json')
    res.end(JSON.stringify(reply.body))
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))
beforeEach(() => {
  seen = []
  replies = {}
})

describe('createApiClient', () => {
  it('reads and parses with the contract; drift rejects', async () => {
    replies['GET /api/items/basemap/branchshortid/3'] = {
      status: 200,
      body: { columns: [], items: [['abcDEF123456', 'Adler', 9.5, 47.1, 'place', 1, null, 0, []]] },
    }
    replies['GET /api/items/basemap/'] = { status: 200, body: { columns: [], items: [['bad', 1]] } }
    const api = createApiClient({ baseUrl })
    expect((await api.basemap(3)).items[0]?.[1]).toBe('Adler')
    await expect(api.basemap()).rejects.toThrow()
  })

  it('reads the pins past every cache when asked for them fresh', async () => {
    const modes: RequestCache[] = []
    const api = createPublicApiClient({
      baseUrl,
      validate: false,
      fetch: async (input) => {
        modes.push((input as Request).cache)
        return new Response(JSON.stringify({ columns: [], items: [] }), {
          headers: { 'content-type': 'application/json' },
        })
      },
    })
    await api.basemap(3)
    await api.basemap(3, { fresh: true })
    expect(modes).toEqual(['default', 'no-cache'])
  })

  it('takes the body as the API sent it with validate: false, still rejecting error statuses', async () => {
    replies['GET /api/tags/'] = { status: 200, body: [{ id: 'not a number' }] }
    const api = createPublicApiClient({ baseUrl, validate: false })
    expect(await api.tags()).toEqual([{ id: 'not a number' }])
    await expect(api.basemap()).rejects.toBeInstanceOf(ApiError)
  })

  it('a public client has the public reads and anonymous writes only, parsed the same', async () => {
    replies['GET /api/tags/'] = { status: 200, body: [{ id: 'not a number' }] }
    const api = createPublicApiClient({ baseUrl })
    await expect(api.tags()).rejects.toThrow()
    expect(typeof api.sendMetrics).toBe('function')
    expect('dashboardItem' in api || 'createItem' in api).toBe(false)
  })

  it('sends the token on staff calls only, and never asks for it on anonymous ones', async () => {
    let asked = 0
    const api = createApiClient({
      baseUrl,
      getToken: () => {
        asked++
        return 'tok'
      },
    })
    replies['GET /api/metrics/sessions/daily/'] = { status: 200, body: [] }
    replies['POST /api/metrics/'] = { status: 202, body: { accepted: 1 } }
    await api.dailySessions()
    await api.sendMetrics({ session_id: 'session-1', metric_key: 'page_view' })
    expect(seen.map((s) => s.authorization)).toEqual(['Bearer tok', undefined])
    expect(asked).toBe(1)
  })

  it('refuses a staff call without a signed-in user before sending anything', async () => {
    const api = createApiClient({ baseUrl, getToken: async () => undefined })
    const err = await api.dashboardItem(1).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ApiError)
    expect((err as ApiError).status).toBe(401)
    expect(seen).toEqual([])
  })

  it('counts only the call’s own success code: 201 for creates, 200 otherwise', async () => {
    const api = createApiClient({ baseUrl, getToken: () => 'tok' })
    replies['POST /api/items/reviews/'] = { status: 200, body: REVIEW }
    const wrong = await api.createReview({ itemId: 7, dateDue: REVIEW.dateDue }).catch((e: unknown) => e)
    expect(wrong).toBeInstanceOf(ApiError)
    expect((wrong as ApiError).status).toBe(200)
    replies['POST /api/items/reviews/'] = { status: 201, body: REVIEW }
    expect(await api.createReview({ itemId: 7, dateDue: REVIEW.dateDue })).toEqual(REVIEW)
  })

  it('carries the problem document and its field errors', async () => {
    const api = createApiClient({ baseUrl, getToken: () => 'tok' })
    replies['POST /api/items'] = { status: 400, body: PROBLEM_400 }
    const err = (await api
      .createItem({ title: '', lon: 9.5, lat: 47.1 })
      .catch((e: unknown) => e)) as ApiError
    expect(err.message).toBe('Invalid body')
    expect(err.fieldErrors).toEqual([{ path: 'body.title', message: 'Too small' }])
  })

  it('answers change requests as {success, data | error} (docs/product.md §8)', async () => {
    const api = createApiClient({ baseUrl })
    const record = {
      id: 1,
      kind: 'change',
      searchShortcutId: 2,
      branchShortId: 3,
      itemNanoId: null,
      title: null,
      message: 'Falsche Öffnungszeiten',
      status: 'open',
      dateCreated: '2026-11-23T10:00:00.000Z',
    }
    replies['POST /api/items/change-requests/'] = { status: 201, body: record }
    const input = {
      searchShortcutId: 2,
      kind: 'change' as const,
      message: 'Falsche Öffnungszeiten',
      fillMs: 5000,
    }
    expect(await api.submitChangeRequest(input)).toEqual({ success: true, data: record })
    replies['POST /api/items/change-requests/'] = { status: 403, body: { ...PROBLEM_400, status: 403 } }
    const failed = await api.submitChangeRequest(input)
    expect(failed.success).toBe(false)
    expect(!failed.success && failed.error.status).toBe(403)
  })

  it('stops a multi-step creation at the first failed step and names it', async () => {
    const api = createApiClient({ baseUrl, getToken: () => 'tok' })
    replies['POST /api/events'] = {
      status: 201,
      body: {
        id: 9,
        itemId: 7,
        itemNanoId: 'abcDEF123456',
        title: 'Fest',
        dateBegin: '2026-12-01T10:00:00.000Z',
        dateEnd: '2026-12-01T12:00:00.000Z',
        branches: [],
      },
    }
    replies['POST /api/events/branches/multiple/'] = { status: 404, body: { ...PROBLEM_400, status: 404 } }
    const result = await api.createEventInSteps({
      itemId: 7,
      dateBegin: '2026-12-01T10:00:00.000Z',
      dateEnd: '2026-12-01T12:00:00.000Z',
      branchIds: [999],
    })
    expect(result.ok).toBe(false)
    expect(!result.ok && [result.step, result.error.status]).toEqual(['branches', 404])
    // The dashboard read that would follow is never sent.
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /api/events',
      'POST /api/events/branches/multiple/',
    ])
  })

  it('reports reads to the loading bar but not metrics', async () => {
    const progress = new LoadingProgress({ throttleMs: 0, growMs: 100, hideMs: 0, tickMs: 10 })
    let begun = 0
    const original = progress.begin.bind(progress)
    progress.begin = () => {
      begun++
      original()
    }
    const api = createApiClient({ baseUrl, progress })
    replies['GET /api/icons/'] = { status: 200, body: [] }
    replies['POST /api/metrics/'] = { status: 202, body: { accepted: 1 } }
    await api.icons()
    await api.sendMetrics({ session_id: 'session-1', metric_key: 'page_view' })
    expect(begun).toBe(1)
  })

  it('writes filters as a query string', () => {
    expect(
      toSearchParams({ q: 'Adler', categoryIds: [3, 7], reviewDue: true, tagIds: [], page: undefined }),
    ).toEqual({ q: 'Adler', categoryIds: '3,7', reviewDue: 'true' })
  })
})
