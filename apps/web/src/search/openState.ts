import { type Item, type OpeningState, REGION_TIME_ZONE } from '@quo/contract'
import { evaluateOpeningHours } from '@quo/place-rules'

// Whether a place is open now, for a result row. It runs in the search worker: the place's
// record, the opening-hours library (large) and its evaluation never cost the page's main
// thread, where the visitor is typing.

type HoursRecord = Pick<Item, 'lat' | 'lon' | 'itemDetails' | 'events'>

/** Open, closing soon or closed now at the region's clock; null without hours, or for an event. */
async function openStateOf(record: HoursRecord, now = new Date()): Promise<OpeningState | null> {
  const hours = record.itemDetails.find((d) => d.dataKeyV2 === 'hours')?.dataValue
  // Events have dates, not opening hours (their card shows no opening state either).
  if (!hours || record.events.length) return null
  return (await evaluateOpeningHours(hours, record, now, REGION_TIME_ZONE)).state
}

/** Fetches a place's public record and answers its opening state; null when it cannot be read. */
export async function fetchOpenState(nanoId: string, origin: string): Promise<OpeningState | null> {
  const response = await fetch(new URL(`/api/items/nanoid/${encodeURIComponent(nanoId)}`, origin))
  if (!response.ok) return null
  return openStateOf((await response.json()) as HoursRecord)
}
