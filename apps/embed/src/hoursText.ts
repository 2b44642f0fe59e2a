import type { OpeningState, ShortcutResult } from '@quo/contract'
import { messages, thousands } from './messages.js'

const STATE_LABEL: Record<OpeningState, string> = messages.hours.state

const WEEKDAYS = messages.hours.weekdays

/** Epoch days of a `YYYY-MM-DD` date. */
const epochDay = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000)

/**
 * "14:00", "morgen 08:00", "Fr 08:00" or "26.12. 08:00": the change at the places' clock as the
 * API gives it (`2026-11-25T08:00`), seen from the day the list was made. No `Intl` time zone
 * data: its first use costs a slow phone a quarter of a second.
 */
function when(local: string, today: string): string {
  const date = local.slice(0, 10)
  const time = local.slice(11, 16)
  const days = epochDay(date) - epochDay(today)
  if (days <= 0) return time
  if (days === 1) return messages.hours.tomorrow(time)
  if (days < 7) return `${WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]} ${time}`
  return `${Number(date.slice(8, 10))}.${Number(date.slice(5, 7))}. ${time}`
}

/**
 * The state and when it changes: "Geöffnet · bis 18:00", "Geschlossen · öffnet morgen 08:00",
 * "Geschlossen · Heute Feiertag · öffnet morgen 08:00" when a holiday rule sets it.
 */
export function hoursText(hours: NonNullable<ShortcutResult['hours']>, now: Date, today: string): string {
  const state = STATE_LABEL[hours.state]
  // "Geschlossen · Heute Feiertag · öffnet morgen 08:00": the holiday says why.
  const label = hours.holiday ? messages.hours.holiday(state) : state
  if (!hours.nextChange || !hours.nextChangeLocal) return label
  if (Date.parse(hours.nextChange) <= now.getTime()) return label
  const at = when(hours.nextChangeLocal, today)
  return hours.state === 'closed' ? messages.hours.opens(label, at) : messages.hours.until(label, at)
}

/** "350 m" or "1.2 km" (Swiss format). */
export function distanceText(metres: number): string {
  if (metres < 1000) return `${Math.round(metres / 10) * 10} m`
  return metres < 10_000 ? `${(metres / 1000).toFixed(1)} km` : `${thousands(metres / 1000)} km`
}
