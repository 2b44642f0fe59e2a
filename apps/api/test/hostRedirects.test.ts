import { describe, expect, it } from 'vitest'
import { useTestApp } from './helpers.js'

const { app } = useTestApp()
const get = (host: string, url: string) => app().inject({ url, headers: { host } })

describe('redirects answered by the server (docs/product.md §2)', () => {
  it('moves a bare www host permanently to the host without it, keeping the path', async () => {
    const res = await get('www.vaduz.localhost', '/map/place/abcDEF123456/adler?x=1')
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('http://vaduz.localhost/map/place/abcDEF123456/adler?x=1')
    // The same URL under another host is no redirect: caches must key on the host.
    expect(res.headers.vary).toBe('host')
  })

  it('sends hosts with a redirect keyword to the main site', async () => {
    const res = await get('mauren-attraktiv.localhost', '/map')
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toMatch(/^https?:\/\/[^/]+\/?$/)
    expect(res.headers.vary).toBe('host')
  })

  it('moves /zemma and /zemma/ on the Schaan branch to the map on its other host', async () => {
    for (const path of ['/zemma', '/zemma/']) {
      const res = await get('schaan.localhost', path)
      expect(res.statusCode).toBe(301)
      expect(res.headers.location).toBe('http://zemma.localhost:8080/map')
      expect(res.headers.vary).toBe('host')
    }
  })

  it('leaves the API, other paths and other branches alone', async () => {
    expect((await get('www.vaduz.localhost', '/api/health')).statusCode).toBe(200)
    expect((await get('vaduz.localhost', '/zemma')).statusCode).toBe(404)
    expect((await get('schaan.localhost', '/map')).statusCode).toBe(404)
  })
})
