import type {
  ChangeRequestsQuery,
  DashboardEventsQuery,
  DashboardItemsQuery,
  HistoryQuery,
  InboxQuery,
  InboxSource,
  MediaQuery,
} from '@quo/contract'
import type { SchemaOf, Transport } from '../transport.js'

/** A range of days (`YYYY-MM-DD`, both included) and optionally one map, for the metrics reads. */
type MetricsRange = {
  from?: string
  to?: string
  branchShortId?: number | undefined
}

/** Query-string form of a filter: lists comma-separated, flags as true/false, empties left out. */
export function toSearchParams(filter: Record<string, unknown>): Record<string, string> {
  const params: Record<string, string> = {}
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) {
      if (value.length) params[key] = value.join(',')
    } else params[key] = String(value)
  }
  return params
}

/** The staff reads of docs/product.md §7 (bearer token). */
export function staffReads(request: Transport) {
  const get = <T>(path: string, schema: SchemaOf<T>, filter: Record<string, unknown> = {}) =>
    request({ method: 'get', path, schema, staff: true, searchParams: toSearchParams(filter) })
  return {
    dashboardItems: (filter: Partial<DashboardItemsQuery> = {}) =>
      get('items/dashboard/', (s) => s.DashboardItemsPage, filter),
    dashboardItem: (id: number) => get(`items/dashboard/${id}`, (s) => s.DashboardItem),
    dashboardEvents: (filter: Partial<DashboardEventsQuery> = {}) =>
      get('events/dashboard/', (s) => s.DashboardEventsPage, filter),
    dashboardEvent: (id: number) => get(`events/dashboard/${id}`, (s) => s.DashboardEvent),
    /** A map's subscriptions to other organisations' calendars, with each one's last run. */
    eventFeeds: (branchShortId: number) =>
      get(`branches/${branchShortId}/event-feeds`, (s) => s.z.array(s.EventFeed)),
    /** Sessions and events per day of a range (default the last 30 days), newest first. */
    dailySessions: (query: MetricsRange = {}) =>
      get('metrics/sessions/daily/', (s) => s.DailySessions, query),
    /** The places opened most and the searches without results in a range. */
    metricsSummary: (query: MetricsRange = {}) => get('metrics/summary/', (s) => s.MetricsSummary, query),
    /** Visitors' change requests, newest first (not in docs/product.md §7; the dashboard's inbox). */
    changeRequests: (filter: Partial<ChangeRequestsQuery> = {}) =>
      get('items/change-requests/', (s) => s.z.array(s.StaffChangeRequest), filter),
    /** A place's change history, newest first: the place, what hangs on it, its events. */
    itemHistory: (id: number, query: Partial<HistoryQuery> = {}) =>
      get(`items/dashboard/${id}/history/`, (s) => s.HistoryPage, query),
    /** An event's change history, newest first. */
    eventHistory: (id: number, query: Partial<HistoryQuery> = {}) =>
      get(`events/dashboard/${id}/history/`, (s) => s.HistoryPage, query),
    /** Visitors' requests and OpenStreetMap differences waiting for staff, oldest first. */
    inbox: (query: Partial<InboxQuery> = {}) => get('inbox/', (s) => s.InboxPage, query),
    /** One inbox entry against its place, field by field. */
    inboxEntry: (source: InboxSource, id: number) => get(`inbox/${source}/${id}`, (s) => s.InboxEntry),
    /** The caller's media library, newest first, with how many place media show each image. */
    media: (query: Partial<MediaQuery> = {}) => get('media/', (s) => s.MediaPage, query),
    /** A library image with the places that show it. */
    mediaAsset: (id: number) => get(`media/${id}`, (s) => s.MediaAssetDetail),
    /** Contests of the caller's maps with their numbers of entries and their draws. */
    staffContests: () => get('contests/dashboard/', (s) => s.z.array(s.StaffContest)),
    /** A contest's entries, oldest first. */
    contestParticipants: (id: number) =>
      get(`contests/${id}/participants/`, (s) => s.z.array(s.ContestParticipant)),
    /** The signed-in account as the API reads its token: who, and the maps it may act on. */
    staffCaller: () => get('auth/me', (s) => s.StaffCaller),
    /** The server's versions, database and Redis, and what it read from the token (debug). */
    systemStatus: () => get('system/status/', (s) => s.SystemStatus),
    /** Places staff deleted that are still gone, newest first. */
    deletedPlaces: (query: Partial<HistoryQuery> = {}) =>
      get('items/dashboard/deleted/', (s) => s.DeletedPlacesPage, query),
  }
}
