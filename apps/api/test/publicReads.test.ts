import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import {
  BasemapResponse,
  BranchesResponse,
  Building,
  Category,
  City,
  Contest,
  Country,
  Event,
  Featured,
  Icon,
  Item,
  ItemDetailKey,
  List,
  NearestCity,
  Problem,
  SearchShortcut,
  State,
  Street,
  Tag,
} from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { useTestApp } from './helpers.js'

const { app } = useTestApp()

async function getJson(url: string) {
  const res = await app().inject({ method: 'GET', url })
  return { res, body: res.json() as unknown }
}

describe('reference reads match their contract', () => {
  const cases: [string, z.ZodType, (body: never) => void][] = [
    [
      '/api/branches/',
      BranchesResponse,
      (b: z.infer<typeof BranchesResponse>) => {
        expect(b.branches.map((x) => x.shortId)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1))
        const active = b.branches.filter((x) => x.isActive).map((x) => x.shortId)
        expect(active).toEqual([1, 3, 4, 7, 8, 12, 13, 15, 21, 25, 26, 27, 28, 29, 30])
        const malbun = b.branches.find((x) => x.shortId === 21)
        expect(malbun?.seasons.map((s) => s.path).sort()).toEqual(['summer', 'winter'])
        expect(malbun?.seasons.find((s) => s.id === malbun.currentSeasonId)?.path).toBe('winter')
        expect(malbun?.hasKiosk).toBe(true)
        expect(b.branches.find((x) => x.shortId === 25)?.levels.map((l) => l.key)).toEqual(['EG', 'OG'])
        expect(b.hostRedirects.map((h) => h.keyword).sort()).toEqual([
          'higa',
          'mauren-attraktiv',
          'staatsfeiertag',
        ])
      },
    ],
    [
      '/api/categories/',
      z.array(Category),
      (b: Category[]) => {
        expect(new Set(b.map((c) => c.mainCategory)).size).toBe(20)
        expect(b.every((c) => c.translations.some((t) => t.language === 'de'))).toBe(true)
      },
    ],
    [
      '/api/icons/',
      z.array(Icon),
      (b: Icon[]) => {
        expect(b.length).toBeGreaterThan(20)
        expect(b.every((i) => i.iconSvg.startsWith('<svg'))).toBe(true)
      },
    ],
    [
      '/api/tags/',
      z.array(Tag),
      (b: Tag[]) => {
        const groups = new Set(b.map((t) => t.tagGroup))
        for (const g of [11, 100001, 1001, 1003, 1004, 2001, 2002, 2003, 4001, 4002, 6001])
          expect(groups).toContain(g)
      },
    ],
    [
      '/api/items/details/keys/',
      z.array(ItemDetailKey),
      (b: ItemDetailKey[]) => {
        expect(b.length).toBeGreaterThanOrEqual(60)
        expect(
          b
            .filter((k) => k.isHidden)
            .map((k) => k.keyName)
            .sort(),
        ).toEqual(['contactSource', 'covid19', 'hoursSource'])
      },
    ],
    [
      '/api/countries/',
      z.array(Country),
      (b: Country[]) => expect(b.map((c) => c.iso2).sort()).toEqual(['AT', 'CH', 'LI']),
    ],
    ['/api/states/', z.array(State), (b: State[]) => expect(b.length).toBeGreaterThanOrEqual(3)],
    ['/api/contests/', z.array(Contest), (b: Contest[]) => expect(b.length).toBeGreaterThan(0)],
    ['/api/featured/', z.array(Featured), (b: Featured[]) => expect(b.length).toBeGreaterThan(0)],
    ['/api/lists/', z.array(List), (b: List[]) => expect(b.some((l) => l.itemNanoIds.length > 0)).toBe(true)],
    [
      '/api/search/shortcuts/',
      z.array(SearchShortcut),
      (b: SearchShortcut[]) => {
        expect(b.some((s) => s.branchShortId === null)).toBe(true)
        expect(b.some((s) => s.branchShortId === 3)).toBe(true)
      },
    ],
  ]
  for (const [url, schema, check] of cases) {
    it(`GET ${url}`, async () => {
      const { res, body } = await getJson(url)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      check(schema.parse(body) as never)
    })
  }
})

describe('basemap', () => {
  it('lists the pins of a branch in the compact row format', async () => {
    const { res, body } = await getJson('/api/items/basemap/branchshortid/3')
    expect(res.statusCode).toBe(200)
    const basemap = BasemapResponse.parse(body)
    expect(basemap.items.length).toBeGreaterThanOrEqual(300)
    for (const [, , lon, lat] of basemap.items) {
      // Vaduz and its surroundings
      expect(lon).toBeGreaterThan(9.4)
      expect(lon).toBeLessThan(9.7)
      expect(lat).toBeGreaterThan(47.05)
      expect(lat).toBeLessThan(47.3)
    }
  })

  it('the country-wide branch also shows the municipal branches’ items', async () => {
    const country = BasemapResponse.parse((await getJson('/api/items/basemap/branchshortid/1')).body)
    const vaduz = BasemapResponse.parse((await getJson('/api/items/basemap/branchshortid/3')).body)
    const countryIds = new Set(country.items.map((r) => r[0]))
    expect(vaduz.items.every((r) => countryIds.has(r[0]))).toBe(true)
  })

  it('gives trade-fair pins their level', async () => {
    const fair = BasemapResponse.parse((await getJson('/api/items/basemap/branchshortid/25')).body)
    const levels = new Set(fair.items.map((r) => r[6]))
    expect(levels).toContain('EG')
    expect(levels).toContain('OG')
  })

  it('the global basemap holds every item', async () => {
    const all = BasemapResponse.parse((await getJson('/api/items/basemap/')).body)
    expect(all.items.length).toBeGreaterThan(3000)
  })

  it('answers 404 for an unknown branch and 400 for a malformed id', async () => {
    const unknown = await getJson('/api/items/basemap/branchshortid/31')
    expect(unknown.res.statusCode).toBe(400)
    expect(unknown.res.headers['content-type']).toMatch(/^application\/problem\+json/)
    const problem = Problem.parse(unknown.body)
    expect(problem.errors?.[0]?.path).toContain('branchShortId')
    expect((await getJson('/api/items/basemap/branchshortid/abc')).res.statusCode).toBe(400)
  })
})

describe('hot-read caching', () => {
  it('sends a strong ETag and answers 304 to If-None-Match', async () => {
    const first = await app().inject({ method: 'GET', url: '/api/categories/' })
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^"[^"]+"$/)
    expect(first.headers['cache-control']).toBe('public, no-cache')
    const again = await app().inject({
      method: 'GET',
      url: '/api/categories/',
      headers: { 'if-none-match': etag },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('serves brotli and gzip bodies that decode to the same JSON', async () => {
    const url = '/api/items/basemap/branchshortid/4'
    const plain = await app().inject({ method: 'GET', url })
    const br = await app().inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    const gz = await app().inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(br.headers.vary).toContain('accept-encoding')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body)
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
  })
})

describe('items', () => {
  it('returns the full item behind a basemap nanoId', async () => {
    const basemap = BasemapResponse.parse((await getJson('/api/items/basemap/branchshortid/3')).body)
    const [nanoId] = basemap.items[0] ?? []
    const { res, body } = await getJson(`/api/items/nanoid/${nanoId}`)
    expect(res.statusCode).toBe(200)
    const item = Item.parse(body)
    expect(item.nanoId).toBe(nanoId)
    expect(item.categories.length).toBeGreaterThan(0)
    expect(item.itemDetails.some((d) => d.dataKeyV2 === 'shortDescription')).toBe(true)
  })

  it('returns routes with their way and waypoints', async () => {
    const basemap = BasemapResponse.parse((await getJson('/api/items/basemap/branchshortid/13')).body)
    const route = basemap.items.find((r) => r[4] === 'route')
    expect(route).toBeDefined()
    const item = Item.parse((await getJson(`/api/items/nanoid/${route?.[0]}`)).body)
    expect(item.ways[0]?.way.type).toBe('LineString')
    expect(item.itemChildren.some((c) => c.relationshipTitle === 'itemWayPoint')).toBe(true)
  })

  it('answers 404 for an unknown nanoId and 400 for a malformed one', async () => {
    const missing = await getJson('/api/items/nanoid/doesNotExist1')
    expect(missing.res.statusCode).toBe(404)
    expect(Problem.parse(missing.body).status).toBe(404)
    expect((await getJson('/api/items/nanoid/a%20b')).res.statusCode).toBe(400)
  })
})

describe('branch-scoped reads', () => {
  it('lists buildings with polygons', async () => {
    const b = z.array(Building).parse((await getJson('/api/buildings/branchshortid/3')).body)
    expect(b.length).toBeGreaterThan(10)
    expect(b[0]?.polygon.type).toBe('Polygon')
  })

  it('lists streets with line geometry', async () => {
    const s = z.array(Street).parse((await getJson('/api/streets/branchshortid/3')).body)
    expect(s.length).toBeGreaterThan(5)
    expect(['LineString', 'MultiLineString']).toContain(s[0]?.geometry.type)
  })

  it('lists only events that have not yet ended, soonest first', async () => {
    const e = z.array(Event).parse((await getJson('/api/events/branchshortid/3')).body)
    expect(e.length).toBeGreaterThan(0)
    const now = Date.now()
    expect(e.every((x) => Date.parse(x.dateEnd) > now)).toBe(true)
    const begins = e.map((x) => Date.parse(x.dateBegin))
    expect(begins).toEqual([...begins].sort((a, b) => a - b))
  })

  it('answers 404 for branch-scoped reads of an unknown branch id in range', async () => {
    // 1–30 all exist in the demo; an id out of range is a client error.
    expect((await getJson('/api/streets/branchshortid/0')).res.statusCode).toBe(400)
  })
})

describe('cities', () => {
  it('lists the cities of a country', async () => {
    const countries = z.array(Country).parse((await getJson('/api/countries/')).body)
    const li = countries.find((c) => c.iso2 === 'LI')
    const cities = z.array(City).parse((await getJson(`/api/cities/countryid/${li?.id}`)).body)
    expect(cities.map((c) => c.title)).toContain('Vaduz')
  })

  it('finds the nearest city by distance', async () => {
    // A point in Vaduz's Städtle
    const { res, body } = await getJson('/api/cities/latlon/47.1395/9.5215')
    expect(res.statusCode).toBe(200)
    const city = NearestCity.parse(body)
    expect(city.title).toBe('Vaduz')
    expect(city.distanceMeters).toBeLessThan(1500)
  })

  it('rejects coordinates out of range and unknown countries', async () => {
    expect((await getJson('/api/cities/latlon/95/9.5')).res.statusCode).toBe(400)
    expect((await getJson('/api/cities/latlon/47/abc')).res.statusCode).toBe(400)
    expect((await getJson('/api/cities/countryid/9999')).res.statusCode).toBe(404)
  })
})

describe('API surface', () => {
  it('publishes an OpenAPI document naming every public read', async () => {
    const { res, body } = await getJson('/api/openapi.json')
    expect(res.statusCode).toBe(200)
    const paths = Object.keys((body as { paths: Record<string, unknown> }).paths)
    // Paths are relative to the document's server URL, /api.
    for (const p of [
      '/branches/',
      '/items/basemap/branchshortid/{branchShortId}',
      '/items/nanoid/{nanoId}',
      '/cities/latlon/{lat}/{lon}',
      '/events/branchshortid/{branchShortId}',
    ]) {
      expect(paths).toContain(p)
    }
  })

  it('answers unknown API paths with a problem+json 404', async () => {
    const { res, body } = await getJson('/api/nope')
    expect(res.statusCode).toBe(404)
    expect(Problem.parse(body).title).toBe('Not Found')
  })
})
