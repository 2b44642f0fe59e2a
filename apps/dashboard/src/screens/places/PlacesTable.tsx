import type { DashboardItemRow } from '@quo/contract'
import { Link } from '@tanstack/react-router'
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table'
import { useVirtualizer } from '@tanstack/react-virtual'
import { createContext, useContext, useEffect, useRef } from 'react'
import { formatDate } from '../../format.js'
import { LINK_CLASS } from '../../forms/controlStyles.js'
import { messages } from '../../messages.js'
import { isOverdue } from '../reviewDue.js'
import { bulkMessages } from './bulkMessages.js'

const t = messages.places

/** The places ticked for a bulk edit, and how to change that. */
export interface RowSelection {
  selected: ReadonlySet<number>
  onChange: (selected: Set<number>) => void
}

/** What the cells need beyond their row: category names, the time "overdue" is measured at, the selection. */
interface TableContext {
  categoryNames: ReadonlyMap<number, string>
  now: number
  rowIds: readonly number[]
  selection?: RowSelection | undefined
}
const Context = createContext<TableContext>({ categoryNames: new Map(), now: 0, rowIds: [] })

const CHECKBOX_CLASS = 'size-5 cursor-pointer accent-primary align-middle'

/** Ticks every place of the page, or none; half ticked while some are. */
function SelectAllBox() {
  const { rowIds, selection } = useContext(Context)
  const ref = useRef<HTMLInputElement>(null)
  const ticked = rowIds.filter((id) => selection?.selected.has(id)).length
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = ticked > 0 && ticked < rowIds.length
  }, [ticked, rowIds.length])
  if (!selection) return null
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={bulkMessages.selectAll}
      className={CHECKBOX_CLASS}
      checked={rowIds.length > 0 && ticked === rowIds.length}
      onChange={(e) => selection.onChange(new Set(e.target.checked ? rowIds : []))}
    />
  )
}

function SelectRowBox({ id, title }: { id: number; title: string }) {
  const { selection } = useContext(Context)
  if (!selection) return null
  return (
    <input
      type="checkbox"
      aria-label={bulkMessages.selectRow(title || t.untitled)}
      className={CHECKBOX_CLASS}
      checked={selection.selected.has(id)}
      onChange={(e) => {
        const next = new Set(selection.selected)
        if (e.target.checked) next.add(id)
        else next.delete(id)
        selection.onChange(next)
      }}
    />
  )
}

function CategoriesCell({ ids }: { ids: number[] }) {
  const { categoryNames } = useContext(Context)
  const names = [...new Set(ids.map((id) => categoryNames.get(id)).filter(Boolean))]
  return <span className="text-muted">{names.join(', ') || t.none}</span>
}

function ReviewCell({ due }: { due: string | null }) {
  const { now } = useContext(Context)
  if (!due) return <span className="text-muted">{t.none}</span>
  const overdue = isOverdue(due, now)
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="tabular-nums">{formatDate(due)}</span>
      {overdue && (
        <span className="rounded-full bg-error/10 px-2 py-0.5 text-xs font-semibold text-error">
          {t.overdue}
        </span>
      )}
    </span>
  )
}

const features = tableFeatures({})
const column = createColumnHelper<typeof features, DashboardItemRow>()
const columns = column.columns([
  column.accessor('title', {
    header: t.columns.title,
    cell: (info) => (
      <Link to="/places/$itemId/" params={{ itemId: info.row.original.id }} className={LINK_CLASS}>
        {info.getValue() || t.untitled}
      </Link>
    ),
  }),
  column.accessor('categoryIds', {
    header: t.columns.categories,
    cell: (info) => <CategoriesCell ids={info.getValue()} />,
  }),
  column.accessor('city', { header: t.columns.city, cell: (info) => info.getValue() ?? t.none }),
  column.accessor('reviewDue', {
    header: t.columns.reviewDue,
    cell: (info) => <ReviewCell due={info.getValue()} />,
  }),
  column.accessor('dateUpdated', {
    header: t.columns.dateUpdated,
    cell: (info) => <span className="tabular-nums">{formatDate(info.getValue())}</span>,
  }),
])

/** The first column while places can be selected for a bulk edit. */
const selectColumn = column.display({
  id: 'select',
  header: () => <SelectAllBox />,
  cell: (info) => <SelectRowBox id={info.row.original.id} title={info.row.original.title} />,
})
const selectableColumns = [selectColumn, ...columns]

const ROW_HEIGHT = 41

/**
 * One page of places as a table (TanStack Table); only the rows in view are in the document
 * (TanStack Virtual), the others are stood in for by two spacer rows.
 */
export function PlacesTable({
  rows,
  categoryNames,
  now = Date.now(),
  selectedId,
  selection,
}: {
  rows: DashboardItemRow[]
  categoryNames: ReadonlyMap<number, string>
  now?: number
  /** The place last opened: marked, and scrolled into view when on this page. */
  selectedId?: number | undefined
  /** Ticked places for a bulk edit; without it the table has no checkboxes. */
  selection?: RowSelection | undefined
}) {
  const shownColumns = selection ? selectableColumns : columns
  const table = useTable({
    features,
    columns: shownColumns,
    data: rows,
    getRowId: (row) => String(row.id),
  })
  const scrollRef = useRef<HTMLDivElement>(null)
  const modelRows = table.getRowModel().rows
  const virtualizer = useVirtualizer({
    count: modelRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => modelRows[index]?.id ?? index,
    overscan: 10,
  })
  const selectedIndex = selectedId === undefined ? -1 : rows.findIndex((r) => r.id === selectedId)
  useEffect(() => {
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'center' })
  }, [selectedIndex, virtualizer])
  const items = virtualizer.getVirtualItems()
  const before = items[0]?.start ?? 0
  const after = items.length ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0
  const columnCount = shownColumns.length
  const rowIds = rows.map((r) => r.id)

  return (
    <Context value={{ categoryNames, now, rowIds, selection }}>
      <div
        ref={scrollRef}
        className="max-h-[70vh] overflow-auto rounded-2xl bg-white shadow-sm lg:max-h-none lg:min-h-0 lg:flex-1"
      >
        <table className="w-full border-collapse text-left text-sm">
          <thead className="sticky top-0 z-10 bg-white">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="border-b border-line">
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    className={
                      header.column.id === 'select'
                        ? 'w-10 py-2.5 pr-0 pl-4'
                        : 'px-4 py-2.5 font-semibold whitespace-nowrap'
                    }
                  >
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {before > 0 && (
              <tr>
                <td colSpan={columnCount} style={{ height: before }} />
              </tr>
            )}
            {items.map((item) => {
              const row = modelRows[item.index]
              if (!row) return null
              return (
                <tr
                  key={row.id}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  aria-current={item.index === selectedIndex ? 'true' : undefined}
                  data-selected={selection?.selected.has(row.original.id) || undefined}
                  className="border-b border-line last:border-b-0 hover:bg-paper aria-[current=true]:bg-primary/10 data-[selected=true]:bg-primary/5"
                >
                  {row.getAllCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={
                        cell.column.id === 'select' ? 'w-10 py-2 pr-0 pl-4 align-top' : 'px-4 py-2 align-top'
                      }
                    >
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              )
            })}
            {after > 0 && (
              <tr>
                <td colSpan={columnCount} style={{ height: after }} />
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </Context>
  )
}
