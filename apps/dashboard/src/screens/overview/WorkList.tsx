import { Button } from '@quo/ui'
import type { ReactNode } from 'react'
import { LINK_CLASS } from '../../forms/controlStyles.js'
import { messages } from '../../messages.js'

const t = messages.overview

/** The state of one list's call, as TanStack Query reports it. */
export interface ListState {
  isPending: boolean
  isError: boolean
  refetch: () => unknown
}

/**
 * One work list of the start page: a heading with the total and an "Alle anzeigen" link, then
 * its rows, or a German loading, empty or error line in their place.
 */
export function WorkList({
  id,
  title,
  total,
  emptyText,
  state,
  rowCount,
  showAll,
  children,
}: {
  id: string
  title: string
  total?: number
  emptyText: string
  state: ListState
  rowCount: number
  showAll: ReactNode
  children: ReactNode
}) {
  const headingId = `${id}-heading`
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={state.isPending || undefined}
      className="flex min-w-0 flex-col rounded-2xl bg-white shadow-sm"
    >
      {/* A long title wraps beside the link rather than pushing the link onto a line of its own. */}
      <header className="flex items-start justify-between gap-3 border-b border-line px-4 py-3 sm:px-5">
        <h2 id={headingId} className="min-w-0 text-base font-semibold">
          {title}
          {total !== undefined && total > 0 && (
            <span
              className="ml-2 inline-block rounded-full bg-primary/10 px-2 py-0.5 align-[0.1em] text-xs font-semibold text-primary tabular-nums"
              title={t.countOf(total)}
            >
              {t.count(total)}
            </span>
          )}
        </h2>
        {showAll}
      </header>
      {state.isPending ? (
        <p role="status" className="px-4 py-4 text-sm text-muted sm:px-5">
          {t.listLoading}
        </p>
      ) : state.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 px-4 py-4 sm:px-5">
          <p className="text-sm text-error">{t.listFailed}</p>
          <Button variant="secondary" onClick={() => void state.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : rowCount === 0 ? (
        <p className="px-4 py-4 text-sm text-muted sm:px-5">{emptyText}</p>
      ) : (
        <ul className="divide-y divide-line">{children}</ul>
      )}
    </section>
  )
}

/** Classes of a row that is one link to its editor: the whole row is the target (phones). */
export const ROW_LINK =
  'flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-3 hover:bg-primary/5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary sm:px-5'

/** Classes of the "Alle anzeigen" link. */
export const SHOW_ALL_LINK = `shrink-0 whitespace-nowrap py-0.5 rounded text-sm ${LINK_CLASS}`
