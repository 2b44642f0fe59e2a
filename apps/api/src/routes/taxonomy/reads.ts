import { Category, Icon, Tag } from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  listCategories,
  listIcons,
  listTags,
  TAXONOMY_TABLES,
} from '../../repositories/taxonomyRepository.js'
import { wholeTableRead } from '../shared/wholeTableRead.js'

/** Categories, pin icons and tags: whole-table reads every visitor makes at start (docs/product.md §4). */
export const taxonomyReads: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  wholeTableRead(app, {
    url: '/categories/',
    schema: z.array(Category),
    deps: TAXONOMY_TABLES.categories,
    load: () => listCategories(db),
    tag: 'taxonomy',
  })
  wholeTableRead(app, {
    url: '/icons/',
    schema: z.array(Icon),
    deps: TAXONOMY_TABLES.icons,
    load: () => listIcons(db),
    tag: 'taxonomy',
  })
  wholeTableRead(app, {
    url: '/tags/',
    schema: z.array(Tag),
    deps: TAXONOMY_TABLES.tags,
    load: () => listTags(db),
    tag: 'taxonomy',
  })
}
