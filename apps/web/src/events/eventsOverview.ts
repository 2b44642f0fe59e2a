import type { BasemapItem, City, Event } from '@quo/contract'
import { metresBetween, type Position } from '../search/distance.js'

export interface EventRow {
  event: Event
  /** Whether it has begun and not ended. */
  running: boolean
  /** The city nearest to its place; undefined when the place is not on this branch's map. */
  place: string | undefined
}

/** The nearest city's name, within `maxMetres`. */
export function nearestCity(at: Position, cities: readonly City[], maxMetres = 15_000): string | undefined {
  let best: { title: string; metres: number } | undefined
  for (const city of cities) {
    const metres = metresBetween(at, city)
    if (metres <= maxMetres && (!best || metres < best.metres)) best = { title: city.title, metres }
  }
  return best?.title
}

/**
 * The events overview's rows: events not yet ended at `now` (a cached answer may hold ended
 * ones), running and coming alike, by begin; each with the town it is in.
 */
export function eventRows(
  events: readonly Event[],
  places: ReadonlyMap<string, Position>,
  cities: readonly City[],
  now: number,
): EventRow[] {
  return events
    .filter((e) => Date.parse(e.dateEnd) > now)
    .sort((a, b) => Date.parse(a.dateBegin) - Date.parse(b.dateBegin) || a.id - b.id)
    .map((event) => {
      const at = places.get(event.itemNanoId)
      return {
        event,
        running: Date.parse(event.dateBegin) <= now,
        place: at ? nearestCity(at, cities) : undefined,
      }
    })
}

/** Positions of the branch's items by nanoId. */
export function positionsOf(items: readonly BasemapItem[]): Map<string, Position> {
  return new Map(items.map((i) => [i.nanoId, { lon: i.lon, lat: i.lat }]))
}
