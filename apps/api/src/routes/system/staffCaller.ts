import { StaffCaller } from '@quo/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { staffRoute } from '../shared/staffRoute.js'

/** What the server read from a staff request's token. */
export function callerOf(request: FastifyRequest): StaffCaller {
  const staff = request.staff
  return {
    sub: staff?.sub ?? '',
    email: staff?.email ?? null,
    branches: staff?.branches === 'all' ? 'all' : [...(staff?.branches ?? [])],
  }
}

/**
 * The signed-in staff account as the API reads its token: who, and the maps (branch short ids)
 * they may act on, `all` for administrators. The dashboard asks once a visit, to know whether
 * the account is staff at all (401/403 as every staff read) and to offer in its pickers only
 * the maps and map topics the branch guard will accept.
 */
export const staffCaller: FastifyPluginAsyncZod = async (app) => {
  app.get('/auth/me', staffRoute(app, { response: { 200: StaffCaller } }), async (request) =>
    callerOf(request),
  )
}
