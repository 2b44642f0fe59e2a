import { Problem } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { staffRequest, useListeningApp, useTokens } from './oidcFlow.js'

const listening = useListeningApp()
const tokens = useTokens(listening)
const send = staffRequest(listening, tokens)

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** The staff calls of docs/product.md §7. */
const SPEC_CALLS = `
GET /events/dashboard/ ; GET /events/dashboard/{id} ; GET /items/dashboard/ ; GET /items/dashboard/{id}
GET /metrics/sessions/daily/ ; POST /items ; POST /items/categories/multiple/ ; POST /items/addresses/
POST /items/reviews/ ; POST /events ; POST /events/branches/multiple/ ; POST /events/branches/
POST /featured/ ; POST /items/categories/ ; POST /items/items/ ; POST /items/details/ ; POST /items/media/
POST /items/tags/ ; POST /items/mentions/ ; POST /geojsons/ ; POST /items/geojsons/ ; POST /jsons/
POST /items/jsons/ ; PUT /items/reviews/{id} ; PUT /items/{id} ; PUT /events/{id} ; PUT /geojsons/{id}
PUT /jsons/{id} ; PUT /items/addresses/{id} ; PUT /items/details/{id} ; PUT /items/geojsons/{id}
PUT /items/media/{id} ; PUT /items/mentions/{id} ; DELETE /events/branches/{eventId}/{branchId}
DELETE /items/categories/{itemId}/{categoryId} ; DELETE /items/items/{parentId}/{childId}/{relationshipId}
DELETE /items/details/{id} ; DELETE /items/tags/{itemId}/{tagId} ; DELETE /items/mentions/{mentionId}`
  .split(/[;\n]/)
  .map((s) => s.trim())
  .filter(Boolean)

const normalize = (call: string) => call.replace(/\{[^}]+\}/g, '{}').replace(/\/$/, '')

/** Every operation the OpenAPI document (paths relative to /api) marks as needing a bearer token. */
async function staffOperations(): Promise<{ method: Method; url: string }[]> {
  const doc = (await listening.app().inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { security?: unknown[] }>>
  }
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, op]) => op.security?.length)
      .map(([method]) => ({
        method: method.toUpperCase() as Method,
        url: `/api${path.replace(/\{[^}]+\}/g, '1')}`,
      })),
  )
}

describe('every staff endpoint', () => {
  it('answers 401 without a token and 403 without the staff role, before reading the body', async () => {
    const operations = await staffOperations()
    const served = new Set(operations.map((o) => normalize(`${o.method} ${o.url.replace(/^\/api/, '')}`)))
    const missing = SPEC_CALLS.filter((c) => !served.has(normalize(c).replace(/\{\}/g, '1')))
    expect(missing).toEqual([])
    for (const { method, url } of operations) {
      const body = method === 'POST' || method === 'PUT' ? {} : undefined
      const anonymous = await send(method, url, body, '')
      expect(anonymous.statusCode, `${method} ${url} without token`).toBe(401)
      expect(anonymous.headers['www-authenticate']).toBe('Bearer')
      expect(Problem.parse(anonymous.json()).status).toBe(401)
      const guest = await send(method, url, body, tokens.guest())
      expect(guest.statusCode, `${method} ${url} as guest`).toBe(403)
      expect(guest.headers['content-type']).toMatch(/^application\/problem\+json/)
    }
  })

  it('validates the body once the token is good', async () => {
    const res = await send('POST', '/api/items/details/', {})
    expect(res.statusCode).toBe(400)
    expect(Problem.parse(res.json()).errors?.map((e) => e.path)).toEqual(
      expect.arrayContaining(['body.itemId', 'body.dataKeyV2', 'body.dataValue']),
    )
  })
})
