import type { ItemType } from '@quo/contract'
import { messages } from '../messages.js'
import type { ExportedPlace } from '../repositories/placeExportRepository.js'
import { CSV_BOM, csvLine } from './csv.js'

/** The columns of a CSV export, in order; the header row names them in German. */
const COLUMNS = [
  'nanoId',
  'type',
  'title',
  'category',
  'street',
  'housenumber',
  'postcode',
  'city',
  'lat',
  'lon',
  'phone',
  'email',
  'website',
  'openingHours',
  'description',
  'osm',
  'closedSince',
  'updated',
] as const satisfies readonly (keyof ExportedPlace)[]

const PROPERTIES = COLUMNS.filter((column) => column !== 'lat' && column !== 'lon')

/** The places as CSV text, a chunk per batch of rows, the header first. */
export async function* placesCsv(batches: AsyncIterable<ExportedPlace[]>): AsyncGenerator<string> {
  const words = messages.placeExport
  yield CSV_BOM + csvLine(COLUMNS.map((column) => words.header[column]))
  for await (const places of batches) {
    let chunk = ''
    for (const place of places) {
      chunk += csvLine(
        COLUMNS.map((column) => {
          const value = place[column]
          if (column === 'type') return words.types[value as ItemType] ?? String(value)
          return value === null ? '' : String(value)
        }),
      )
    }
    yield chunk
  }
}

/**
 * The places as one GeoJSON FeatureCollection (RFC 7946), written a batch at a time: each a
 * Point feature with the place's nanoId as id and the export's columns as properties.
 */
export async function* placesGeoJson(batches: AsyncIterable<ExportedPlace[]>): AsyncGenerator<string> {
  yield '{"type":"FeatureCollection","features":['
  let first = true
  for await (const places of batches) {
    let chunk = ''
    for (const place of places) {
      const feature = {
        type: 'Feature',
        id: place.nanoId,
        geometry: { type: 'Point', coordinates: [place.lon, place.lat] },
        // The CSV's columns in its order; the point carries the coordinates.
        properties: Object.fromEntries(PROPERTIES.map((column) => [column, place[column]])),
      }
      chunk += (first ? '' : ',') + JSON.stringify(feature)
      first = false
    }
    yield chunk
  }
  yield ']}'
}
