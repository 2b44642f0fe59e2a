import type { City } from '@quo/contract'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMemo, useRef } from 'react'
import { useCurrentBranch } from '../data/currentBranch.js'
import { itemQuery } from '../data/queries.js'
import { formatEventRange } from '../detail/eventDates.js'
import { messages } from '../messages.js'
import { PlaceRow } from '../search/PlaceRow.js'
import { RowsCard } from '../search/RowsCard.js'
import { useHighlight } from '../search/useHighlight.js'
import { useMapItems } from '../search/useSearchIndex.js'
import { useVisible } from '../search/useVisible.js'
import { citiesQuery, eventsQuery } from './eventQueries.js'
import { type EventRow, eventRows, nearestCity, positionsOf } from './eventsOverview.js'

/** /map/events: the branch's running and coming events by date, each opening its place. */
export function EventsCard() {
  const branch = useCurrentBranch()?.branch
  const events = useQuery(eventsQuery(branch?.hasEvents ? branch.shortId : null))
  const cities = useQuery(citiesQuery)
  const items = useMapItems()
  const navigate = useNavigate()
  const rows = useMemo(
    () => eventRows(events.data ?? [], positionsOf(items ?? []), cities.data ?? [], Date.now()),
    [events.data, items, cities.data],
  )
  const nanoIds = useMemo(() => [...new Set(rows.map((r) => r.event.itemNanoId))], [rows])
  useHighlight(events.data ? nanoIds : null)
  const loading = branch?.hasEvents && !events.data && !events.error
  return (
    <RowsCard title={messages.events} onClose={() => void navigate({ to: '/map' })}>
      {loading ? <p className="px-4 pb-4 text-sm text-muted">{messages.loading}</p> : null}
      {events.error ? <p className="px-4 pb-4 text-sm text-error">{messages.loadFailed}</p> : null}
      {!loading && !events.error && !rows.length ? (
        <p className="px-4 pb-4 text-sm text-muted">{messages.eventsCard.none}</p>
      ) : null}
      <ul className="pb-2">
        {rows.map((row) => (
          <EventRowItem key={row.event.id} row={row} cities={cities.data} />
        ))}
      </ul>
      {branch?.hasEvents ? <CalendarLinks /> : null}
    </RowsCard>
  )
}

/** The site's events feed (same host, so it is this branch's): `webcal:` opens the calendar app. */
const FEED_PATH = '/api/events/calendar.ics'

/** "Im Kalender abonnieren" and the file itself, under the list. */
function CalendarLinks() {
  const feed = new URL(FEED_PATH, window.location.origin)
  const webcal = `webcal://${feed.host}${feed.pathname}`
  return (
    <div className="border-t border-line px-4 py-3 text-sm">
      <p className="text-muted">{messages.eventsCard.subscribeHint}</p>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        <a className="font-semibold text-primary-strong underline-offset-2 hover:underline" href={webcal}>
          {messages.eventsCard.subscribe}
        </a>
        <a className="text-primary-strong underline-offset-2 hover:underline" href={feed.href} download>
          {messages.eventsCard.download}
        </a>
      </div>
    </div>
  )
}

function EventRowItem({ row, cities }: { row: EventRow; cities: readonly City[] | undefined }) {
  const { event } = row
  const element = useRef<HTMLLIElement>(null)
  const visible = useVisible(element)
  // An event of another branch's place is not on this map: its record says where it is.
  const item = useQuery({ ...itemQuery(event.itemNanoId), enabled: visible && !row.place })
  const place = row.place ?? (item.data && cities ? nearestCity(item.data, cities) : undefined)
  return (
    <PlaceRow
      rowRef={element}
      nanoId={event.itemNanoId}
      title={event.title}
      facts={[formatEventRange(new Date(event.dateBegin), new Date(event.dateEnd)), place]}
      badge={
        row.running ? (
          <span className="shrink-0 rounded-full bg-primary/10 px-2 text-xs font-semibold text-primary-strong">
            {messages.eventsCard.running}
          </span>
        ) : null
      }
    />
  )
}
