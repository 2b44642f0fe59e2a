import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../src/db/database.js'
import { sender, useTokenApp } from './staffTokens.js'

// A branch's places as staff download them, read back by GDAL (Debian's gdal-bin), as a GIS
// or a spreadsheet would read them.

const run = promisify(execFile)
const tokenApp = useTokenApp()
const VADUZ = 3
const out = mkdtempSync(join(tmpdir(), 'quo-export-'))
afterAll(() => rmSync(out, { recursive: true, force: true }))

let places: { nano_id: string; title: string }[] = []
let editor: ReturnType<typeof sender>
beforeAll(async () => {
  const db = tokenApp.database().db
  // Staff tokens name branches by short id.
  editor = sender(tokenApp, { roles: ['staff'], branches: [VADUZ] })
  places = await queryRows(
    db,
    sql`SELECT DISTINCT i.nano_id, i.title, i.id FROM items i
      JOIN item_tags it ON it.item_id = i.id JOIN tags t ON t.id = it.tag_id
      JOIN branches b ON b.tag_key = t.tag_key
      WHERE b.short_id = ${VADUZ} AND i.is_duplicate_of IS NULL ORDER BY i.id`,
  )
  // A title a spreadsheet would run as a formula, and one with the CSV's own separators.
  await db.execute(
    sql`UPDATE items SET title = '=HYPERLINK("http://x")' WHERE nano_id = ${places[0]?.nano_id}`,
  )
  await db.execute(
    sql`UPDATE items SET title = 'Café "Zur Post"; Vaduz' WHERE nano_id = ${places[1]?.nano_id}`,
  )
})

describe('the staff export of a branch’s places', () => {
  it('is a CSV with BOM and semicolons that GDAL reads back completely, formulas neutralised', async () => {
    const res = await editor('GET', `/api/branches/${VADUZ}/places.csv`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orte-[a-z0-9-]+\.csv"$/)
    const bytes = res.rawPayload
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = bytes.toString('utf8')
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFF"Kennung";"Typ";"Titel";"Kategorie";"Strasse";"Hausnummer";"PLZ";"Ort";"Breite";"Länge";"Telefon";"E-Mail";"Website";"Öffnungszeiten";"Kurzbeschreibung";"OpenStreetMap";"Geschlossen seit";"Geändert"',
    )
    const file = join(out, 'places.csv')
    writeFileSync(file, bytes)
    const geojson = join(out, 'from-csv.geojson')
    await run('ogr2ogr', [
      '-f',
      'GeoJSON',
      geojson,
      file,
      '-oo',
      'SEPARATOR=SEMICOLON',
      '-oo',
      'X_POSSIBLE_NAMES=Länge',
      '-oo',
      'Y_POSSIBLE_NAMES=Breite',
      '-oo',
      'AUTODETECT_TYPE=NO',
    ])
    const read = JSON.parse(readFileSync(geojson, 'utf8')) as {
      features: { properties: Record<string, string>; geometry: { coordinates: number[] } }[]
    }
    expect(read.features.map((f) => f.properties.Kennung)).toEqual(places.map((p) => p.nano_id))
    const byId = new Map(read.features.map((f) => [f.properties.Kennung, f]))
    expect(byId.get(places[0]?.nano_id ?? '')?.properties.Titel).toBe('\'=HYPERLINK("http://x")')
    expect(byId.get(places[1]?.nano_id ?? '')?.properties.Titel).toBe('Café "Zur Post"; Vaduz')
    for (const feature of read.features) {
      const [lon = 0, lat = 0] = feature.geometry.coordinates
      expect([lon > 9.4 && lon < 9.7, lat > 47 && lat < 47.3]).toEqual([true, true])
    }
  })

  it('is GeoJSON with the same places, each a point with its columns', async () => {
    const res = await editor('GET', `/api/branches/${VADUZ}/places.geojson`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/geo\+json/)
    const file = join(out, 'places.geojson')
    writeFileSync(file, res.rawPayload)
    const { stdout } = await run('ogrinfo', ['-so', '-al', file])
    expect(stdout).toMatch(new RegExp(`Feature Count: ${places.length}\\b`))
    expect(stdout).toMatch(/Geometry: Point/)
    const body = res.json() as {
      features: { id: string; geometry: { type: string }; properties: Record<string, unknown> }[]
    }
    expect(body.features.map((f) => f.id)).toEqual(places.map((p) => p.nano_id))
    expect(Object.keys(body.features[0]?.properties ?? {})).toEqual([
      'nanoId',
      'type',
      'title',
      'category',
      'street',
      'housenumber',
      'postcode',
      'city',
      'phone',
      'email',
      'website',
      'openingHours',
      'description',
      'osm',
      'closedSince',
      'updated',
    ])
  })

  it('is refused to an editor of another branch and to anyone signed out', async () => {
    const other = sender(tokenApp, { roles: ['staff'], branches: [21] })
    expect((await other('GET', `/api/branches/${VADUZ}/places.csv`)).statusCode).toBe(403)
    const anonymous = await tokenApp
      .app()
      .inject({ method: 'GET', url: `/api/branches/${VADUZ}/places.geojson` })
    expect(anonymous.statusCode).toBe(401)
  })
})
