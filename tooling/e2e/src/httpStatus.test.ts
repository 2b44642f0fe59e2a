import { BasemapResponse, BranchesResponse } from '@quo/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { useBrowser } from './browser.js'
import { serverOrigin, serverPort } from './server.js'

// A defect a first visit found (docs/decisions/0009-visitor-defects-tested-in-the-browser.md):
// errors answered 200, robots.txt was the app's HTML, and places had no title or preview of their
// own. Each answer is checked as Chromium receives it.

const { browser, url } = useBrowser()
const HOST = 'vaduz.localhost'
const api = async <T>(path: string, parse: (v: unknown) => T) =>
  parse(await (await fetch(`${serverOrigin()}/api${path}`)).json())

let branchTitle: string
let place: { nanoId: string; title: string }
beforeAll(async () => {
  const { branches } = await api('/branches/', (v) => BranchesResponse.parse(v))
  const vaduz = branches.find((b) => b.hostKeywords.includes('vaduz'))
  if (!vaduz) throw new Error('demo branch vaduz missing')
  branchTitle = vaduz.title
  const basemap = await api(`/items/basemap/branchshortid/${vaduz.shortId}`, (v) => BasemapResponse.parse(v))
  const [nanoId = '', title = ''] = basemap.items.find((i) => i[4] === 'place') ?? []
  place = { nanoId, title: String(title) }
})

describe('HTTP status and documents for crawlers', () => {
  it('answers an unknown route 404 and shows the 404 page', async () => {
    const page = await browser().newPage()
    const response = await page.goto(url(HOST, '/gibt-es-nicht/wirklich'))
    expect(response?.status()).toBe(404)
    expect(response?.headers()['content-type']).toBe('text/html; charset=utf-8')
    await expect.poll(() => page.locator('h1').textContent()).toBe('This page could not be found')
    await page.close()
  })

  it('answers a place that does not exist 404, a malformed id too', async () => {
    // The server's statuses: once the site's service worker runs, it answers navigations itself.
    const page = await browser().newPage({ serviceWorkers: 'block' })
    expect((await page.goto(url(HOST, '/map/place/gibtEsNicht123/irgendwas')))?.status()).toBe(404)
    expect((await page.goto(url(HOST, '/map/place/!!/x')))?.status()).toBe(404)
    await expect.poll(() => page.locator('h1').textContent()).toBe('This page could not be found')
    await page.close()
  })

  it('serves robots.txt as text naming the host’s sitemap', async () => {
    const page = await browser().newPage()
    const response = await page.goto(url(HOST, '/robots.txt'))
    expect(response?.status()).toBe(200)
    expect(response?.headers()['content-type']).toBe('text/plain; charset=utf-8')
    const text = (await response?.text()) ?? ''
    expect(text).toContain('Disallow: /dashboard/')
    expect(text).toContain(`Sitemap: http://${HOST}:${serverPort()}/sitemap.xml`)
    await page.close()
  })

  it('lists a known place in a well-formed sitemap, and its URL opens the place', async () => {
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } })
    const response = await page.goto(url(HOST, '/sitemap.xml'))
    expect(response?.status()).toBe(200)
    expect(response?.headers()['content-type']).toBe('application/xml; charset=utf-8')
    // Parsed by the browser's own XML parser: any stray character would be a parser error.
    const sitemap = await page.evaluate(async () => {
      const xml = await (await fetch('/sitemap.xml')).text()
      const doc = new DOMParser().parseFromString(xml, 'application/xml')
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        root: doc.documentElement.localName,
        locs: [...doc.getElementsByTagName('loc')].map((l) => l.textContent ?? ''),
      }
    })
    expect(sitemap.error).toBe(false)
    expect(sitemap.root).toBe('urlset')
    const loc = sitemap.locs.find((l) => l.includes(`/map/place/${place.nanoId}/`))
    expect(loc).toBe(
      `http://${HOST}:${serverPort()}/map/place/${place.nanoId}/${encodeURIComponent(place.title.toLowerCase().replace(/\s+/g, '-'))}`,
    )
    const opened = await page.goto(loc ?? '')
    expect(opened?.status()).toBe(200)
    await expect.poll(() => page.locator('#place-title').textContent()).toBe(place.title)
    await page.screenshot({ path: '/tmp/quo-e2e-sitemap-place-phone.png' })
    await page.close()
  })

  it('gives a place page its own title, description, canonical URL and Open Graph tags', async () => {
    const page = await browser().newPage({ javaScriptEnabled: false })
    const response = await page.goto(url(HOST, `/map/place/${place.nanoId}/alter-titel`))
    expect(response?.status()).toBe(200)
    const head = await page.evaluate(() => {
      const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name)
      return {
        title: document.title,
        description: attr('meta[name="description"]', 'content'),
        canonical: attr('link[rel="canonical"]', 'href'),
        ogTitle: attr('meta[property="og:title"]', 'content'),
        ogUrl: attr('meta[property="og:url"]', 'content'),
        ogType: attr('meta[property="og:type"]', 'content'),
        ogDescription: attr('meta[property="og:description"]', 'content'),
      }
    })
    const canonical = `http://${HOST}:${serverPort()}/map/place/${place.nanoId}/${encodeURIComponent(
      place.title.toLowerCase().replace(/\s+/g, '-'),
    )}`
    expect(head.title).toBe(`${place.title} – ${branchTitle}`)
    expect(head.ogTitle).toBe(place.title)
    expect(head.canonical).toBe(canonical)
    expect(head.ogUrl).toBe(canonical)
    expect(head.ogType).toBe('place')
    expect(head.description?.length).toBeGreaterThan(10)
    expect(head.ogDescription).toBe(head.description)
    await page.close()
  })
})
