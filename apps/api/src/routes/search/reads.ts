import { SearchShortcut } from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { listSearchShortcuts, SEARCH_SHORTCUT_TABLES } from '../../repositories/engagementRepository.js'
import { wholeTableRead } from '../shared/wholeTableRead.js'

/** Every search shortcut, a whole-table read of the public site (docs/product.md §4). */
export const searchShortcutReads: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  wholeTableRead(app, {
    url: '/search/shortcuts/',
    schema: z.array(SearchShortcut),
    deps: SEARCH_SHORTCUT_TABLES,
    load: () => listSearchShortcuts(db),
    tag: 'engagement',
  })
}
