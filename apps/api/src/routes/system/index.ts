import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { MediaStore } from '../../media/mediaStore.js'
import type { Operations } from '../../openapi/operations.js'
import { authConfig } from './authConfig.js'
import { staffCaller } from './staffCaller.js'
import { system } from './status.js'

/** The server itself: health, the debug status, how the dashboard signs in and who signed in, the API document. */
export const systemRoutes: FastifyPluginAsyncZod<{
  redisUrl?: string | undefined
  mediaStore: MediaStore
}> = async (app, { redisUrl, mediaStore }) => {
  await app.register(system, { redisUrl, mediaStore })
  await app.register(authConfig)
  await app.register(staffCaller)
}

/** The operations above by method and documented path: their ids and summaries in the API document. */
export const systemOperations: Operations = {
  'GET /health': ['getHealth', 'Health of the server and its database'],
  'GET /system/status/': [
    'getSystemStatus',
    'Versions, database and Redis health and what the server read from the token (staff)',
  ],
  'GET /auth/config': ['getAuthConfig', 'How the staff dashboard signs in: issuer, client id and scope'],
  'GET /auth/me': ['getStaffCaller', 'The signed-in staff account and the maps it may act on (staff)'],
}
