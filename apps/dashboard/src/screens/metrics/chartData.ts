import type { DailySessions } from '@quo/contract'

/**
 * uPlot's columns from the API's days (newest first): x as seconds at each day's noon UTC,
 * oldest first, and the sessions. Noon keeps every time zone on the same calendar day.
 */
export function chartColumns(days: DailySessions): [number[], number[]] {
  const ordered = [...days].sort((a, b) => a.day.localeCompare(b.day))
  return [ordered.map((d) => Date.parse(`${d.day}T12:00:00Z`) / 1000), ordered.map((d) => d.sessions)]
}

/** Sessions and events of the whole range. */
export function rangeTotals(days: DailySessions): { sessions: number; events: number } {
  return days.reduce((sum, d) => ({ sessions: sum.sessions + d.sessions, events: sum.events + d.events }), {
    sessions: 0,
    events: 0,
  })
}
