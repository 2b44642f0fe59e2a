import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Operations } from '../../openapi/operations.js'
import { inboxStaffRoutes } from './staff.js'

/** The staff inbox: visitors' requests and OpenStreetMap differences, and their decisions. */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(inboxStaffRoutes)
}

/** The operations above by method and documented path: their ids and summaries in the API document. */
export const inboxOperations: Operations = {
  'GET /inbox/': [
    'listInbox',
    "Visitors' requests and OpenStreetMap differences waiting for staff, oldest first",
  ],
  'GET /inbox/visitor/{id}': ['getInboxRequest', "A visitor's request against the place, field by field"],
  'GET /inbox/osm/{id}': ['getInboxOsmDifferences', "A place's OpenStreetMap differences, field by field"],
  'POST /inbox/visitor/{id}/decision/': [
    'decideInboxRequest',
    "Decide a visitor's request: accepted fields onto the place (or a new place), the rest rejected",
  ],
  'POST /inbox/osm/{id}/decision/': [
    'decideInboxOsmDifferences',
    "Decide a place's OpenStreetMap differences field by field",
  ],
}
