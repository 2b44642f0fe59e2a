import type { DashboardEvent } from '@quo/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { formatEventRange } from '../../format.js'
import { LINK_CLASS, SELECT_CLASS } from '../../forms/controlStyles.js'
import { branchesByName, branchesQuery, branchShortName } from '../../referenceData.js'
import { api } from '../../session.js'
import { ownBranches, useStaffBranches } from '../../staffAccess.js'
import { ListResults } from '../ListResults.js'
import { ScreenHeading } from '../ScreenHeading.js'
import { eventMessages } from './messages.js'
import { EVENTS_LIST_KEY } from './queries.js'
import { type EventsSearch, parseEventsSearch, toEventsQuery } from './search.js'

const t = eventMessages.list

function EventRow({
  event,
  branchNames,
  now,
}: {
  event: DashboardEvent
  branchNames: ReadonlyMap<number, string>
  now: number
}) {
  const names = event.branches.map((b) => branchNames.get(b.branchId) ?? String(b.branchId))
  const past = Date.parse(event.dateEnd) <= now
  return (
    <tr className="border-b border-line last:border-b-0 hover:bg-paper max-sm:flex max-sm:flex-col max-sm:gap-1 max-sm:py-3">
      <td className="px-4 py-3 align-top max-sm:py-0">
        <Link to="/events/$eventId/" params={{ eventId: event.id }} className={LINK_CLASS}>
          {event.title || t.untitled}
        </Link>
      </td>
      <td className="px-4 py-3 align-top max-sm:py-0">
        <span className="flex flex-wrap items-center gap-2">
          <span className="tabular-nums">{formatEventRange(event.dateBegin, event.dateEnd)}</span>
          {past && (
            <span className="rounded-full bg-muted/10 px-2 py-0.5 text-xs font-semibold text-muted">
              {t.past}
            </span>
          )}
        </span>
      </td>
      <td className="px-4 py-3 align-top text-muted max-sm:py-0">{names.join(', ') || t.noBranch}</td>
    </tr>
  )
}

/** Events tab (docs/product.md §2): every event, past ones hidden unless asked for, by map, paged through the address. */
export function EventsListScreen() {
  // Read loosely and parsed here, as the places screen does: a route id typed by hand drifts
  // from the one the router builds from the path.
  const search = parseEventsSearch(useSearch({ strict: false }))
  const go = useNavigate()
  const latest = useRef(search)
  latest.current = search
  const navigate = useCallback(
    (patch: (prev: EventsSearch) => EventsSearch, replace = false) =>
      go({ to: '/events/', search: patch(latest.current), replace }),
    [go],
  )
  /** A filter change starts again at page 1. */
  const update = (patch: Partial<EventsSearch>) => navigate((prev) => ({ ...prev, page: 1, ...patch }))

  const branches = useQuery({ ...branchesQuery, select: branchesByName })
  const staff = useStaffBranches()
  // The list holds events of the account's maps (and of none): the filter offers those maps,
  // and still names one the address holds (an old link).
  const own = new Set(ownBranches(branches.data ?? [], staff))
  const filterBranches = (branches.data ?? []).filter((b) => own.has(b) || b.id === search.branchId)
  const branchNames = useMemo(
    () => new Map((branches.data ?? []).map((b) => [b.id, branchShortName(b)])),
    [branches.data],
  )

  const query = toEventsQuery(search)
  const events = useQuery({
    queryKey: [...EVENTS_LIST_KEY, query],
    queryFn: () => api.dashboardEvents(query),
    placeholderData: keepPreviousData,
  })

  const page = events.data
  // Past the last page (events deleted, or an old link): the last page instead, in the address too.
  const beyond = page !== undefined && !events.isPlaceholderData && page.page > page.pageCount
  useEffect(() => {
    if (beyond && page) navigate((prev) => ({ ...prev, page: page.pageCount }), true)
  }, [beyond, page, navigate])

  const pageCount = page?.pageCount ?? 1
  const shownPage = Math.min(search.page, pageCount)
  const now = Date.now()

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <ScreenHeading title={t.heading} text={t.text}>
          <Link to="/events/feeds/" className={`text-sm ${LINK_CLASS}`}>
            {eventMessages.feeds.link}
          </Link>
        </ScreenHeading>
        <Link
          to="/events/new/"
          className="inline-flex min-h-10 items-center justify-center rounded-full bg-primary px-4 text-sm font-semibold text-white hover:bg-primary-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          {t.create}
        </Link>
      </div>

      <section
        aria-label={t.filters}
        className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm sm:flex-row sm:items-end"
      >
        <label className="flex flex-col gap-1.5 text-sm font-medium sm:w-72">
          {t.branch}
          <select
            className={SELECT_CLASS}
            value={search.branchId ?? ''}
            onChange={(event) =>
              update({ branchId: event.target.value ? Number(event.target.value) : undefined })
            }
          >
            <option value="">{t.anyBranch}</option>
            {filterBranches.map((b) => (
              <option key={b.id} value={b.id}>
                {branchShortName(b)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={search.hidePast}
            onChange={(event) => update({ hidePast: event.target.checked })}
          />
          {t.hidePast}
        </label>
      </section>

      <ListResults
        query={events}
        loaded={page !== undefined && !beyond}
        total={page ? t.total(page.total) : ''}
        empty={page?.events.length === 0}
        text={{ ...t, emptyHint: search.hidePast ? t.emptyHintPast : t.emptyHint }}
        page={shownPage}
        pageCount={pageCount}
        onPage={(n) => navigate((prev) => ({ ...prev, page: n }))}
      >
        <div className="overflow-x-auto rounded-2xl bg-white shadow-sm">
          <table className="w-full border-collapse text-left text-sm">
            {/* On phones each row is a card of three lines; the headings are read, not shown. */}
            <thead className="max-sm:sr-only">
              <tr className="border-b border-line">
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t.columns.title}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t.columns.when}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t.columns.branches}
                </th>
              </tr>
            </thead>
            <tbody>
              {page?.events.map((event) => (
                <EventRow key={event.id} event={event} branchNames={branchNames} now={now} />
              ))}
            </tbody>
          </table>
        </div>
      </ListResults>
    </div>
  )
}
