import { connect } from 'node:net'
import { Problem } from '@quo/contract'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { problems } from '../src/plugins/problems.js'
import { transportProblemOptions } from '../src/plugins/transportProblems.js'
import { useTestApp } from './helpers.js'

// Every error the server sends is a problem document, including the ones Node's HTTP parser,
// Fastify's router and its body parsers answer before any route runs. Those never reach
// `inject`, so these requests go over a real socket.

interface RawResponse {
  status: number
  headers: Record<string, string>
  body: string
}

/** Sends bytes as they are and reads the answer until the server closes or it is complete. */
function rawRequest(port: number, request: string | Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    const done = () => {
      socket.destroy()
      const text = Buffer.concat(chunks).toString('utf8')
      const end = text.indexOf('\r\n\r\n')
      if (end < 0) return reject(new Error(`no response: ${JSON.stringify(text.slice(0, 200))}`))
      const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n')
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      )
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(end + 4) })
    }
    const complete = () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const end = text.indexOf('\r\n\r\n')
      const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, end))?.[1]
      return end >= 0 && length !== undefined && Buffer.byteLength(text.slice(end + 4)) >= Number(length)
    }
    socket.on('data', (c) => {
      chunks.push(c)
      if (complete()) done()
    })
    socket.on('end', done)
    // The server may reset a connection whose request it stopped reading; the answer came first.
    socket.on('error', () => (chunks.length ? done() : reject(new Error('connection failed'))))
    socket.on('connect', () => socket.end(request))
  })
}

function expectProblem(res: RawResponse, status: number) {
  expect(res.status, res.body.slice(0, 300)).toBe(status)
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/)
  const problem = Problem.parse(JSON.parse(res.body))
  expect(problem).toMatchObject({ type: 'about:blank', status })
  expect(problem.title.length).toBeGreaterThan(0)
  return problem
}

const get = (path: string, headers = '') =>
  `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${headers}\r\n`
const post = (path: string, contentType: string, body: string) =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: ${contentType}\r\n` +
  `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`

describe('the API over a socket', () => {
  const { app } = useTestApp()
  let port = 0
  beforeAll(async () => {
    await app().listen({ port: 0, host: '127.0.0.1' })
    port = (app().server.address() as { port: number }).port
  })

  it('answers an unknown route and an unknown method with a 404 problem', async () => {
    const unknown = expectProblem(await rawRequest(port, get('/api/no-such-thing')), 404)
    expect(unknown.instance).toBe('/api/no-such-thing')
    expectProblem(await rawRequest(port, post('/api/health', 'application/json', '{}')), 404)
    // Fastify answers a method a path does not serve as an unknown route, never with its own 405.
    expectProblem(await rawRequest(port, get('/api/health').replace('GET', 'PROPFIND')), 404)
  })

  it('answers a staff call without a token with a 401 problem', async () => {
    expectProblem(await rawRequest(port, get('/api/items/dashboard/')), 401)
  })

  it('answers body-parser failures with problems: 415, 400 for broken JSON, 413', async () => {
    const url = '/api/items/change-requests/'
    expectProblem(await rawRequest(port, post(url, 'text/xml', '<a/>')), 415)
    expectProblem(await rawRequest(port, post(url, 'application/json', '{"itemId":')), 400)
    expectProblem(await rawRequest(port, post(url, 'application/json', '')), 400)
    expectProblem(await rawRequest(port, post(url, 'application/json', `"${'x'.repeat(300_000)}"`)), 413)
  })

  it('answers a URL the router cannot decode with a 400 problem', async () => {
    expectProblem(await rawRequest(port, get('/api/items/nanoid/%E0%A4%A')), 400)
  })

  it('answers a path parameter longer than the router accepts with a 414 problem', async () => {
    const problem = expectProblem(await rawRequest(port, get(`/api/items/nanoid/${'a'.repeat(300)}`)), 414)
    expect(problem.title).toBe('URI Too Long')
  })

  it('answers a 100 KB URL with a 414 problem', async () => {
    const problem = expectProblem(await rawRequest(port, get(`/api/health?q=${'a'.repeat(100_000)}`)), 414)
    expect(problem.instance).toBeUndefined()
  })

  it('answers a 100 KB header with a 431 problem', async () => {
    const res = await rawRequest(port, get('/api/health', `X-Big: ${'b'.repeat(100_000)}\r\n`))
    expect(expectProblem(res, 431).title).toBe('Request Header Fields Too Large')
  })

  it('answers bytes that are not HTTP with a 400 problem', async () => {
    expectProblem(await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n'), 400)
    expectProblem(await rawRequest(port, 'GET /api/health HTTP/1.1\r\nHost: a\r\nBad Header\r\n\r\n'), 400)
  })
})

describe('a server error and a closing server', () => {
  const app = Fastify({ ...transportProblemOptions })
  let release = () => {}
  beforeAll(async () => {
    await app.register(problems)
    app.get('/boom', async () => {
      throw new Error('secret internals')
    })
    app.get('/slow', () => new Promise<string>((resolve) => (release = () => resolve('done'))))
    app.get('/fast', async () => 'fast')
    await app.ready()
  })
  afterAll(() => app.close())

  it('answers an unexpected failure with a 500 problem that shows no internals', async () => {
    const res = await app.inject({ url: '/boom' })
    expect(res.statusCode).toBe(500)
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/)
    expect(Problem.parse(res.json()).status).toBe(500)
    expect(res.body).not.toContain('secret')
  })

  it('answers requests that arrive while it closes with a 503 problem', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as { port: number }
    const socket = connect(port, '127.0.0.1')
    let received = ''
    socket.on('data', (c) => {
      received += c.toString('utf8')
    })
    const ended = new Promise((resolve) => socket.on('close', resolve))
    await new Promise((resolve) => socket.on('connect', resolve))
    socket.write('GET /slow HTTP/1.1\r\nHost: a\r\n\r\n')
    await new Promise((resolve) => setTimeout(resolve, 100))
    const closed = app.close()
    await new Promise((resolve) => setTimeout(resolve, 50))
    // Pipelined on the connection that keeps the server open while it drains.
    socket.write('GET /fast HTTP/1.1\r\nHost: a\r\n\r\n')
    await new Promise((resolve) => setTimeout(resolve, 100))
    release()
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2000))])
    socket.destroy()
    await closed
    const second = received.slice(received.indexOf('HTTP/1.1', 1))
    expect(received).toMatch(/^HTTP\/1.1 200/)
    expect(second).toMatch(/^HTTP\/1.1 503/)
    expect(second).toMatch(/content-type: application\/problem\+json/i)
    expect(second).toMatch(/retry-after: 1/i)
  })
})
