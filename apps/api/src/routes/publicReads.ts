import {
  BasemapResponse,
  BranchesResponse,
  Category,
  Contest,
  Country,
  Featured,
  Icon,
  Item,
  ItemDetailKey,
  List,
  NanoId,
  Problem,
  SearchShortcut,
  State,
  Tag,
} from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { BASEMAP_TABLES, loadBasemap } from '../repositories/basemapRepository.js'
import { BRANCH_TABLES, listBranches } from '../repositories/branchRepository.js'
import {
  CONTEST_TABLES,
  FEATURED_TABLES,
  LIST_TABLES,
  listContests,
  listFeatured,
  listLists,
  listSearchShortcuts,
  SEARCH_SHORTCUT_TABLES,
} from '../repositories/engagementRepository.js'
import { GEO_TABLES, listCountries, listStates } from '../repositories/geoRepository.js'
import { findItemByNanoId, ITEM_TABLES } from '../repositories/itemRepository.js'
import {
  listCategories,
  listDetailKeys,
  listIcons,
  listTags,
  TAXONOMY_TABLES,
} from '../repositories/taxonomyRepository.js'
import { BranchParams, requireBranch } from './branchParams.js'

const errors = { 400: Problem, 404: Problem }

/** Whole-table reference reads every visitor makes at start (spec §4). */
export const publicReads: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  // The basemap ages by itself: it is recomputed when its next shown event ends.
  const basemapOf = async (branchId: number | null) => {
    const { body, expiresAt } = await loadBasemap(db, branchId)
    return { value: body, expiresAt }
  }
  const lists = [
    {
      url: '/branches/',
      schema: BranchesResponse,
      deps: BRANCH_TABLES,
      load: () => listBranches(db),
      tag: 'branches',
    },
    {
      url: '/categories/',
      schema: z.array(Category),
      deps: TAXONOMY_TABLES.categories,
      load: () => listCategories(db),
      tag: 'taxonomy',
    },
    {
      url: '/icons/',
      schema: z.array(Icon),
      deps: TAXONOMY_TABLES.icons,
      load: () => listIcons(db),
      tag: 'taxonomy',
    },
    {
      url: '/tags/',
      schema: z.array(Tag),
      deps: TAXONOMY_TABLES.tags,
      load: () => listTags(db),
      tag: 'taxonomy',
    },
    {
      url: '/items/details/keys/',
      schema: z.array(ItemDetailKey),
      deps: TAXONOMY_TABLES.detailKeys,
      load: () => listDetailKeys(db),
      tag: 'taxonomy',
    },
    {
      url: '/countries/',
      schema: z.array(Country),
      deps: GEO_TABLES.countries,
      load: () => listCountries(db),
      tag: 'geo',
    },
    {
      url: '/states/',
      schema: z.array(State),
      deps: GEO_TABLES.states,
      load: () => listStates(db),
      tag: 'geo',
    },
    {
      url: '/contests/',
      schema: z.array(Contest),
      deps: CONTEST_TABLES,
      load: () => listContests(db),
      tag: 'engagement',
    },
    {
      url: '/featured/',
      schema: z.array(Featured),
      deps: FEATURED_TABLES,
      load: () => listFeatured(db),
      tag: 'engagement',
    },
    {
      url: '/lists/',
      schema: z.array(List),
      deps: LIST_TABLES,
      load: () => listLists(db),
      tag: 'engagement',
    },
    {
      url: '/search/shortcuts/',
      schema: z.array(SearchShortcut),
      deps: SEARCH_SHORTCUT_TABLES,
      load: () => listSearchShortcuts(db),
      tag: 'engagement',
    },
  ] as const

  for (const route of lists) {
    app.get(
      route.url,
      { schema: { tags: [route.tag], response: { 200: route.schema } }, compress: false },
      (request, reply) =>
        app.sendHot(request, reply, route.url, { deps: route.deps }, async () => ({
          value: await route.load(),
        })),
    )
  }

  app.get(
    '/items/basemap/',
    { schema: { tags: ['items'], response: { 200: BasemapResponse } }, compress: false },
    (request, reply) =>
      app.sendHot(request, reply, 'basemap:all', { deps: BASEMAP_TABLES }, () => basemapOf(null)),
  )

  app.get(
    '/items/basemap/branchshortid/:branchShortId',
    {
      schema: { tags: ['items'], params: BranchParams, response: { 200: BasemapResponse, ...errors } },
      compress: false,
    },
    async (request, reply) => {
      const branch = await requireBranch(app, request.params.branchShortId)
      return app.sendHot(request, reply, `basemap:${branch.id}`, { deps: BASEMAP_TABLES }, () =>
        basemapOf(branch.id),
      )
    },
  )

  app.get(
    '/items/nanoid/:nanoId',
    {
      schema: { tags: ['items'], params: z.object({ nanoId: NanoId }), response: { 200: Item, ...errors } },
      compress: false,
    },
    (request, reply) => {
      const { nanoId } = request.params
      return app.sendHotOrNotFound(
        request,
        reply,
        `item:${nanoId}`,
        { deps: ITEM_TABLES, notFound: 'Unknown item' },
        () => findItemByNanoId(db, nanoId),
      )
    },
  )
}
