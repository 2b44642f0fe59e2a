import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Navigate,
  notFound,
  type SearchSchemaInput,
  stripSearchParams,
} from '@tanstack/react-router'
import { EVENTS_SEARCH_DEFAULTS, type EventsSearch, parseEventsSearch } from '../screens/events/search.js'
import { type InboxSearch, parseInboxSearch } from '../screens/inbox/search.js'
import { type MetricsSearch, parseMetricsSearch } from '../screens/metrics/search.js'
import { NotFoundScreen } from '../screens/NotFoundScreen.js'
import { PLACES_SEARCH_DEFAULTS, type PlacesSearch, parsePlacesSearch } from '../screens/places/search.js'
import { RouteErrorScreen } from '../screens/RouteErrorScreen.js'
import { Shell } from './Shell.js'

// The dashboard routes of docs/product.md §2 under /dashboard/. Every route is guarded (Shell); each
// screen loads with its route, in a chunk of its own.

/** A positive serial id, digits only; anything else is the 404 screen. */
function idParam(value: string): number {
  const id = Number(value)
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(id) || id < 1) throw notFound()
  return id
}

const rootRoute = createRootRoute({ component: Shell, notFoundComponent: NotFoundScreen })

const overviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: lazyRouteComponent(() => import('../screens/OverviewScreen.js'), 'OverviewScreen'),
})
const callbackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth0-callback',
  // The sign-in answer is handled before this shows (App); a bare visit goes to the start page.
  component: () => <Navigate to="/" replace />,
})
const placesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/places/',
  // The zod schema through a function: as a Standard Schema it left the route tree untyped.
  validateSearch: (search: Partial<PlacesSearch> & SearchSchemaInput) => parsePlacesSearch(search),
  search: { middlewares: [stripSearchParams(PLACES_SEARCH_DEFAULTS)] },
  component: lazyRouteComponent(() => import('../screens/PlacesScreen.js'), 'PlacesScreen'),
})
const deletedPlacesRoute = createRoute({
  getParentRoute: () => rootRoute,
  // Matched before $itemId: a static segment ranks above a parameter.
  path: '/places/deleted',
  component: lazyRouteComponent(() => import('../screens/DeletedPlacesScreen.js'), 'DeletedPlacesScreen'),
})
const placeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/places/$itemId',
  // `new` is the editor's create mode; after a create the same screen goes on with the id.
  params: {
    parse: (p) => ({ itemId: p.itemId === 'new' ? ('new' as const) : idParam(p.itemId) }),
    stringify: (p) => ({ itemId: String(p.itemId) }),
  },
  component: lazyRouteComponent(() => import('../screens/place/PlaceEditorScreen.js'), 'PlaceEditorScreen'),
})
const eventsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/events/',
  // Filters of the events tab (docs/product.md §2): past events hidden unless asked for, a page, a map.
  validateSearch: (search: Partial<EventsSearch> & SearchSchemaInput) => parseEventsSearch(search),
  search: { middlewares: [stripSearchParams(EVENTS_SEARCH_DEFAULTS)] },
  component: lazyRouteComponent(() => import('../screens/events/EventsListScreen.js'), 'EventsListScreen'),
})
const eventNewRoute = createRoute({
  getParentRoute: () => rootRoute,
  // Matched before $eventId: a static segment ranks above a parameter.
  path: '/events/new',
  component: lazyRouteComponent(() => import('../screens/events/EventEditorScreen.js'), 'EventEditorScreen'),
})
const eventFeedsRoute = createRoute({
  getParentRoute: () => rootRoute,
  // Matched before $eventId, as `new` is.
  path: '/events/feeds',
  component: lazyRouteComponent(() => import('../screens/events/EventFeedsScreen.js'), 'EventFeedsScreen'),
})
const eventRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/events/$eventId',
  params: {
    parse: (p) => ({ eventId: idParam(p.eventId) }),
    stringify: (p) => ({ eventId: String(p.eventId) }),
  },
  component: lazyRouteComponent(() => import('../screens/events/EventEditorScreen.js'), 'EventEditorScreen'),
})
const inboxRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/inbox/',
  // Status, source and page stay in the address: a reload or a link shows the same list.
  validateSearch: (search: InboxSearch & SearchSchemaInput) => parseInboxSearch(search),
  component: lazyRouteComponent(() => import('../screens/inbox/InboxScreen.js'), 'InboxScreen'),
})
const inboxEntryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/inbox/$source/$entryId',
  params: {
    parse: (p) => {
      if (p.source !== 'visitor' && p.source !== 'osm') throw notFound()
      return { source: p.source as 'visitor' | 'osm', entryId: idParam(p.entryId) }
    },
    stringify: (p) => ({ source: p.source, entryId: String(p.entryId) }),
  },
  component: lazyRouteComponent(() => import('../screens/inbox/InboxEntryScreen.js'), 'InboxEntryScreen'),
})
const contestsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contests/',
  component: lazyRouteComponent(() => import('../screens/contests/ContestsScreen.js'), 'ContestsScreen'),
})
const metricsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/metrics/',
  // A range of days and a map; anything else in the address falls back to the last 30 days.
  validateSearch: (search: MetricsSearch & SearchSchemaInput) => parseMetricsSearch(search),
  component: lazyRouteComponent(() => import('../screens/metrics/MetricsScreen.js'), 'MetricsScreen'),
})
const mediaRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/media/',
  component: lazyRouteComponent(() => import('../screens/media/MediaScreen.js'), 'MediaScreen'),
})
const debugRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/debug/',
  component: lazyRouteComponent(() => import('../screens/DebugScreen.js'), 'DebugScreen'),
})

const routeTree = rootRoute.addChildren([
  overviewRoute,
  callbackRoute,
  inboxRoute,
  inboxEntryRoute,
  placesRoute,
  deletedPlacesRoute,
  placeRoute,
  eventsRoute,
  eventNewRoute,
  eventFeedsRoute,
  eventRoute,
  contestsRoute,
  metricsRoute,
  mediaRoute,
  debugRoute,
])

export const router = createRouter({
  routeTree,
  basepath: '/dashboard',
  // A screen that fails shows its error inside the layout, so the menu stays usable.
  defaultErrorComponent: RouteErrorScreen,
  trailingSlash: 'always',
  defaultPreload: 'intent',
  scrollRestoration: true,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
