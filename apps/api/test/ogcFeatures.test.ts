import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import rdf from '@zazuko/env'
import { sql } from 'drizzle-orm'
import jsonld from 'jsonld'
import { Parser } from 'n3'
import SHACLValidator from 'rdf-validate-shacl'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../src/db/database.js'
import { useTestApp } from './helpers.js'
import { freePort } from './serverProcess.js'

// A branch's open data as OGC API Features, read over HTTP by an independent client: GDAL's
// OGC API driver (Debian's gdal-bin), which follows the next links through every page.

const run = promisify(execFile)
const port = await freePort()
const origin = `http://127.0.0.1:${port}`
const { app, database } = useTestApp({ publicUrl: origin })
const VADUZ = 3
const root = `${origin}/api/ogc/${VADUZ}`
const COLLECTIONS = ['places', 'events', 'streets', 'buildings', 'routes']

const out = mkdtempSync(join(tmpdir(), 'quo-ogc-'))
beforeAll(async () => {
  await app().listen({ port, host: '127.0.0.1' })
})
afterAll(() => rmSync(out, { recursive: true, force: true }))

const getJson = async (path: string) => {
  const res = await app().inject({
    method: 'GET',
    url: `/api/ogc/${VADUZ}${path}`,
    headers: { host: `127.0.0.1:${port}` },
  })
  return {
    status: res.statusCode,
    type: res.headers['content-type'],
    body: res.json() as Record<string, unknown>,
  }
}

/** Every feature of a collection as GDAL reads it, paging 250 at a time, optionally in a box. */
async function gdalFeatures(collection: string, box?: number[]) {
  const file = join(out, `${collection}-${box ? 'box' : 'all'}.geojson`)
  await run(
    'ogr2ogr',
    [
      '-f',
      'GeoJSON',
      file,
      `OAPIF:${root}`,
      collection,
      '-oo',
      'PAGE_SIZE=250',
      ...(box ? ['-spat', ...box.map(String)] : []),
    ],
    { timeout: 120_000 },
  )
  return (JSON.parse(readFileSync(file, 'utf8')) as { features: { properties: Record<string, unknown> }[] })
    .features
}

describe('OGC API Features of a branch', () => {
  it('has a landing page, the conformance classes and five collections with extents', async () => {
    const landing = await getJson('')
    expect(landing.status).toBe(200)
    const rels = (landing.body.links as { rel: string; href: string }[]).map((l) => [l.rel, l.href])
    expect(rels).toEqual([
      ['self', root],
      ['service-desc', `${root}/api`],
      ['conformance', `${root}/conformance`],
      ['data', `${root}/collections`],
      ['describedby', `${origin}/api/open-data/${VADUZ}/catalog.jsonld`],
    ])
    const conformance = await getJson('/conformance')
    expect(conformance.body.conformsTo).toEqual([
      'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
      'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
      'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30',
    ])
    const api = await getJson('/api')
    expect(api.body.openapi).toBe('3.0.3')
    const collections = (await getJson('/collections')).body.collections as {
      id: string
      extent: { spatial: { bbox: number[][] }; temporal?: { interval: string[][] } }
    }[]
    expect(collections.map((c) => c.id)).toEqual(COLLECTIONS)
    const places = collections.find((c) => c.id === 'places')
    const [west = 0, south = 0, east = 0, north = 0] = places?.extent.spatial.bbox[0] ?? []
    expect([west < 9.53, east > 9.5, south < 47.14, north > 47.13]).toEqual([true, true, true, true])
    expect(collections.find((c) => c.id === 'events')?.extent.temporal?.interval[0]).toHaveLength(2)
  })

  it('GDAL reads every collection completely through its pages, each feature with its licence', async () => {
    for (const collection of COLLECTIONS) {
      const page = await getJson(`/collections/${collection}/items?limit=1`)
      const matched = page.body.numberMatched as number
      const features = await gdalFeatures(collection)
      expect({ collection, count: features.length }).toEqual({ collection, count: matched })
      if (collection !== 'routes' || matched > 0) expect(matched).toBeGreaterThan(0)
      for (const feature of features) expect(['ODbL-1.0', 'CC-BY-4.0']).toContain(feature.properties.license)
    }
  }, 300_000)

  it("GDAL's bbox query finds as many places as the API counts for that box", async () => {
    const box = [9.515, 47.135, 9.525, 47.145]
    const page = await getJson(`/collections/places/items?bbox=${box.join(',')}&limit=1`)
    const matched = page.body.numberMatched as number
    expect(matched).toBeGreaterThan(0)
    expect((await gdalFeatures('places', box)).length).toBe(matched)
    const all = (await getJson('/collections/places/items?limit=1')).body.numberMatched as number
    expect(matched).toBeLessThan(all)
  }, 120_000)

  it('pages with next links, narrows events by datetime, and answers one feature by its id', async () => {
    const first = await getJson('/collections/places/items?limit=5')
    expect(first.type).toMatch(/^application\/geo\+json/)
    expect(first.body.numberReturned).toBe(5)
    const next = (first.body.links as { rel: string; href: string }[]).find((l) => l.rel === 'next')
    expect(next?.href).toBe(`${root}/collections/places/items?limit=5&offset=5`)
    const [event] = await queryRows<{ id: number; date_begin: string }>(
      database().db,
      sql`SELECT e.id, e.date_begin::text FROM events e JOIN event_branches eb ON eb.event_id = e.id
        WHERE eb.branch_id = ${VADUZ} ORDER BY e.date_begin DESC LIMIT 1`,
    )
    if (!event) throw new Error('the demo has Vaduz events')
    const day = new Date(event.date_begin.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'))
      .toISOString()
      .slice(0, 10)
    const during = await getJson(`/collections/events/items?datetime=${day}/..&limit=1000`)
    const ids = (during.body.features as { id: string }[]).map((f) => f.id)
    expect(ids).toContain(String(event.id))
    const before = await getJson('/collections/events/items?datetime=../2000-01-01T00:00:00Z')
    expect(before.body.numberMatched).toBe(0)
    const one = await getJson(`/collections/events/items/${event.id}`)
    expect(one.status).toBe(200)
    expect((one.body.properties as { license: string }).license).toBe('CC-BY-4.0')
    expect((await getJson('/collections/places/items/unknownNano1')).status).toBe(404)
    expect((await getJson('/collections/rivers/items')).status).toBe(404)
  })

  it('refuses a malformed query with a problem', async () => {
    for (const query of [
      'bbox=1,2,3',
      'bbox=10,47,9,48',
      'limit=0',
      'limit=10001',
      'datetime=gestern',
      'colour=red',
    ]) {
      const res = await getJson(`/collections/places/items?${query}`)
      expect({ query, status: res.status }).toEqual({ query, status: 400 })
      expect(res.type).toMatch(/^application\/problem\+json/)
    }
  })
})

/** RDF quads (N-Quads or Turtle) as a dataset the SHACL validator reads. */
function datasetOf(text: string, format: 'N-Quads' | 'Turtle') {
  return rdf.dataset(new Parser({ format, factory: rdf }).parse(text))
}

describe('the DCAT-AP catalogue of a branch', () => {
  it('meets the DCAT-AP shapes, and every distribution it names answers with its media type', async () => {
    // One place imported from OpenStreetMap puts the places under the ODbL.
    const [place] = (await getJson('/collections/places/items?limit=1')).body.features as { id: string }[]
    await database().db.execute(
      sql`INSERT INTO osm_links (osm_key, item_id, imported)
        SELECT 'node/4242', id, '{}'::jsonb FROM items WHERE nano_id = ${place?.id}`,
    )
    const res = await app().inject({
      method: 'GET',
      url: `/api/open-data/${VADUZ}/catalog.jsonld`,
      headers: { host: `127.0.0.1:${port}` },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/ld\+json/)
    const document = res.json()
    // The JSON-LD as RDF, as a harvester reads it (the context is inline: nothing is fetched).
    const quads = (await jsonld.toRDF(document, { format: 'application/n-quads' })) as unknown as string
    const data = datasetOf(quads, 'N-Quads')
    const shapes = datasetOf(
      readFileSync(new URL('./fixtures/dcat-ap-shapes.ttl', import.meta.url), 'utf8'),
      'Turtle',
    )
    const validator = new SHACLValidator(shapes, { factory: rdf })
    const report = await validator.validate(data)
    const problems = report.results.map(
      (r) => `${r.focusNode?.value} ${r.path?.value}: ${r.message[0]?.value}`,
    )
    expect(problems).toEqual([])
    expect(report.conforms).toBe(true)
    // The shapes do refuse a catalogue without its mandatory publisher.
    const { 'dct:publisher': _, ...unpublished } = document
    const refused = await validator.validate(
      datasetOf(
        (await jsonld.toRDF(unpublished, { format: 'application/n-quads' })) as unknown as string,
        'N-Quads',
      ),
    )
    expect(refused.results.map((r) => r.path?.value)).toContain('http://purl.org/dc/terms/publisher')

    const expanded = (await jsonld.expand(document)) as Record<string, { '@id'?: string }[]>[]
    const DCAT = 'http://www.w3.org/ns/dcat#'
    const DCT = 'http://purl.org/dc/terms/'
    const catalog = expanded.find((n) => JSON.stringify(n['@type']).includes(`${DCAT}Catalog`))
    const datasets = (catalog?.[`${DCAT}dataset`] ?? []) as unknown as Record<string, { '@id'?: string }[]>[]
    expect(datasets.map((d) => d['@id'])).toEqual(COLLECTIONS.map((c) => `${root}/collections/${c}`))
    const licences = Object.fromEntries(
      datasets.map((d) => [
        String(d['@id']).split('/').pop(),
        (d[`${DCAT}distribution`] as unknown as Record<string, { '@id'?: string }[]>[]).map(
          (x) => x[`${DCT}license`]?.[0]?.['@id'],
        ),
      ]),
    )
    const CC_BY = 'https://creativecommons.org/licenses/by/4.0/'
    expect(licences).toEqual({
      places: ['https://opendatacommons.org/licenses/odbl/1-0/'],
      events: [CC_BY, CC_BY],
      streets: [CC_BY],
      buildings: [CC_BY],
      routes: [CC_BY],
    })
    await database().db.execute(sql`DELETE FROM osm_links WHERE osm_key = 'node/4242'`)

    const distributions = datasets.flatMap(
      (d) => d[`${DCAT}distribution`] as unknown as Record<string, { '@id'?: string }[]>[],
    )
    expect(distributions).toHaveLength(COLLECTIONS.length + 1)
    for (const distribution of distributions) {
      const url = new URL(String(distribution[`${DCAT}accessURL`]?.[0]?.['@id']))
      const type = String(distribution[`${DCAT}mediaType`]?.[0]?.['@id']).split('/media-types/')[1]
      const answer = await app().inject({ method: 'GET', url: url.pathname, headers: { host: url.host } })
      expect({ url: url.href, status: answer.statusCode }).toEqual({ url: url.href, status: 200 })
      expect(answer.headers['content-type']).toMatch(new RegExp(`^${type?.replace('+', '\\+')}`))
    }
  })

  it('refuses a branch number that cannot exist with a problem', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/open-data/999/catalog.jsonld' })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/)
  })
})
