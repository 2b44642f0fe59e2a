import type { InboxSource, InboxStatus } from '@quo/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { formatDateTime } from '../../format.js'
import { LINK_CLASS, SELECT_CLASS } from '../../forms/controlStyles.js'
import { NamedOptions } from '../../forms/NamedOptions.js'
import { api } from '../../session.js'
import { ListResults } from '../ListResults.js'
import { ScreenHeading } from '../ScreenHeading.js'
import { entryKind, entryTitle } from './inboxText.js'
import { inboxMessages as t } from './messages.js'
import { type InboxSearch, parseInboxSearch } from './search.js'

const PAGE_SIZE = 25
export const INBOX_KEY = ['dashboard', 'inbox'] as const

/**
 * The inbox (docs/decisions/0013-inbox-decided-field-by-field.md): visitors' corrections and
 * proposed places and OpenStreetMap differences, oldest first, each opening its field-by-field decision.
 */
export function InboxScreen() {
  // Read loosely and parsed here, as the places list does.
  const search = parseInboxSearch(useSearch({ strict: false }))
  const go = useNavigate()
  const status: InboxStatus = search.status ?? 'open'
  const source: InboxSource | 'all' = search.source ?? 'all'
  const page = search.page ?? 1
  /** A filter change starts again at page 1; the list stays in the address. */
  const navigate = (next: InboxSearch) => go({ to: '/inbox/', search: parseInboxSearch(next) })
  const setPage = (p: number) => navigate({ ...search, page: p })
  const inbox = useQuery({
    queryKey: [...INBOX_KEY, status, source, page],
    queryFn: () => api.inbox({ status, page, pageSize: PAGE_SIZE, ...(source === 'all' ? {} : { source }) }),
    placeholderData: keepPreviousData,
  })
  const pageCount = Math.max(1, Math.ceil((inbox.data?.total ?? 0) / PAGE_SIZE))

  return (
    <div className="flex flex-col gap-6">
      <ScreenHeading title={t.heading} text={t.text} />
      <section aria-label={t.heading} className="flex flex-wrap gap-4 rounded-2xl bg-white p-4 shadow-sm">
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {t.status}
          <select
            className={SELECT_CLASS}
            value={status}
            onChange={(e) => navigate({ ...search, status: e.target.value as InboxStatus, page: 1 })}
          >
            <NamedOptions values={['open', 'accepted', 'rejected'] as const} names={t.statuses} />
          </select>
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {t.source}
          <select
            className={SELECT_CLASS}
            value={source}
            onChange={(e) => {
              const chosen = e.target.value as InboxSource | 'all'
              navigate({ ...search, source: chosen === 'all' ? undefined : chosen, page: 1 })
            }}
          >
            <NamedOptions values={['all', 'visitor', 'osm'] as const} names={t.sources} />
          </select>
        </label>
      </section>
      <ListResults
        query={inbox}
        loaded={inbox.data !== undefined}
        total={t.total(inbox.data?.total ?? 0)}
        empty={inbox.data?.entries.length === 0}
        text={{ loading: t.loading, failed: t.loadFailed, empty: t.empty, emptyHint: t.emptyHint }}
        page={page}
        pageCount={pageCount}
        onPage={setPage}
      >
        <ul className="flex flex-col divide-y divide-line rounded-2xl bg-white shadow-sm">
          {inbox.data?.entries.map((entry) => (
            <li
              key={`${entry.source}-${entry.id}`}
              className="flex flex-wrap items-center justify-between gap-3 p-4"
            >
              <div className="min-w-0">
                <p className="text-xs font-semibold tracking-wide text-primary-strong uppercase">
                  {entryKind(entry)}
                </p>
                <Link
                  to="/inbox/$source/$entryId/"
                  params={{ source: entry.source, entryId: entry.id }}
                  className={`${LINK_CLASS} font-semibold break-words`}
                >
                  {entryTitle(entry)}
                </Link>
                <p className="text-sm text-muted">
                  {t.receivedAt(formatDateTime(entry.dateCreated))} · {t.fieldCount(entry.fields.length)}
                  {entry.message
                    ? ` · „${entry.message.slice(0, 80)}${entry.message.length > 80 ? '…' : ''}“`
                    : ''}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </ListResults>
    </div>
  )
}
