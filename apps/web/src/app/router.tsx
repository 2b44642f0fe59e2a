import { NanoId } from '@quo/contract'
import {
  createRootRoute,
  createRoute,
  createRouter,
  Navigate,
  notFound,
  redirect,
} from '@tanstack/react-router'
import { z } from 'zod'
import { BuildingCard, StreetCard } from '../cards/PlaceOnMapCards.js'
import { ListCard, SearchShortcutCard, TagCard } from '../cards/SetCards.js'
import { PlaceCard } from '../detail/PlaceCard.js'
import { MapLayout } from '../map/MapLayout.js'
import { ErrorPage } from '../pages/ErrorPage.js'
import { HomePage } from '../pages/HomePage.js'
import { NotFoundPage } from '../pages/NotFoundPage.js'
import { ResultsCard } from '../search/ResultsCard.js'
import { RootLayout } from './RootLayout.js'

// Every public route of spec §2. Titles are optional slugs; malformed ids are a 404.

const NanoIdParam = NanoId
const IdParam = z.coerce.number().int().positive()

/** Params that fail validation answer the 404 page under the same URL (spec §2). */
function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value)
  if (!result.success) throw notFound()
  return result.data
}

const rootRoute = createRootRoute({
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

const mapRoute = createRoute({ getParentRoute: () => rootRoute, path: '/map', component: MapLayout })
const mapIndexRoute = createRoute({ getParentRoute: () => mapRoute, path: '/', component: ResultsCard })
export const placeRoute = createRoute({
  getParentRoute: () => mapRoute,
  path: '/place/$nanoId/{-$title}',
  params: { parse: (p) => ({ ...p, nanoId: parse(NanoIdParam, p.nanoId) }) },
  component: PlaceCard,
})
export const streetRoute = createRoute({
  getParentRoute: () => mapRoute,
  path: '/street/$nanoId/{-$title}',
  params: { parse: (p) => ({ ...p, nanoId: parse(NanoIdParam, p.nanoId) }) },
  component: StreetCard,
})
export const buildingRoute = createRoute({
  getParentRoute: () => mapRoute,
  path: '/building/$nanoId/{-$title}',
  params: { parse: (p) => ({ ...p, nanoId: parse(NanoIdParam, p.nanoId) }) },
  component: BuildingCard,
})
export const listRoute = createRoute({
  getParentRoute: () => mapRoute,
  path: '/list/$nanoId/{-$title}',
  params: { parse: (p) => ({ ...p, nanoId: parse(NanoIdParam, p.nanoId) }) },
  component: ListCard,
})
export const tagRoute = createRoute({
  getParentRoute: () => mapRoute,
  path: '/tag/$tagId/{-$title}',
  params: { parse: (p) => ({ ...p, tagId: parse(IdParam, p.tagId) }) },
  component: TagCard,
})
export const shortcutRoute = createRoute({
  getParentRoute: () => mapRoute,
  path: '/search-shortcut/$searchShortcutId/{-$title}',
  params: { parse: (p) => ({ ...p, searchShortcutId: parse(IdParam, p.searchShortcutId) }) },
  component: SearchShortcutCard,
})
export const shortcutTagsRoute = createRoute({
  getParentRoute: () => mapRoute,
  path: '/search-shortcut/$searchShortcutId/$title/tags/$tagIds',
  params: {
    parse: (p) => ({
      ...p,
      searchShortcutId: parse(IdParam, p.searchShortcutId),
      tagIds: parse(z.string().regex(/^\d+(,\d+)*$/), p.tagIds)
        .split(',')
        .map(Number),
    }),
    stringify: (p) => ({ ...p, searchShortcutId: String(p.searchShortcutId), tagIds: p.tagIds.join(',') }),
  },
  component: SearchShortcutCard,
})
/** /map/* goes to the map (spec §2). */
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
  mapRoute.addChildren([
    mapIndexRoute,
    placeRoute,
    streetRoute,
    buildingRoute,
    listRoute,
    tagRoute,
    shortcutTagsRoute,
    shortcutRoute,
    mapCatchAllRoute,
  ]),
])

export const router = createRouter({
  routeTree,
  scrollRestoration: true,
  defaultPreload: 'intent',
  defaultPreloadDelay: 2000,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
