import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../index.js'

let server: Server
let baseUrl = ''
beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json')
    const bodies: Record<string, unknown> = {
      '/api/branches/': { branches: [], hostRedirects: [] },
      '/api/items/basemap/branchshortid/3': {
        columns: [],
        items: [['abcDEF123456', 'Adler', 9.5, 47.1, 'place', 1, null, 0, []]],
      },
      '/api/items/basemap/': { columns: [], items: [['bad', 1]] },
    }
    const body = bodies[req.url ?? '']
    res.statusCode = body ? 200 : 404
    res.end(JSON.stringify(body ?? {}))
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))

describe('createApiClient', () => {
  it('reads and parses branches and a branch basemap', async () => {
    const api = createApiClient({ baseUrl })
    expect(await api.branches()).toEqual({ branches: [], hostRedirects: [] })
    const basemap = await api.basemap(3)
    expect(basemap.items[0]?.[1]).toBe('Adler')
  })

  it('rejects a response that breaks the contract', async () => {
    await expect(createApiClient({ baseUrl }).basemap()).rejects.toThrow()
  })

  it('rejects an error status instead of parsing its body', async () => {
    await expect(createApiClient({ baseUrl }).basemap(99)).rejects.toThrow(/404/)
  })
})
