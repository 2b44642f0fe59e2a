import { type Item, type OpeningState, REGION_TIME_ZONE } from '@quo/contract'
import { evaluateOpeningHours } from '@quo/place-rules'

// Whether a place is open now, for a result row. It runs in the search worker: the place's
// record, the opening-hours library (large) and its evaluation never cost the page's main
// thread, where the visitor is typing.

type HoursRecord = Pick<Item, 'lat' | 'lon' | 'holidayRegion' | 'itemDetails' | 'events'>

/** A stretch of time to be open in (the chat's "heute Abend"); `from` alone is a moment. */
export interface OpenWindow {
  from: number
  until?: number
}

/**
 * Open, closing soon or closed at the region's clock — now, or at some moment of a window (a
 * place closed at its start that opens before its end counts as open); null without hours, or
 * for an event.
 */
async function openStateOf(record: HoursRecord, window?: OpenWindow): Promise<OpeningState | null> {
  const hours = record.itemDetails.find((d) => d.dataKeyV2 === 'hours')?.dataValue
  // Events have dates, not opening hours (their card shows no opening state either).
  if (!hours || record.events.length) return null
  const at = window ? new Date(window.from) : new Date()
  const { state, nextChange } = await evaluateOpeningHours(hours, record, at, REGION_TIME_ZONE)
  const opensInTime =
    window?.until !== undefined && nextChange !== undefined && nextChange.getTime() < window.until
  return state === 'closed' && opensInTime ? 'open' : state
}

/** Fetches a place's public record and answers its opening state; null when it cannot be read. */
export async function fetchOpenState(
  nanoId: string,
  origin: string,
  window?: OpenWindow,
): Promise<OpeningState | null> {
  const response = await fetch(new URL(`/api/items/nanoid/${encodeURIComponent(nanoId)}`, origin))
  if (!response.ok) return null
  return openStateOf((await response.json()) as HoursRecord, window)
}
