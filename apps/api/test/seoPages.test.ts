import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { BasemapResponse, Building, List, SearchShortcut, Street, Tag } from '@quo/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { queryRows } from '../src/db/database.js'
import { useTestApp } from './helpers.js'
import { checkStructuredData, GOOGLE_EVENT, GOOGLE_LOCAL_BUSINESS } from './structuredDataPresets.js'

// A shell like the built site's: a title and a description the place pages replace.
const SHELL = `<!doctype html>
<html lang="de">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Entdecke die schönsten Orte." />
    <title>Home · quo</title>
  </head>
  <body><div id="app"></div></body>
</html>
`
const appsDir = mkdtempSync(join(tmpdir(), 'quo-seo-'))
for (const name of ['web', 'embed', 'dashboard']) {
  mkdirSync(join(appsDir, name, 'dist', 'assets'), { recursive: true })
  writeFileSync(join(appsDir, name, 'dist', 'index.html'), name === 'web' ? SHELL : `<title>${name}</title>`)
}
afterAll(() => rmSync(appsDir, { recursive: true, force: true }))

const { app, database } = useTestApp({ appsDir })
const VADUZ = 'vaduz.localhost:8080'
const MAIN = 'localhost:8080'
const get = (host: string, url: string, headers: Record<string, string> = {}) =>
  app().inject({ method: 'GET', url, headers: { host, ...headers } })
const json = async <T>(url: string, schema: z.ZodType<T>) => schema.parse((await get(MAIN, url)).json())

const HOSTILE_TITLE = `<script>alert("x")</script> & 'Löwen'\u0007`

let place: { nanoId: string; title: string }
let hostile: string
let otherBranchOnly: string
beforeAll(async () => {
  const vaduz = await json('/api/items/basemap/branchshortid/3', BasemapResponse)
  const [nanoId = '', title = ''] = vaduz.items[0] ?? []
  place = { nanoId, title: String(title) }
  hostile = String(vaduz.items[1]?.[0])
  const db = database().db
  // Stored as an importer or an old client could have; the API refuses markup on writes.
  await db.execute(sql`UPDATE items SET title = ${HOSTILE_TITLE} WHERE nano_id = ${hostile}`)
  await db.execute(sql`INSERT INTO item_media (item_id, medium_type, url, title, sort_order)
    SELECT id, 1, '/api/media/demo/bild.jpg', 'Bild', -1 FROM items WHERE nano_id = ${hostile}`)
  const [other] = await queryRows<{ nano_id: string }>(
    db,
    sql`SELECT i.nano_id FROM items i WHERE i.is_duplicate_of IS NULL AND NOT EXISTS (
      SELECT 1 FROM item_tags it JOIN tags t ON t.id = it.tag_id WHERE it.item_id = i.id AND t.tag_key = 'vaduz')
      LIMIT 1`,
  )
  otherBranchOnly = other?.nano_id ?? ''
})

function headOf(html: string) {
  return {
    titles: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]),
    meta: (property: string) =>
      new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
  }
}

describe('status of the public site’s pages (docs/product.md §2)', () => {
  it('answers its routes 200 with the app, unknown routes 404 with the same app', async () => {
    for (const url of [
      '/',
      '/map',
      '/map/',
      '/landing',
      '/inspire',
      '/auth0-callback',
      '/map/events',
      '/map/a/b/c',
    ]) {
      const res = await get(VADUZ, url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8')
    }
    for (const url of ['/gibt-es-nicht', '/landing/x', '/map/place/!!/x', '/map/tag/0', '/index.php']) {
      const res = await get(VADUZ, url)
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8')
      expect(res.body, url).toContain('<div id="app"></div>')
      expect(res.headers['cache-control'], url).toBe('no-cache')
      expect(res.headers.etag, url).toBeUndefined()
    }
  })

  it('answers a place that exists 200 and one that does not 404', async () => {
    expect((await get(VADUZ, `/map/place/${place.nanoId}`)).statusCode).toBe(200)
    expect((await get(VADUZ, `/map/place/${place.nanoId}/beliebiger-titel`)).statusCode).toBe(200)
    expect((await get(MAIN, `/map/place/${place.nanoId}/x`)).statusCode).toBe(200)
    const missing = await get(VADUZ, '/map/place/gibtEsNicht123/x')
    expect(missing.statusCode).toBe(404)
    expect(missing.body).toContain('<title>Home · quo</title>')
    // Asked twice: the miss is cached, the answer stays the same.
    expect((await get(VADUZ, '/map/place/gibtEsNicht123/x')).statusCode).toBe(404)
  })

  it('answers streets, buildings, lists, tags and shortcuts by whether the app finds them', async () => {
    const [street] = await json('/api/streets/branchshortid/3', z.array(Street))
    const [building] = await json('/api/buildings/branchshortid/3', z.array(Building))
    const [list] = await json('/api/lists/', z.array(List))
    const [tag] = await json('/api/tags/', z.array(Tag))
    const shortcuts = await json('/api/search/shortcuts/', z.array(SearchShortcut))
    const own = shortcuts.find((s) => s.branchShortId === 3)
    const foreign = shortcuts.find((s) => s.branchShortId !== 3 && s.branchShortId !== null)
    const cases: [string, string, number][] = [
      [VADUZ, `/map/street/${street?.nanoId}/x`, 200],
      [VADUZ, '/map/street/gibtEsNicht123', 404],
      // The main site shows no streets or buildings of its own.
      [MAIN, `/map/street/${street?.nanoId}`, 404],
      [VADUZ, `/map/building/${building?.nanoId}`, 200],
      [VADUZ, '/map/building/gibtEsNicht123', 404],
      [VADUZ, `/map/list/${list?.nanoId}/x`, 200],
      [VADUZ, '/map/list/gibtEsNicht123', 404],
      [VADUZ, `/map/tag/${tag?.id}/x`, 200],
      [VADUZ, '/map/tag/999999', 404],
      [VADUZ, `/map/search-shortcut/${own?.id}/x/tags/${tag?.id}`, 200],
      [VADUZ, `/map/search-shortcut/${foreign?.id}`, 404],
    ]
    for (const [host, url, status] of cases)
      expect((await get(host, url)).statusCode, `${host}${url}`).toBe(status)
  })

  it('keeps the embed’s and dashboard’s own answers', async () => {
    expect((await get(VADUZ, '/embed/gibt-es-nicht')).statusCode).toBe(404)
    expect((await get(VADUZ, '/dashboard/places/12')).statusCode).toBe(200)
    expect((await get(VADUZ, '/api/gibt-es-nicht')).headers['content-type']).toMatch(/problem\+json/)
  })
})

describe('a place page’s own title, description and link preview', () => {
  it('names the place and the branch, with canonical URL and Open Graph tags', async () => {
    const res = await get(VADUZ, `/map/place/${place.nanoId}/falscher-titel`)
    const head = headOf(res.body)
    const slug = encodeURIComponent(place.title.toLowerCase().replace(/\s+/g, '-'))
    const url = `http://vaduz.localhost:8080/map/place/${place.nanoId}/${slug}`
    expect(head.titles).toEqual([`${place.title} – Vaduz – Hauptort`])
    expect(head.canonical).toBe(url)
    expect(head.meta('og:url')).toBe(url)
    expect(head.meta('og:title')).toBe(place.title)
    expect(head.meta('og:type')).toBe('place')
    expect(head.meta('description')?.length).toBeGreaterThan(10)
    expect(head.meta('og:description')).toBe(head.meta('description'))
    expect(res.body).not.toContain('Entdecke die schönsten Orte.')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers.vary).toContain('host')
  })

  it('escapes a title with markup, quotes and controls, and links the main image absolutely', async () => {
    const res = await get(VADUZ, `/map/place/${hostile}`)
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toContain('<script>')
    expect(res.body).not.toContain('\u0007')
    const head = headOf(res.body)
    expect(head.titles).toEqual([
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Löwen&#39; – Vaduz – Hauptort',
    ])
    expect(head.meta('og:image')).toBe('http://vaduz.localhost:8080/api/media/demo/bild.jpg')
    expect(head.canonical).toMatch(/^http:\/\/vaduz\.localhost:8080\/map\/place\/[\w-]+\/%3Cscript%3E/)
  })

  it('names the main site on its host and never a spoofed host', async () => {
    const main = headOf((await get(MAIN, `/map/place/${place.nanoId}`)).body)
    expect(main.titles).toEqual([`${place.title} – quo`])
    const spoofed = headOf((await get('vaduz.evil.example', `/map/place/${place.nanoId}`)).body)
    expect(spoofed.canonical).toMatch(/^http:\/\/localhost:8080\//)
    expect((await get('<script>', `/map/place/${place.nanoId}`)).statusCode).toBe(400)
  })

  it('sends compressed bodies with an ETag and answers a repeat 304', async () => {
    const url = `/map/place/${place.nanoId}`
    const br = await get(VADUZ, url, { 'accept-encoding': 'br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain(`<title>${place.title}`)
    const again = await get(VADUZ, url, { 'if-none-match': String(br.headers.etag) })
    expect(again.statusCode).toBe(304)
    const missing = await get(VADUZ, '/gibt-es-nicht', { 'accept-encoding': 'gzip' })
    expect(missing.statusCode).toBe(404)
    expect(gunzipSync(missing.rawPayload).toString()).toContain('<div id="app"></div>')
  })
})

describe('robots.txt', () => {
  it('is plain text: the map open, staff screens and the API closed but for the public reads', async () => {
    const res = await get(VADUZ, '/robots.txt')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    const lines = res.body.split('\n')
    expect(lines).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /dashboard/', 'Disallow: /api/']),
    )
    expect(lines).toEqual(
      expect.arrayContaining([
        'Allow: /api/items/nanoid/',
        'Allow: /api/branches/',
        'Allow: /api/basemap/tiles/',
      ]),
    )
    expect(res.body).not.toMatch(/Allow: \/api\/(items\/dashboard|health|openapi)/)
    expect(lines).toContain('Sitemap: http://vaduz.localhost:8080/sitemap.xml')
    expect(res.body).not.toContain('<')
  })

  it('names the public URL’s sitemap for a foreign host and refuses an invalid one', async () => {
    expect((await get('evil.example', '/robots.txt')).body).toContain(
      'Sitemap: http://localhost:8080/sitemap.xml',
    )
    expect((await get('bad host!', '/robots.txt')).statusCode).toBe(400)
  })
})

describe('manifest.webmanifest', () => {
  it('makes each map an app of its own: its name, its start, the product’s violet', async () => {
    const res = await get(VADUZ, '/manifest.webmanifest')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8')
    const manifest = res.json() as Record<string, unknown>
    expect(manifest).toMatchObject({
      name: 'Vaduz – Hauptort · quo',
      short_name: 'Vaduz',
      lang: 'de',
      start_url: '/map',
      scope: '/',
      display: 'standalone',
      theme_color: '#7B48FF',
    })
    // Home screens get bitmaps of the sizes they ask for, one of them maskable; each icon is a
    // file of the public site, as large as the manifest says.
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[]
    expect(icons.filter((i) => i.type === 'image/png').map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ])
    for (const icon of icons) {
      const file = readFileSync(new URL(`../../web/public${icon.src}`, import.meta.url))
      if (icon.type !== 'image/png') continue
      // A PNG's width and height follow its signature and IHDR chunk header (bytes 16–23).
      expect(`${file.readUInt32BE(16)}x${file.readUInt32BE(20)}`).toBe(icon.sizes)
    }
    const main = (await get(MAIN, '/manifest.webmanifest')).json() as { name: string }
    expect(main.name).toBe('quo – Karten der Region')
    expect((await get('bad host!', '/manifest.webmanifest')).statusCode).toBe(400)
  })
})

describe('sitemap.xml', () => {
  it('lists the branch’s places with the spec’s slug and last change', async () => {
    const res = await get(VADUZ, '/sitemap.xml')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(res.headers.vary).toContain('host')
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])
    const slug = encodeURIComponent(place.title.toLowerCase().replace(/\s+/g, '-'))
    expect(locs).toContain(`http://vaduz.localhost:8080/map/place/${place.nanoId}/${slug}`)
    expect(locs.some((l) => l?.includes(otherBranchOnly))).toBe(false)
    expect(res.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z<\/lastmod>/)
    expect(res.body).toContain('%3Cscript%3E')
    expect(res.body.replace(/<[!?/]?[a-z][^<>]*>/gi, '')).not.toMatch(/[<>]/)
    expect(res.body).not.toContain('\u0007')
    // The main site lists every place, the other branch's too.
    expect((await get(MAIN, '/sitemap.xml')).body).toContain(`/map/place/${otherBranchOnly}`)
  })

  it('is compressed and cached, and numbered files past the last are 404', async () => {
    const res = await get(VADUZ, '/sitemap.xml', { 'accept-encoding': 'br, gzip' })
    expect(res.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<urlset')
    expect(res.headers['cache-control']).toBe('public, no-cache')
    expect((await get(VADUZ, '/sitemap.xml', { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(
      304,
    )
    expect((await get(VADUZ, '/sitemap-1.xml')).body).toContain(`/map/place/${place.nanoId}/`)
    for (const url of [
      '/sitemap-2.xml',
      '/sitemap-0.xml',
      '/sitemap-x.xml',
      '/sitemap-100.xml',
      '/sitemap-01.xml',
    ]) {
      expect((await get(VADUZ, url)).statusCode, url).toBe(404)
    }
  })
})

describe('hostile requests', () => {
  it('answer 400, 403 or 404, never a server error', async () => {
    const urls = [
      `/${'a'.repeat(8000)}`,
      `/map/place/${'a'.repeat(5000)}`,
      '/map/place/%00/x',
      '/%00',
      '/map/place/abc%ZZdef/x',
      '/map/%E0%A4%A',
      '/../../etc/passwd',
      '/map/..%2F..%2Fetc%2Fpasswd',
      '/assets/../../package.json',
      '/sitemap-%00.xml',
    ]
    for (const url of urls) {
      const res = await get(VADUZ, url)
      expect([400, 403, 404], url.slice(0, 60)).toContain(res.statusCode)
    }
    for (const host of ['', 'evil.example', '<script>', `${'a'.repeat(300)}.example`]) {
      for (const url of ['/map/place/gibtEsNicht123', '/robots.txt', '/sitemap.xml', '/gibt-es-nicht']) {
        expect((await get(host, url)).statusCode, `${host.slice(0, 20)} ${url}`).toBeLessThan(500)
      }
    }
  })

  it('answers HEAD like GET, without a body', async () => {
    const res = await app().inject({ method: 'HEAD', url: '/gibt-es-nicht', headers: { host: VADUZ } })
    expect(res.statusCode).toBe(404)
    expect(res.body).toBe('')
  })
})

/** A place's page on the Vaduz map, as a search engine fetches it. */
async function placePage(nanoId: string): Promise<string> {
  const res = await get(VADUZ, `/map/place/${nanoId}`)
  expect(res.statusCode).toBe(200)
  return res.body
}

describe('schema.org data in the server-rendered pages', () => {
  it("gives an event's page an Event per coming date with Google's required properties", async () => {
    const [event] = await queryRows<{ nano_id: string; n: number }>(
      database().db,
      sql`SELECT i.nano_id, count(*)::int AS n FROM events e JOIN items i ON i.id = e.item_id
        JOIN item_addresses a ON a.item_id = i.id AND a.street IS NOT NULL
        WHERE e.date_end > now() GROUP BY i.nano_id ORDER BY count(*) DESC, i.nano_id LIMIT 1`,
    )
    if (!event) throw new Error('the demo has coming events with an address')
    const result = await checkStructuredData(await placePage(event.nano_id), GOOGLE_EVENT)
    expect(result.failed.map((f) => f.test)).toEqual([])
    const events = result.structuredData.jsonld.Event ?? []
    expect(events).toHaveLength(event.n)
    for (const entry of events) {
      // The region's wall clock with its offset, as search engines read it.
      expect(entry.startDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[12]:00$/)
      expect(entry.eventStatus).toBe('https://schema.org/EventScheduled')
    }
  })

  it("gives a business's page a LocalBusiness with its hours and the holidays it closes on", async () => {
    const [place] = await queryRows<{ nano_id: string; hours: string }>(
      database().db,
      sql`SELECT i.nano_id, h.data_value AS hours FROM items i
        JOIN item_details h ON h.item_id = i.id AND h.data_key_v2 = 'hours' AND h.data_value LIKE 'Mo-Fr %; PH off'
        JOIN item_details p ON p.item_id = i.id AND p.data_key_v2 = 'phone'
        JOIN item_addresses a ON a.item_id = i.id AND a.street IS NOT NULL
        JOIN cities c ON c.id = a.city_id AND c.title = 'Vaduz'
        WHERE NOT EXISTS (SELECT 1 FROM events e WHERE e.item_id = i.id)
        ORDER BY i.id LIMIT 1`,
    )
    if (!place) throw new Error('the demo has a Vaduz business closed on holidays')
    const result = await checkStructuredData(await placePage(place.nano_id), GOOGLE_LOCAL_BUSINESS)
    expect(result.failed.map((f) => f.test)).toEqual([])
    const [business] = result.structuredData.jsonld.LocalBusiness ?? []
    const weekly = business?.openingHoursSpecification as { dayOfWeek: string[] }[]
    // Days with the same times share an entry ("Mo-Fr 08:00-12:00,…; Sa 08:00-12:00": Saturday joins the morning's).
    expect(weekly[0]?.dayOfWeek).toEqual(
      expect.arrayContaining(
        ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `https://schema.org/${d}`),
      ),
    )
    expect(weekly.flatMap((w) => w.dayOfWeek)).not.toContain('https://schema.org/Sunday')
    // Liechtenstein's holidays of the coming year, closed all day.
    const special = business?.specialOpeningHoursSpecification as { validFrom: string; opens: string }[]
    expect(special.length).toBeGreaterThanOrEqual(15)
    expect(special.every((s) => s.opens === '00:00:00')).toBe(true)
    expect(special.map((s) => s.validFrom.slice(5))).toContain('12-08')
  })

  it('keeps a hostile title inside its JSON-LD block', async () => {
    const [row] = await queryRows<{ id: number; nano_id: string }>(
      database().db,
      sql`SELECT i.id, i.nano_id FROM items i JOIN item_details d ON d.item_id = i.id AND d.data_key_v2 = 'phone'
        ORDER BY i.id LIMIT 1`,
    )
    if (!row) throw new Error('the demo has places with a telephone')
    const hostile = '</script><script>alert(1)</script>'
    await database().db.execute(sql`UPDATE items SET title = ${hostile} WHERE id = ${row.id}`)
    await expect.poll(async () => (await placePage(row.nano_id)).includes('\\u003c/script\\u003e')).toBe(true)
    const html = await placePage(row.nano_id)
    expect(html).not.toContain('<script>alert(1)')
    const result = await checkStructuredData(html, {
      ...GOOGLE_LOCAL_BUSINESS,
      tests: GOOGLE_LOCAL_BUSINESS.tests.slice(0, 2),
    })
    expect(result.structuredData.jsonld.LocalBusiness?.[0]?.name).toBe(hostile)
  })
})
