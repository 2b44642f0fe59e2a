import type { DashboardEvent, DashboardItemRow } from '@quo/contract'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { formatAgo, formatDate, formatDateTime, formatFull, formatIn } from '../../format.js'
import { messages } from '../../messages.js'
import { branchesQuery, branchShortName } from '../../referenceData.js'
import { overviewQueries } from './queries.js'
import { ROW_LINK, SHOW_ALL_LINK, WorkList } from './WorkList.js'

const t = messages.overview

function OverdueMark() {
  return (
    <span className="rounded-full bg-error/10 px-2 py-0.5 text-xs font-semibold text-error">{t.overdue}</span>
  )
}

/** A place: its title and city (which map it is on), and what is due or done to the right. */
function PlaceRow({ row, children }: { row: DashboardItemRow; children: React.ReactNode }) {
  return (
    <li>
      <Link to="/places/$itemId/" params={{ itemId: row.id }} className={ROW_LINK}>
        <span className="flex min-w-0 flex-1 basis-48 flex-col">
          <span className="truncate font-medium text-primary">{row.title || t.untitled}</span>
          {row.city && <span className="truncate text-xs text-muted">{row.city}</span>}
        </span>
        <span className="flex shrink-0 items-center gap-2 text-sm text-ink tabular-nums">{children}</span>
      </Link>
    </li>
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
          <span className="truncate font-medium text-primary">{event.title || t.untitled}</span>
          {branches.length > 0 && <span className="truncate text-xs text-muted">{branches.join(', ')}</span>}
        </span>
        <span className="flex shrink-0 items-center gap-2 text-sm text-ink tabular-nums">
          {running && (
            <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">
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

/**
 * The start page's work lists: reviews overdue and due within 30 days, places edited last and
 * events starting soon. Staff see only what is on their branches (the API filters).
 */
export function OverviewLists() {
  // When the page opened: "overdue", "in 3 Tagen" and "vor 5 Minuten" are measured from it.
  const [now] = useState(Date.now)
  const queries = useMemo(() => overviewQueries(now), [now])
  const overdue = useQuery(queries.overdue)
  const soon = useQuery(queries.soon)
  const recent = useQuery(queries.recent)
  const events = useQuery(queries.events)
  const branches = useQuery(branchesQuery)
  const branchNames = useMemo(
    () => new Map((branches.data?.branches ?? []).map((b) => [b.id, branchShortName(b)])),
    [branches.data],
  )
  const lists = t.lists

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <WorkList
        id="overview-overdue"
        title={lists.overdue.title}
        total={overdue.data?.total}
        emptyText={lists.overdue.empty}
        state={overdue}
        rowCount={overdue.data?.items.length ?? 0}
        showAll={
          <Link
            to="/places/"
            search={{ review: 'overdue', sort: 4 }}
            className={SHOW_ALL_LINK}
            aria-label={t.showAllOf(lists.overdue.title)}
          >
            {t.showAll}
          </Link>
        }
      >
        {overdue.data?.items.map((row) => (
          <PlaceRow key={row.id} row={row}>
            {row.reviewDue && (
              <time dateTime={row.reviewDue} title={t.dueOn(formatDate(row.reviewDue))}>
                {formatDate(row.reviewDue)}
              </time>
            )}
            <OverdueMark />
          </PlaceRow>
        ))}
      </WorkList>

      <WorkList
        id="overview-soon"
        title={lists.soon.title}
        total={soon.data?.total}
        emptyText={lists.soon.empty}
        state={soon}
        rowCount={soon.data?.items.length ?? 0}
        showAll={
          <Link
            to="/places/"
            search={{ review: 'soon', sort: 4 }}
            className={SHOW_ALL_LINK}
            aria-label={t.showAllOf(lists.soon.title)}
          >
            {t.showAll}
          </Link>
        }
      >
        {soon.data?.items.map((row) => (
          <PlaceRow key={row.id} row={row}>
            {row.reviewDue && (
              <>
                <span className="text-muted">{formatIn(row.reviewDue, now)}</span>
                <time dateTime={row.reviewDue} title={t.dueOn(formatDate(row.reviewDue))}>
                  {formatDate(row.reviewDue)}
                </time>
              </>
            )}
          </PlaceRow>
        ))}
      </WorkList>

      <WorkList
        id="overview-recent"
        title={lists.recent.title}
        emptyText={lists.recent.empty}
        state={recent}
        rowCount={recent.data?.items.length ?? 0}
        showAll={
          <Link
            to="/places/"
            search={{ sort: 3 }}
            className={SHOW_ALL_LINK}
            aria-label={t.showAllOf(lists.recent.title)}
          >
            {t.showAll}
          </Link>
        }
      >
        {recent.data?.items.map((row) => (
          <PlaceRow key={row.id} row={row}>
            <time
              dateTime={row.dateUpdated}
              title={t.editedAt(formatFull(row.dateUpdated))}
              className="text-muted"
            >
              {formatAgo(row.dateUpdated, now)}
            </time>
          </PlaceRow>
        ))}
      </WorkList>

      <WorkList
        id="overview-events"
        title={lists.events.title}
        total={events.data?.total}
        emptyText={lists.events.empty}
        state={events}
        rowCount={events.data?.events.length ?? 0}
        showAll={
          <Link to="/events/" className={SHOW_ALL_LINK} aria-label={t.showAllOf(lists.events.title)}>
            {t.showAll}
          </Link>
        }
      >
        {events.data?.events.map((event) => (
          <EventRow key={event.id} event={event} branchNames={branchNames} now={now} />
        ))}
      </WorkList>
    </div>
  )
}
