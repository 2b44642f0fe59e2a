import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { PlaceSummary } from '../repositories/pageRecordRepository.js'
import { loadAppShell } from '../seo/appShell.js'
import { escapeMarkup } from '../seo/markup.js'
import { placeDescription, placeHead } from '../seo/placePreview.js'
import { placePath } from '../seo/placeUrl.js'
import { SITEMAP_URL_LIMIT, sitemapIndex, urlSet } from '../seo/sitemapXml.js'

const HOSTILE = `<script>alert("x")</script> & 'Löwen'\u0000\u0007\ud800`

const PLACE: PlaceSummary = {
  nanoId: 'abcDEF123456',
  title: 'Café  Adler',
  lon: 9.52,
  lat: 47.14,
  shortDescription: null,
  category: 'Restaurant',
  street: 'Städtle',
  housenumber: '12',
  postcode: '9490',
  city: 'Vaduz',
  image: '/api/media/demo/adler.jpg',
  country: 'LI',
  phone: null,
  website: null,
  hours: null,
  closed: false,
  events: [],
  holidayRegion: { countryCode: 'li', state: null },
}
const SITE = { origin: 'https://vaduz.quo.li', title: 'Vaduz – Hauptort' }

/** Text outside of tags and attribute values: any `<` or `>` there came from data. */
function strayMarkup(html: string): string[] {
  return html.replace(/<[!?/]?[a-z][^<>]*>/gi, '').match(/[<>]/g) ?? []
}

describe('escapeMarkup', () => {
  it('turns markup characters into entities and drops what XML cannot carry', () => {
    expect(escapeMarkup(HOSTILE)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Löwen&#39;',
    )
    expect(escapeMarkup('Zeile\tmit\nUmbruch 😀')).toBe('Zeile\tmit\nUmbruch 😀')
  })
})

describe('placePath: the spec slug, safe in any URL', () => {
  it('lower-cases and joins whitespace runs with a hyphen, percent-encoded', () => {
    expect(placePath('abcDEF123456', 'Café  Adler')).toBe('/map/place/abcDEF123456/caf%C3%A9-adler')
    expect(placePath('abcDEF123456', 'A/B & C?')).toBe('/map/place/abcDEF123456/a%2Fb-%26-c%3F')
    expect(placePath('abcDEF123456', '')).toBe('/map/place/abcDEF123456')
  })

  it('leaves controls and lone surrogates out instead of throwing or writing %00', () => {
    expect(placePath('abcDEF123456', 'Rat\u0000haus\ud800')).toBe('/map/place/abcDEF123456/rathaus')
  })
})

describe('placeHead: a place page’s title, description and link preview', () => {
  it('names the place and the branch, describes it by category and address, links its image', async () => {
    const head = await placeHead(PLACE, SITE)
    expect(head.title).toBe('Café  Adler – Vaduz – Hauptort')
    expect(head.description).toBe('Restaurant · Städtle 12, 9490 Vaduz')
    expect(head.tags).toContain(
      '<link rel="canonical" href="https://vaduz.quo.li/map/place/abcDEF123456/caf%C3%A9-adler" />',
    )
    expect(head.tags).toContain(
      '<meta property="og:image" content="https://vaduz.quo.li/api/media/demo/adler.jpg" />',
    )
    expect(head.tags).toContain('<meta property="og:type" content="place" />')
  })

  it('prefers the short description, shortened at a word', () => {
    const long = `${'Sehr schöner Ort '.repeat(20)}Ende`
    const text = placeDescription({ ...PLACE, shortDescription: long })
    expect(text.length).toBeLessThanOrEqual(160)
    // Cut where a word ends, never inside one.
    expect(text.endsWith('…')).toBe(true)
    expect(long.startsWith(text.slice(0, -1))).toBe(true)
    expect(long[text.length - 1]).toBe(' ')
  })

  it('has no og:image for a place without one, nor for a script URL', async () => {
    expect((await placeHead({ ...PLACE, image: null }, SITE)).tags).not.toContain('og:image')
    expect((await placeHead({ ...PLACE, image: 'javascript:alert(1)' }, SITE)).tags).not.toContain('og:image')
  })

  it('escapes a hostile title everywhere it appears', async () => {
    const head = await placeHead({ ...PLACE, title: HOSTILE, shortDescription: HOSTILE }, SITE)
    const dir = mkdtempSync(join(tmpdir(), 'quo-shell-'))
    const file = join(dir, 'index.html')
    writeFileSync(
      file,
      '<!doctype html><html><head>\n    <meta name="description" content="Standard" />\n    <title>Home · quo</title></head><body></body></html>',
    )
    const html = loadAppShell(file).withHead(head)
    rmSync(dir, { recursive: true })
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('\u0000')
    expect(strayMarkup(html)).toEqual([])
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html.match(/name="description"/g)).toHaveLength(1)
    expect(html).not.toContain('Standard')
    expect(html).toContain(
      '<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Löwen&#39; – Vaduz',
    )
  })
})

describe('sitemap XML', () => {
  it('writes well-formed entries whatever the titles hold', () => {
    const xml = urlSet('https://quo.li', [
      { nanoId: 'abcDEF123456', title: HOSTILE, dateUpdated: '2026-01-19T00:00:00.000Z' },
      { nanoId: 'xyzXYZ123456', title: 'Café & Bar', dateUpdated: '2026-02-01T10:00:00.000Z' },
    ])
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(strayMarkup(xml)).toEqual([])
    for (const control of ['\u0000', '\u0007']) expect(xml).not.toContain(control)
    expect(xml).toContain('<loc>https://quo.li/map/place/xyzXYZ123456/caf%C3%A9-%26-bar</loc>')
    expect(xml).toContain('<lastmod>2026-01-19T00:00:00.000Z</lastmod>')
    expect(xml.match(/<url>/g)).toHaveLength(2)
  })

  it('indexes numbered files for branches past the protocol’s limit', () => {
    expect(SITEMAP_URL_LIMIT).toBe(50_000)
    const index = sitemapIndex('https://quo.li', 3)
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(index.match(/<loc>https:\/\/quo\.li\/sitemap-\d\.xml<\/loc>/g)).toEqual([
      '<loc>https://quo.li/sitemap-1.xml</loc>',
      '<loc>https://quo.li/sitemap-2.xml</loc>',
      '<loc>https://quo.li/sitemap-3.xml</loc>',
    ])
  })
})
