import { CARD_PREVIEW_PATH, NANO_ID_PATTERN } from '@quo/contract'
import {
  createRootRoute,
  createRoute,
  createRouter,
  Navigate,
  notFound,
  redirect,
  retainSearchParams,
} from '@tanstack/react-router'
import { MapLayout } from '../map/MapLayout.js'
import { MODE_PARAMS } from '../map/useKiosk.js'
import { ErrorPage } from '../pages/ErrorPage.js'
import { NotFoundPage } from '../pages/NotFoundPage.js'
import { StartView } from '../search/StartView.js'
import { lazyComponent } from './lazyComponent.js'
import { connectionOf, prefetchAllowed } from './prefetch.js'
import { RootLayout } from './RootLayout.js'

// Every public route of docs/product.md §2. Titles are optional slugs; malformed ids are a 404. The map
// screen loads with the page; the main site's home page and the map's cards load with their
// routes, each in a chunk of its own.

const HomePage = lazyComponent(() => import('../pages/HomePage.js'), 'HomePage')
const PlaceCard = lazyComponent(() => import('../detail/PlaceCard.js'), 'PlaceCard')
const StreetCard = lazyComponent(() => import('../cards/PlaceOnMapCards.js'), 'StreetCard')
const BuildingCard = lazyComponent(() => import('../cards/PlaceOnMapCards.js'), 'BuildingCard')
const ListCard = lazyComponent(() => import('../cards/SetCards.js'), 'ListCard')
const TagCard = lazyComponent(() => import('../cards/SetCards.js'), 'TagCard')
const SearchShortcutCard = lazyComponent(() => import('../cards/SetCards.js'), 'SearchShortcutCard')
const EventsCard = lazyComponent(() => import('../events/EventsCard.js'), 'EventsCard')
const CardPreview = lazyComponent(() => import('../detail/CardPreview.js'), 'CardPreview')

// Params that fail these checks answer the 404 page under the same URL (docs/product.md §2). Plain checks,
// not schemas: the router is in the page's first script, zod is not.

function nanoIdParam(value: string): string {
  if (!NANO_ID_PATTERN.test(value)) throw notFound()
  return value
}

/** A positive serial id, digits only. */
function idParam(value: string): number {
  const id = Number(value)
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(id) || id < 1) throw notFound()
  return id
}

/** Comma-separated ids, e.g. `3,12`. */
function idListParam(value: string): number[] {
  if (!/^\d+(,\d+)*$/.test(value)) throw notFound()
  return value.split(',').map(Number)
}

const rootRoute = createRootRoute({
  // Links and navigations that set no query keep the map's mode (kiosk, season …).
  search: { middlewares: [retainSearchParams<Record<string, unknown>>(MODE_PARAMS)] },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
})

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage })
const landingRoute = createRoute({ getParentRoute: () => rootRoute, path: '/landing', component: HomePage })
const inspireRoute = createRoute({ getParentRoute: () => rootRoute, path: '/inspire', component: HomePage })
const callbackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth0-callback',
  component: () => <Navigate to="/" replace />,
})
/** The dashboard editor's preview of a place's card, framed by the editor (no map behind it). */
const cardPreviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: CARD_PREVIEW_PATH,
  component: CardPreview,
})

const mapRoute = createRoute({ getParentRoute: () => rootRoute, path: '/map', component: MapLayout })
const mapIndexRoute = createRoute({ getParentRoute: () => mapRoute, path: '/', component: StartView })
const placeRoute = createRoute({
  getParentRoute: () => mapRoute,
  path: '/place/$nanoId/{-$title}',
  params: { parse: (p) => ({ ...p, nanoId: nanoIdParam(p.nanoId) }) },
  component: PlaceCard,
})
const streetRoute = createRoute({
  getParentRoute: () => mapRoute,
  path: '/street/$nanoId/{-$title}',
  params: { parse: (p) => ({ ...p, nanoId: nanoIdParam(p.nanoId) }) },
  component: StreetCard,
})
const buildingRoute = createRoute({
  getParentRoute: () => mapRoute,
  path: '/building/$nanoId/{-$title}',
  params: { parse: (p) => ({ ...p, nanoId: nanoIdParam(p.nanoId) }) },
  component: BuildingCard,
})
const listRoute = createRoute({
  getParentRoute: () => mapRoute,
  path: '/list/$nanoId/{-$title}',
  params: { parse: (p) => ({ ...p, nanoId: nanoIdParam(p.nanoId) }) },
  component: ListCard,
})
const tagRoute = createRoute({
  getParentRoute: () => mapRoute,
  path: '/tag/$tagId/{-$title}',
  params: { parse: (p) => ({ ...p, tagId: idParam(p.tagId) }) },
  component: TagCard,
})
const shortcutRoute = createRoute({
  getParentRoute: () => mapRoute,
  path: '/search-shortcut/$searchShortcutId/{-$title}',
  params: { parse: (p) => ({ ...p, searchShortcutId: idParam(p.searchShortcutId) }) },
  component: SearchShortcutCard,
})
const shortcutTagsRoute = createRoute({
  getParentRoute: () => mapRoute,
  path: '/search-shortcut/$searchShortcutId/$title/tags/$tagIds',
  params: {
    parse: (p) => ({
      ...p,
      searchShortcutId: idParam(p.searchShortcutId),
      tagIds: idListParam(p.tagIds),
    }),
    stringify: (p) => ({ ...p, searchShortcutId: String(p.searchShortcutId), tagIds: p.tagIds.join(',') }),
  },
  component: SearchShortcutCard,
})
/** The branch's coming and running events, from the menu of branches with events. */
const eventsRoute = createRoute({ getParentRoute: () => mapRoute, path: '/events', component: EventsCard })
/** /map/* goes to the map (docs/product.md §2). */
const mapCatchAllRoute = createRoute({
  getParentRoute: () => mapRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ to: '/map', replace: true })
  },
})

const routeTree = rootRoute.addChildren([
  homeRoute,
  landingRoute,
  inspireRoute,
  callbackRoute,
  cardPreviewRoute,
  mapRoute.addChildren([
    mapIndexRoute,
    placeRoute,
    streetRoute,
    buildingRoute,
    listRoute,
    tagRoute,
    shortcutTagsRoute,
    shortcutRoute,
    eventsRoute,
    mapCatchAllRoute,
  ]),
])

export const router = createRouter({
  routeTree,
  scrollRestoration: true,
  // Links preload their card on intent, except on slow or metered connections (docs/product.md §9).
  defaultPreload: prefetchAllowed(connectionOf(navigator)) ? 'intent' : false,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

/** The cards most links lead to; fetched ahead when the browser is idle (see main.tsx). */
export function preloadLinkedCards(): Promise<unknown> {
  return Promise.all([PlaceCard.preload(), ListCard.preload()])
}
