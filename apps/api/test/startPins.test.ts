import { Problem } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { useTestApp } from './helpers.js'

const { app } = useTestApp()

const get = (query: string, headers: Record<string, string> = {}) =>
  app().inject({ method: 'GET', url: `/api/basemap/start-pins.svg?${query}`, headers })

/** The pins of a start-pins picture: image id and box. */
function pinsOf(svg: string) {
  return [...svg.matchAll(/<use href="#([^"]+)" x="([-\d.]+)" y="([-\d.]+)"\/>/g)].map((m) => ({
    icon: m[1] ?? '',
    x: Number(m[2]),
    y: Number(m[3]),
    size: m[1]?.startsWith('quo-event-') ? 68 : 40,
  }))
}

describe('start pins picture', () => {
  it("draws a branch's start view: its pins, none overlapping, every image defined", async () => {
    const res = await get('host=vaduz.localhost:8091&w=1280&h=800')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(res.headers['content-security-policy']).toContain("default-src 'none'")
    const svg = res.body
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1280" height="800"/)
    const pins = pinsOf(svg)
    expect(pins.length).toBeGreaterThan(20)
    for (const p of pins) expect(svg).toContain(`<svg id="${p.icon}"`)
    for (const [i, a] of pins.entries())
      for (const b of pins.slice(i + 1))
        expect(a.x + a.size <= b.x || b.x + b.size <= a.x || a.y + a.size <= b.y || b.y + b.size <= a.y).toBe(
          true,
        )
    // Every pin at least touches the picture.
    for (const p of pins) expect(p.x < 1280 && p.y < 800 && p.x + p.size > 0 && p.y + p.size > 0).toBe(true)
  })

  it('follows the size of the map, and the season of the branch', async () => {
    const phone = (await get('host=vaduz.localhost&w=390&h=844')).body
    expect(phone).toContain('width="390" height="844"')
    expect(pinsOf(phone).length).toBeLessThan(
      pinsOf((await get('host=vaduz.localhost&w=1280&h=800')).body).length,
    )
    // Malbun opens in winter unless the page asks for summer (docs/product.md §4).
    expect((await get('host=malbun.localhost&w=390&h=844')).body).toContain('fill="#f8f9fb"')
    expect((await get('host=malbun.localhost&w=390&h=844&season=summer')).body).toContain('fill="#f2efe9"')
  })

  it('answers repeated requests from its cache with 304', async () => {
    const first = await get('host=vaduz.localhost&w=800&h=600')
    const etag = first.headers.etag as string
    expect(etag).toBeTruthy()
    const again = await get('host=vaduz.localhost&w=800&h=600', { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
  })

  it('rejects a missing or absurd size and a malformed host with 400, a redirecting host with 404', async () => {
    for (const query of [
      'host=vaduz.localhost&w=0&h=800',
      'host=vaduz.localhost&w=1280',
      'host=a%20b&w=10&h=10',
    ]) {
      const res = await get(query)
      expect(res.statusCode).toBe(400)
      expect(Problem.parse(res.json()).status).toBe(400)
    }
    const redirecting = await get('host=www.vaduz.localhost&w=10&h=10')
    expect(redirecting.statusCode).toBe(404)
    expect(redirecting.headers['content-type']).toMatch(/^application\/problem\+json/)
  })
})
