import { describe, expect, it } from 'vitest'
import { mappingFor, mappingProblem } from '../openData/importMapping.js'
import { readCsv, readGeoJson, UnreadableFile } from '../openData/importTable.js'
import { placesCsv } from '../openData/placeExport.js'

const place = {
  id: 1,
  nanoId: 'abcdefghijkl',
  type: 'place',
  title: '=SUMME(A1); "Zur Post"',
  category: 'Café',
  street: 'Städtle',
  housenumber: '1',
  postcode: '9490',
  city: 'Vaduz',
  lat: 47.14,
  lon: 9.52,
  phone: null,
  email: null,
  website: null,
  openingHours: 'Mo-Fr 08:00-18:00',
  description: 'Zwei\nZeilen',
  osm: null,
  closedSince: null,
  updated: '2026-11-29T10:00:00.000Z',
}

async function exported(): Promise<string> {
  let text = ''
  for await (const chunk of placesCsv(
    (async function* () {
      yield [place]
    })(),
  ))
    text += chunk
  return text
}

describe('reading a file to import', () => {
  it('reads quo’s own CSV export back, BOM, quotes and line breaks in cells included', async () => {
    const table = readCsv(await exported())
    expect(table.columns.slice(0, 3)).toEqual(['Kennung', 'Typ', 'Titel'])
    expect(table.rows).toHaveLength(1)
    const [row] = table.rows
    // A spreadsheet's row 2, however many lines its cells hold.
    expect(row?.line).toBe(2)
    // The export's formula guard (a leading ') is not part of the value.
    expect(row?.cells.Titel).toBe('=SUMME(A1); "Zur Post"')
    expect(row?.cells.Kurzbeschreibung).toBe('Zwei\nZeilen')
    expect(mappingFor(table.columns)).toMatchObject({
      externalId: 'Kennung',
      title: 'Titel',
      lat: 'Breite',
      lon: 'Länge',
      openingHours: 'Öffnungszeiten',
      description: 'Kurzbeschreibung',
      city: 'Ort',
    })
  })

  it('finds the separator of a comma file and names its lines', () => {
    const table = readCsv('id,name,lat,lon\n1,"Kiosk, am See",47.1,9.5\n\n2,Brunnen,47.2,9.6\n')
    expect(table.rows.map((r) => [r.line, r.cells.name])).toEqual([
      [2, 'Kiosk, am See'],
      [4, 'Brunnen'],
    ])
    expect(mappingFor(table.columns)).toEqual({ externalId: 'id', title: 'name', lat: 'lat', lon: 'lon' })
  })

  it('reads GeoJSON points with their properties as text', () => {
    const table = readGeoJson(
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [9.5, 47.1] },
            properties: { nr: 7, offen: true },
          },
          { type: 'Feature', geometry: { type: 'LineString', coordinates: [] }, properties: null },
        ],
      }),
    )
    expect(table.columns).toEqual(['nr', 'offen'])
    expect(table.rows).toEqual([
      { line: 1, cells: { nr: '7', offen: 'true' }, point: { lon: 9.5, lat: 47.1 } },
      { line: 2, cells: {} },
    ])
  })

  it('refuses in German what is no table, and a mapping it cannot follow', () => {
    expect(() => readCsv('')).toThrow(new UnreadableFile('Die Datei enthält keine Zeilen.'))
    expect(() => readCsv('a;a\n1;2')).toThrow('Zwei Spalten der Kopfzeile heissen gleich.')
    expect(() => readCsv('a;b\n"offen;1')).toThrow(
      'Ein Anführungszeichen wird nicht geschlossen (bis Zeile 2 gelesen).',
    )
    expect(() => readCsv('a;b\n1;x"y"')).toThrow('Die CSV-Datei lässt sich ab Zeile 2 nicht lesen.')
    expect(() => readGeoJson('[]')).toThrow('Die Datei ist keine GeoJSON-FeatureCollection.')
    expect(mappingProblem(['a'], { externalId: 'a', title: 'b' })).toBe(
      'Die Spalte «b» gibt es in der Datei nicht.',
    )
    expect(mappingProblem(['a'], { title: 'a' })).toBe('Bitte die Spalte für «Kennung» wählen.')
  })
})
