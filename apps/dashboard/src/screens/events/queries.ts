import type { DashboardEvent } from '@quo/contract'
import type { QueryClient } from '@tanstack/react-query'

// Query keys of the events screens, in one place so a save can refresh every list at once.

/** Every page of the events list starts with this key. */
export const EVENTS_LIST_KEY = ['dashboard', 'events'] as const
export const eventKey = (id: number) => ['dashboard', 'event', id] as const
/** The overview's "events starting soon" (screens/overview), which a save changes too. */
const OVERVIEW_EVENTS_KEY = ['dashboard', 'overview', 'events'] as const

type EventsPage = { events: DashboardEvent[]; total: number }

/**
 * After a save: the editor shows what the server holds, and the list shows it at once. A changed
 * event is replaced in the pages held; where a new one belongs is the server's to say, so after
 * a create the held pages are dropped and read afresh.
 */
export function eventSaved(client: QueryClient, event: DashboardEvent, created = false) {
  client.setQueryData(eventKey(event.id), event)
  void client.invalidateQueries({ queryKey: OVERVIEW_EVENTS_KEY })
  if (created) {
    client.removeQueries({ queryKey: EVENTS_LIST_KEY })
    return Promise.resolve()
  }
  client.setQueriesData<EventsPage>({ queryKey: EVENTS_LIST_KEY }, (page) =>
    page?.events.some((e) => e.id === event.id)
      ? { ...page, events: page.events.map((e) => (e.id === event.id ? event : e)) }
      : page,
  )
  return client.invalidateQueries({ queryKey: EVENTS_LIST_KEY })
}

/** After a delete: the event is gone from the cache, and every list page reads again. */
export function eventDeleted(client: QueryClient, id: number) {
  client.removeQueries({ queryKey: eventKey(id), exact: true })
  void client.invalidateQueries({ queryKey: OVERVIEW_EVENTS_KEY })
  // Drop it from the pages held now, so the list never flashes it while it reads again.
  client.setQueriesData<EventsPage>({ queryKey: EVENTS_LIST_KEY }, (page) =>
    page?.events.some((e) => e.id === id)
      ? { ...page, events: page.events.filter((e) => e.id !== id), total: Math.max(0, page.total - 1) }
      : page,
  )
  return client.invalidateQueries({ queryKey: EVENTS_LIST_KEY })
}
