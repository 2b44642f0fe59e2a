import { Button } from '@quo/ui'
import { Link, type RegisteredRouter, type ValidateLinkOptions } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { LINK_CLASS } from '../../forms/controlStyles.js'
import { messages } from '../../messages.js'

const t = messages.overview

/** The state of one list's call, as TanStack Query reports it. */
interface ListState {
  isPending: boolean
  isError: boolean
  refetch: () => unknown
}

interface WorkListProps<T, TLink> {
  id: string
  text: { title: string; empty: string }
  total?: number
  state: ListState
  /** The rows once loaded; `children` draws each. */
  rows: readonly T[] | undefined
  /** Where "Alle anzeigen" leads, checked against the routes like a `Link`'s own props. */
  showAll: ValidateLinkOptions<RegisteredRouter, TLink>
  children: (row: T) => ReactNode
}

/**
 * One work list of the start page: a heading with the total and an "Alle anzeigen" link, then
 * its rows, or a German loading, empty or error line in their place.
 */
export function WorkList<T, TLink>(props: WorkListProps<T, TLink>): ReactNode
// The link's options are checked where the list is used; here they are only passed on.
export function WorkList({
  id,
  text,
  total,
  state,
  rows,
  showAll,
  children,
}: WorkListProps<unknown, unknown>) {
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
          {text.title}
          {total !== undefined && total > 0 && (
            <span
              className="ml-2 inline-block rounded-full bg-primary/10 px-2 py-0.5 align-[0.1em] text-xs font-semibold text-primary-strong tabular-nums"
              title={t.countOf(total)}
            >
              {t.count(total)}
            </span>
          )}
        </h2>
        <Link {...showAll} className={SHOW_ALL_LINK} aria-label={t.showAllOf(text.title)}>
          {t.showAll}
        </Link>
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
      ) : !rows?.length ? (
        <p className="px-4 py-4 text-sm text-muted sm:px-5">{text.empty}</p>
      ) : (
        <ul className="divide-y divide-line">{rows.map((row) => children(row))}</ul>
      )}
    </section>
  )
}

/** Classes of a row that is one link to its editor: the whole row is the target (phones). */
export const ROW_LINK =
  'flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-3 hover:bg-primary/5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary sm:px-5'

/** Classes of the "Alle anzeigen" link. */
const SHOW_ALL_LINK = `shrink-0 whitespace-nowrap py-0.5 rounded text-sm ${LINK_CLASS}`
