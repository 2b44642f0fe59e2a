// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import {
  crossesItself,
  type DrawFeature,
  parseShapeFile,
  toDocument,
  toDrawFeatures,
} from '../screens/place/geometry/shapeDocument.js'

type Ring = [number, number][]
const square: Ring = [
  [9.5, 47.1],
  [9.5002, 47.1],
  [9.5002, 47.1002],
  [9.5, 47.1002],
  [9.5, 47.1],
]
const bowtie: Ring = [
  [9.5, 47.1],
  [9.5002, 47.1002],
  [9.5002, 47.1],
  [9.5, 47.1002],
  [9.5, 47.1],
]
const polygon = (ring: Ring): DrawFeature => ({
  type: 'Feature',
  geometry: { type: 'Polygon', coordinates: [ring] },
  properties: { mode: 'polygon' },
})
const line: DrawFeature = {
  type: 'Feature',
  geometry: { type: 'LineString', coordinates: [square[0] as number[], square[2] as number[]] },
  properties: { mode: 'linestring' },
}
const point: DrawFeature = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [9.5001, 47.1001] },
  properties: { mode: 'point', label: 'Zone A' },
}

describe('a stored shape in the editor', () => {
  it('is split into simple parts that keep their own properties', () => {
    const features = toDrawFeatures({
      type: 'Feature',
      properties: { booth: 7, level: 'OG' },
      geometry: {
        type: 'MultiPolygon',
        coordinates: [[square], [square.map(([x, y]): [number, number] => [x, y + 0.001])]],
      },
    })
    expect(features).toHaveLength(2)
    expect(features[0]?.properties).toEqual({ booth: 7, level: 'OG', mode: 'polygon' })
    expect(
      toDrawFeatures({
        type: 'LineString',
        coordinates: [
          [9.5, 47.1, 455],
          [9.6, 47.2, 460],
        ],
      }),
    ).toEqual([
      {
        type: 'Feature',
        geometry: {
          type: 'LineString',
          coordinates: [
            [9.5, 47.1],
            [9.6, 47.2],
          ],
        },
        properties: { mode: 'linestring' },
      },
    ])
  })
})

describe('a drawing saved as a type code', () => {
  it('becomes one feature collection without the drawing tool’s properties', () => {
    const result = toDocument([polygon(square)], 140)
    expect(result).toEqual({
      document: {
        type: 'FeatureCollection',
        features: [{ type: 'Feature', geometry: { type: 'Polygon', coordinates: [square] }, properties: {} }],
      },
    })
  })

  it('is refused by name when the type cannot show it', () => {
    expect(toDocument([], 140)).toEqual({ problem: 'empty' })
    expect(toDocument([line], 140)).toEqual({ problem: 'wrongKind' })
    expect(toDocument([polygon(square)], 150)).toEqual({ problem: 'wrongKind' })
    expect(toDocument([polygon(square), point], 140)).toEqual({ problem: 'pointsNotAllowed' })
    expect(toDocument([polygon(bowtie)], 120)).toEqual({ problem: 'selfIntersecting' })
    // A labelled zone keeps its label point.
    const zone = toDocument([polygon(square), point], 200)
    expect(
      'document' in zone &&
        zone.document.type === 'FeatureCollection' &&
        zone.document.features[1]?.properties,
    ).toEqual({
      label: 'Zone A',
    })
  })

  it('finds edges that cross, not neighbours that touch', () => {
    expect(crossesItself(square, true)).toBe(false)
    expect(crossesItself(bowtie, true)).toBe(true)
    expect(
      crossesItself(
        [
          [0, 0],
          [2, 2],
          [2, 0],
          [0, 2],
        ],
        false,
      ),
    ).toBe(true)
    expect(
      crossesItself(
        [
          [0, 0],
          [1, 1],
          [2, 0],
        ],
        false,
      ),
    ).toBe(false)
  })
})

describe('an imported file', () => {
  it('takes a GPX track as its line and its waypoints in order, without the recorder’s times', async () => {
    const gpxText = `<?xml version="1.0"?>
<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
  <wpt lat="47.14" lon="9.52"><name>Start</name></wpt>
  <wpt lat="47.15" lon="9.53"><name>Ziel</name></wpt>
  <trk><name>Rundweg</name><trkseg>
    <trkpt lat="47.14" lon="9.52"><ele>455</ele><time>2026-06-01T08:00:00Z</time></trkpt>
    <trkpt lat="47.145" lon="9.525"><ele>470</ele><time>2026-06-01T08:10:00Z</time></trkpt>
    <trkpt lat="47.15" lon="9.53"><ele>480</ele><time>2026-06-01T08:20:00Z</time></trkpt>
  </trkseg></trk>
</gpx>`
    const features = await parseShapeFile(gpxText, 'rundweg.gpx')
    expect(features?.map((f) => [f.geometry.type, f.properties.name])).toEqual([
      ['LineString', 'Rundweg'],
      ['Point', 'Start'],
      ['Point', 'Ziel'],
    ])
    expect(features?.[0]?.properties).toEqual({ mode: 'linestring', name: 'Rundweg' })
    expect(features?.[0]?.geometry.coordinates).toEqual([
      [9.52, 47.14],
      [9.525, 47.145],
      [9.53, 47.15],
    ])
  })

  it('takes GeoJSON, and refuses what is neither', async () => {
    expect(
      await parseShapeFile(JSON.stringify({ type: 'Polygon', coordinates: [square] }), 'stand.geojson'),
    ).toHaveLength(1)
    expect(await parseShapeFile('{"type":"Polygon","coordinates":"x"}', 'kaputt.geojson')).toBeNull()
    expect(await parseShapeFile('kein json', 'notiz.json')).toBeNull()
    expect(await parseShapeFile('<gpx><unclosed></gpx>', 'kaputt.gpx')).toBeNull()
  })
})
