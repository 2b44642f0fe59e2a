import type { DashboardEvent, DashboardItemRow, DashboardItemsPage } from '@quo/contract'
import { type UseQueryOptions, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useMemo, useState } from 'react'
import { formatAgo, formatDate, formatDateTime, formatFull, formatIn } from '../../format.js'
import { messages } from '../../messages.js'
import { branchesQuery, branchShortName } from '../../referenceData.js'
import type { PlacesSearch } from '../places/search.js'
import { overviewQueries } from './queries.js'
import { ROW_LINK, WorkList } from './WorkList.js'

const t = messages.overview

function OverdueMark() {
  return (
    <span className="rounded-full bg-error/10 px-2 py-0.5 text-xs font-semibold text-error">{t.overdue}</span>
  )
}

/** A place: its title and city (which map it is on), and what is due or done to the right. */
function PlaceRow({ row, children }: { row: DashboardItemRow; children: ReactNode }) {
  return (
    <li>
      <Link to="/places/$itemId/" params={{ itemId: row.id }} className={ROW_LINK}>
        <span className="flex min-w-0 flex-1 basis-48 flex-col">
          <span className="truncate font-medium text-primary-strong">{row.title || t.untitled}</span>
          {row.city && <span className="truncate text-xs text-muted">{row.city}</span>}
        </span>
        <span className="flex shrink-0 items-center gap-2 text-sm text-ink tabular-nums">{children}</span>
      </Link>
    </li>
  )
}

/** When a place's review is due. */
function DueDate({ date }: { date: string }) {
  return (
    <time dateTime={date} title={t.dueOn(formatDate(date))}>
      {formatDate(date)}
    </time>
  )
}

function EventRow({
  event,
  branchNames,
  now,
}: {
  event: DashboardEvent
  branchNames: ReadonlyMap<number, string>
  now: number
}) {
  const branches = event.branches.map((b) => branchNames.get(b.branchId)).filter(Boolean)
  const running = Date.parse(event.dateBegin) <= now
  return (
    <li>
      <Link to="/events/$eventId/" params={{ eventId: event.id }} className={ROW_LINK}>
        <span className="flex min-w-0 flex-1 basis-48 flex-col">
          <span className="truncate font-medium text-primary-strong">{event.title || t.untitled}</span>
          {branches.length > 0 && <span className="truncate text-xs text-muted">{branches.join(', ')}</span>}
        </span>
        <span className="flex shrink-0 items-center gap-2 text-sm text-ink tabular-nums">
          {running && (
            <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary-strong">
              {t.running}
            </span>
          )}
          <time dateTime={event.dateBegin} title={formatFull(event.dateBegin)}>
            {formatDateTime(event.dateBegin)}
          </time>
        </span>
      </Link>
    </li>
  )
}

/** The lists of places, in the order shown; each is one call of `overviewQueries`. */
const PLACE_LISTS: readonly {
  key: 'overdue' | 'soon' | 'recent'
  /** The places list's filter that shows all of it. */
  search: Partial<PlacesSearch>
  /** Whether the heading counts the rows; the total of "recent" would be every place. */
  counted: boolean
  /** What a row shows on its right. */
  due: (row: DashboardItemRow, now: number) => ReactNode
}[] = [
  {
    key: 'overdue',
    search: { review: 'overdue', sort: 4 },
    counted: true,
    due: (row) => (
      <>
        {row.reviewDue && <DueDate date={row.reviewDue} />}
        <OverdueMark />
      </>
    ),
  },
  {
    key: 'soon',
    search: { review: 'soon', sort: 4 },
    counted: true,
    due: (row, now) =>
      row.reviewDue && (
        <>
          <span className="text-muted">{formatIn(row.reviewDue, now)}</span>
          <DueDate date={row.reviewDue} />
        </>
      ),
  },
  {
    key: 'recent',
    search: { sort: 3 },
    counted: false,
    due: (row, now) => (
      <time dateTime={row.dateUpdated} title={t.editedAt(formatFull(row.dateUpdated))} className="text-muted">
        {formatAgo(row.dateUpdated, now)}
      </time>
    ),
  },
]

/** One list of places; it asks for its rows itself, so a slow list holds up none of the others. */
function PlaceWorkList({
  list,
  query,
  now,
}: {
  list: (typeof PLACE_LISTS)[number]
  query: UseQueryOptions<DashboardItemsPage, Error, DashboardItemsPage, readonly unknown[]>
  now: number
}) {
  const places = useQuery(query)
  return (
    <WorkList
      id={`overview-${list.key}`}
      text={t.lists[list.key]}
      total={list.counted ? places.data?.total : undefined}
      state={places}
      rows={places.data?.items}
      showAll={{ to: '/places/', search: list.search }}
    >
      {(row) => (
        <PlaceRow key={row.id} row={row}>
          {list.due(row, now)}
        </PlaceRow>
      )}
    </WorkList>
  )
}

/**
 * The start page's work lists: reviews overdue and due within 30 days, places edited last and
 * events starting soon. Staff see only what is on their branches (the API filters).
 */
export function OverviewLists() {
  // When the page opened: "overdue", "in 3 Tagen" and "vor 5 Minuten" are measured from it.
  const [now] = useState(Date.now)
  const queries = useMemo(() => overviewQueries(now), [now])
  const events = useQuery(queries.events)
  const branches = useQuery(branchesQuery)
  const branchNames = useMemo(
    () => new Map((branches.data?.branches ?? []).map((b) => [b.id, branchShortName(b)])),
    [branches.data],
  )

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {PLACE_LISTS.map((list) => (
        <PlaceWorkList key={list.key} list={list} query={queries[list.key]} now={now} />
      ))}
      <WorkList
        id="overview-events"
        text={t.lists.events}
        total={events.data?.total}
        state={events}
        rows={events.data?.events}
        showAll={{ to: '/events/' }}
      >
        {(event) => <EventRow key={event.id} event={event} branchNames={branchNames} now={now} />}
      </WorkList>
    </div>
  )
}
