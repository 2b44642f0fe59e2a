/**
 * CSV for a spreadsheet in Liechtenstein and Switzerland: semicolons (what Excel expects with
 * the de-CH settings), CRLF line ends, every cell quoted, and a BOM so Excel reads UTF-8.
 */
export const CSV_BOM = '\uFEFF'

/** A cell: quoted, and never read as a formula (a leading `=`, `+`, `-`, `@`, tab or CR). */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

/** One line of cells, with its line end. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(';')}\r\n`
}

/** A whole document: BOM, then each row as a line. */
export function csvDocument(rows: readonly (readonly string[])[]): string {
  return CSV_BOM + rows.map(csvLine).join('')
}
