import type { ReactNode } from 'react'

const CELL = 'py-2 pr-3'
const NUMBER_CELL = 'py-2 pr-3 text-right tabular-nums'

/** A column of a figures table: its heading and what a row shows in it. */
export interface FigureColumn<R> {
  label: string
  /** Right-aligned digits. */
  numeric?: boolean
  /** The column naming the row (a day, a place, a term): row headers for screen readers. */
  rowHeader?: boolean
  cell: (row: R, index: number) => ReactNode
}

/** The tables of the metrics view: a caption for assistive technology, headed columns, a row each. */
export function FigureTable<R>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string
  columns: FigureColumn<R>[]
  rows: readonly R[]
  rowKey: (row: R) => string | number
}) {
  const cellClass = (c: FigureColumn<R>) => (c.numeric ? NUMBER_CELL : `${CELL} wrap-anywhere`)
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="sticky top-0 bg-white">
        <tr className="border-b border-line text-muted">
          {columns.map((c) => (
            <th key={c.label} scope="col" className={`${cellClass(c)} font-medium`}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={rowKey(row)} className="border-b border-line last:border-b-0">
            {columns.map((c) =>
              c.rowHeader ? (
                <th key={c.label} scope="row" className={`${cellClass(c)} font-normal`}>
                  {c.cell(row, i)}
                </th>
              ) : (
                <td key={c.label} className={cellClass(c)}>
                  {c.cell(row, i)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
