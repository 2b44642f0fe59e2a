import type { ItemEvent } from '@quo/contract'
import { messages } from '../messages.js'
import { eventDatesToShow, formatEventRange } from './eventDates.js'
import { CalendarIcon } from './icons.js'

/** An event's dates first on its card, compact and at the region's clock; a past one says so. */
export function EventDates({ events }: { events: readonly ItemEvent[] }) {
  const { dates, past } = eventDatesToShow(events)
  if (!dates.length) return null
  return (
    <section aria-label={messages.place.dates} className="mb-3 flex items-start gap-2 font-semibold">
      <span className="mt-1 text-primary">
        <CalendarIcon />
      </span>
      <ul className={past ? 'text-muted' : undefined}>
        {dates.map((e) => (
          <li key={e.id}>
            {past ? `${messages.place.eventOver} ` : null}
            <time dateTime={e.dateBegin}>{formatEventRange(new Date(e.dateBegin), new Date(e.dateEnd))}</time>
          </li>
        ))}
      </ul>
    </section>
  )
}
