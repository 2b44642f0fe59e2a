import { DashboardItem, Problem } from '@quo/contract'
import type { LightMyRequestResponse } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { sender, useTokenApp } from './staffTokens.js'

// Requests that answered 500 (docs/decisions/0022-no-500-for-bad-input.md) because something below
// the schema refused them (PostgreSQL, a plain object's prototype, the multipart parser, the CORS
// plugin).

const tokenApp = useTokenApp()
const admin = sender(tokenApp, { roles: ['staff', 'admin'], sub: 'admin-500s' })

function expectProblem(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body.slice(0, 400)).toBe(status)
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/)
  return Problem.parse(res.json())
}

const RANGE = /between 1000-01-01 and 9999-12-31/

/** A 400 naming the accepted range at the field. */
function expectOutOfRange(res: LightMyRequestResponse, field: string) {
  const problem = expectProblem(res, 400)
  expect(problem.errors?.find((e) => e.path.endsWith(field))?.message).toMatch(RANGE)
}

describe('dates outside what PostgreSQL and the ISO format hold', () => {
  let itemId: number
  beforeAll(async () => {
    const res = await admin('POST', '/api/items', { title: 'Datumsprobe', lon: 9.52, lat: 47.14 })
    expect(res.statusCode, res.body).toBe(201)
    itemId = DashboardItem.parse(res.json()).id
  })

  // Year 0000 passes the ISO pattern but not PostgreSQL; the other is year 10000 in UTC.
  const BAD = ['0000-01-01T00:00:00Z', '9999-12-31T23:00:00-05:00', '0999-12-31T23:59:59Z']

  it('are a 400 with the accepted range on every write that takes a date', async () => {
    for (const bad of BAD) {
      expectOutOfRange(
        await admin('PUT', `/api/items/${itemId}`, { datePermanentlyClosed: bad }),
        'datePermanentlyClosed',
      )
      expectOutOfRange(await admin('POST', '/api/items/reviews/', { itemId, dateDue: bad }), 'dateDue')
      expectOutOfRange(
        await admin('POST', '/api/items/mentions/', { itemId, title: 'Bericht', datePublished: bad }),
        'datePublished',
      )
      expectOutOfRange(
        await admin('POST', '/api/events', { itemId, dateBegin: bad, dateEnd: '2030-01-01T00:00:00Z' }),
        'dateBegin',
      )
      expectOutOfRange(
        await admin('POST', '/api/featured/', { itemId, branchId: null, dateFeatured: bad }),
        'dateFeatured',
      )
      expectOutOfRange(
        await admin('POST', '/api/contests/', {
          branchShortId: null,
          title: 'Quiz',
          description: 'Rate mit',
          question: 'Wie hoch ist der Rhein?',
          dateBegin: bad,
          dateEnd: '2030-01-01T00:00:00Z',
        }),
        'dateBegin',
      )
      expectOutOfRange(
        await admin('POST', '/api/items/dashboard/bulk/', {
          itemIds: [itemId],
          action: { type: 'setReviewDue', dateDue: bad },
        }),
        'dateDue',
      )
    }
  })

  it('are a 400 in filters too', async () => {
    const query = new URLSearchParams({ reviewDueBefore: BAD[0] as string })
    expectOutOfRange(await admin('GET', `/api/items/dashboard/?${query}`), 'reviewDueBefore')
    const metrics = await admin('GET', '/api/metrics/sessions/daily/?from=0000-01-01&to=0000-01-10')
    expect(
      expectProblem(metrics, 400)
        .errors?.map((e) => e.message)
        .join(' '),
    ).toMatch(RANGE)
  })

  it('accepts the ends of the range', async () => {
    const first = await admin('POST', '/api/items/mentions/', {
      itemId,
      title: 'Chronik',
      datePublished: '1000-01-01T00:00:00Z',
    })
    expect(first.statusCode, first.body).toBe(201)
    const last = await admin('PUT', `/api/items/${itemId}`, { datePermanentlyClosed: '9999-12-31T23:59:59Z' })
    expect(last.statusCode, last.body).toBe(200)
  })
})

describe('names that are properties of every object', () => {
  it('are unknown font stacks (404), not fonts', async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const res = await tokenApp.app().inject({ url: `/api/basemap/glyphs/${name}/0-255.pbf` })
      expectProblem(res, 404)
    }
    // Skipped in a stack, like any font the server does not have.
    const mixed = await tokenApp
      .app()
      .inject({ url: '/api/basemap/glyphs/constructor,Open%20Sans%20Regular/0-255.pbf' })
    expect(mixed.statusCode).toBe(200)
  })
})

describe('unreadable multipart uploads', () => {
  const upload = async (contentType: string, body: string) =>
    tokenApp.app().inject({
      method: 'POST',
      url: '/api/media/',
      payload: body,
      headers: {
        'content-type': contentType,
        authorization: `Bearer ${await tokenApp.token({ roles: ['staff', 'admin'] })}`,
      },
    })

  it('are a 400: no boundary, a truncated body, a body that ends in a header', async () => {
    expectProblem(await upload('multipart/form-data', 'irrelevant'), 400)
    expectProblem(
      await upload(
        'multipart/form-data; boundary=quo',
        '--quo\r\ncontent-disposition: form-data; name="file"; filename="a.jpg"\r\ncontent-type: image/jpeg\r\n\r\n\xff\xd8\xff',
      ),
      400,
    )
    expectProblem(await upload('multipart/form-data; boundary=quo', '--quo\r\ncontent-disposit'), 400)
  })
})

describe('a preflight without Origin', () => {
  it('is a problem document', async () => {
    for (const headers of [
      {},
      { 'access-control-request-method': 'POST' },
      { origin: 'https://example.li' },
    ]) {
      const res = await tokenApp.app().inject({ method: 'OPTIONS', url: '/api/items', headers })
      const problem = expectProblem(res, 400)
      expect(problem.detail).toMatch(/Origin and Access-Control-Request-Method/)
    }
    // A real preflight is still answered.
    const ok = await tokenApp.app().inject({
      method: 'OPTIONS',
      url: '/api/metrics/',
      headers: { origin: 'https://example.li', 'access-control-request-method': 'POST' },
    })
    expect(ok.statusCode).toBe(204)
    expect(ok.headers['access-control-allow-origin']).toBe('*')
  })
})
