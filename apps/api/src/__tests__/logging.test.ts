import { Writable } from 'node:stream'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { loggerOptions, requestId, scrub } from '../observability/logging.js'

describe('log scrubbing', () => {
  it('takes e-mail and IPv4 addresses out of messages', () => {
    expect(scrub('Key (email)=(anna.muster+quo@gemeinde.li) already exists, from 192.168.1.20')).toBe(
      'Key (email)=([e-mail]) already exists, from [address]',
    )
    expect(scrub('version 1.2.3 of branch 3')).toBe('version 1.2.3 of branch 3')
    expect(scrub('at node_modules/.pnpm/end-of-stream@1.4.5/node_modules/end-of-stream/index.js')).toBe(
      'at node_modules/.pnpm/end-of-stream@1.4.5/node_modules/end-of-stream/index.js',
    )
  })
})

describe('the server log', () => {
  it('names the request by id, method and path only, and keeps addresses and hang-ups out of errors', async () => {
    const lines: Record<string, unknown>[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()))
        done()
      },
    })
    const options = loggerOptions('debug') as Record<string, unknown>
    const app = Fastify({ logger: { ...options, stream } as never, genReqId: requestId })
    app.get('/api/items/:id', async (request) => {
      request.log.error(
        { req: request, err: new Error('duplicate key (email)=(anna@example.li) from 10.1.2.3') },
        'request failed',
      )
      request.log.error(Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }))
      request.log.error(new Error('premature close'))
      return {}
    })
    await app.inject({
      url: '/api/items/7?email=anna@example.li',
      headers: { 'x-request-id': 'lb-42', 'x-forwarded-for': '203.0.113.9' },
      remoteAddress: '198.51.100.4',
    })
    await app.close()
    const failed = lines.find((line) => line.msg === 'request failed')
    expect(failed).toMatchObject({
      level: 50,
      reqId: 'lb-42',
      req: { method: 'GET', path: '/api/items/7' },
      err: { message: 'duplicate key (email)=([e-mail]) from [address]' },
    })
    const hangUps = lines.filter((line) =>
      /premature close/i.test((line.err as { message?: string } | undefined)?.message ?? ''),
    )
    expect(hangUps.map((line) => line.level)).toEqual([20, 20])
    const text = JSON.stringify(lines)
    expect(text).not.toMatch(/anna@example\.li|198\.51\.100\.4|203\.0\.113\.9|10\.1\.2\.3/)
  })
})
