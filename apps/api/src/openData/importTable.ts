import { parse } from 'csv-parse/sync'
import { messages } from '../messages.js'

/** A file's rows as columns and text cells, whatever its format. */
export interface ImportTable {
  columns: string[]
  rows: ImportedRow[]
}

export interface ImportedRow {
  /** Where the row is: its row in a spreadsheet (the header is row 1), a feature's position from 1. */
  line: number
  cells: Record<string, string>
  /** A GeoJSON point's coordinates, WGS 84. */
  point?: { lon: number; lat: number }
}

/** A file that cannot be read as a table; its message is German, for the person who chose it. */
export class UnreadableFile extends Error {}

const words = () => messages.placeImport.file

/** The separator of a CSV file: the one its header line uses most (Excel in de-CH writes `;`). */
function separatorOf(header: string): string {
  const counts = [';', ',', '\t'].map((s) => [s, header.split(s).length] as const)
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0]
}

/**
 * A CSV cell as its writer meant it: quo's export (and a careful spreadsheet) puts `'` before a
 * cell that a spreadsheet would run as a formula (`'+423 …`); that guard is not part of the value.
 */
const cellText = (cell: string | undefined) => {
  const text = (cell ?? '').trim()
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text
}

export function readCsv(content: string): ImportTable {
  const text = content.replace(/^\uFEFF/, '')
  const header = text.slice(0, text.search(/\r?\n|$/))
  let records: string[][]
  try {
    records = parse(text, { delimiter: separatorOf(header), relax_column_count: true }) as string[][]
  } catch (err) {
    // csv-parse names the problem (`code`) and where it is (`lines`); its message is English.
    const { code, lines } = err as { code?: string; lines?: number }
    throw new UnreadableFile(
      code === 'CSV_QUOTE_NOT_CLOSED' ? words().quoteNotClosed(lines ?? 1) : words().csv(lines ?? 1),
    )
  }
  const [first, ...rest] = records
  if (!first || first.every((cell) => cell.trim() === '')) throw new UnreadableFile(words().empty)
  const columns = first.map((c) => c.trim())
  if (new Set(columns).size !== columns.length) throw new UnreadableFile(words().duplicateColumns)
  return {
    columns,
    // Rows numbered as a spreadsheet shows them: the header is row 1, a line break inside a
    // quoted cell does not start a row, and an empty row keeps its number but is no place.
    rows: rest.flatMap((record, i) =>
      record.every((cell) => cell.trim() === '')
        ? []
        : [
            {
              line: i + 2,
              cells: Object.fromEntries(columns.map((column, j) => [column, cellText(record[j])])),
            },
          ],
    ),
  }
}

const cellOf = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value).trim()

export function readGeoJson(content: string): ImportTable {
  let document: unknown
  try {
    document = JSON.parse(content)
  } catch {
    throw new UnreadableFile(words().json)
  }
  const features = (document as { type?: unknown; features?: unknown })?.features
  if ((document as { type?: unknown })?.type !== 'FeatureCollection' || !Array.isArray(features))
    throw new UnreadableFile(words().notCollection)
  const columns = new Set<string>()
  const rows = features.map((feature: unknown, i): ImportedRow => {
    const { properties, geometry } = (feature ?? {}) as { properties?: unknown; geometry?: unknown }
    const cells: Record<string, string> = {}
    if (properties && typeof properties === 'object')
      for (const [key, value] of Object.entries(properties)) {
        columns.add(key)
        cells[key] = cellOf(value)
      }
    const { type, coordinates } = (geometry ?? {}) as { type?: unknown; coordinates?: unknown }
    const [lon, lat] = Array.isArray(coordinates) ? coordinates : []
    const point =
      type === 'Point' && typeof lon === 'number' && typeof lat === 'number' ? { lon, lat } : undefined
    return { line: i + 1, cells, ...(point ? { point } : {}) }
  })
  return { columns: [...columns], rows }
}
