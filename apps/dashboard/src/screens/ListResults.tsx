import { Button } from '@quo/ui'
import type { ReactNode } from 'react'
import { messages } from '../messages.js'
import { Pager } from './Pager.js'

const t = messages.lists

/** What a list screen shows of its page call, as TanStack Query reports it. */
interface PageQuery {
  isError: boolean
  isFetching: boolean
  isPlaceholderData: boolean
  refetch: () => unknown
}

/**
 * The results part of a paged list screen (places, events): an error with a retry or a loading
 * line until a page is there; then the total, the rows (`children`) or a German empty note, and
 * the page buttons. A page held while the next one loads is marked as updating.
 */
export function ListResults({
  query,
  loaded,
  total,
  empty,
  text,
  page,
  pageCount,
  onPage,
  fill = false,
  children,
}: {
  query: PageQuery
  /** False while no page (or only one about to be replaced) is there. */
  loaded: boolean
  /** "12 Orte" */
  total: string
  empty: boolean
  text: { loading: string; failed: string; empty: string; emptyHint: string }
  page: number
  pageCount: number
  onPage: (page: number) => void
  /**
   * On a large screen the rows fill the height left (the list scrolls in itself, the page not
   * at all: one scrollbar), and the page buttons stand beside the total, above them.
   */
  fill?: boolean
  children: ReactNode
}) {
  const pager = <Pager page={page} pageCount={pageCount} onPage={onPage} />
  return (
    <section
      aria-busy={query.isFetching || undefined}
      className={`flex flex-col gap-3 ${fill ? 'lg:min-h-0 lg:flex-1' : ''}`}
    >
      {query.isError && !loaded ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-white p-6 shadow-sm">
          <p className="text-error">{text.failed}</p>
          <Button onClick={() => query.refetch()}>{t.retry}</Button>
        </div>
      ) : !loaded ? (
        <p role="status" className="rounded-2xl bg-white p-6 text-muted shadow-sm">
          {text.loading}
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted">
            <span role="status">
              {total}
              {query.isPlaceholderData && ` · ${t.updating}`}
            </span>
            {query.isError && <span className="text-error">{text.failed}</span>}
            {fill && <div className="hidden lg:block">{pager}</div>}
          </div>
          {empty ? (
            <div className="rounded-2xl bg-white p-6 shadow-sm">
              <p className="text-base font-semibold">{text.empty}</p>
              <p className="text-sm text-muted">{text.emptyHint}</p>
            </div>
          ) : (
            children
          )}
          {fill ? <div className="lg:hidden">{pager}</div> : pager}
        </>
      )}
    </section>
  )
}
