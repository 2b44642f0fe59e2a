import cors from '@fastify/cors'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import FindMyWay, { type HTTPMethod } from 'find-my-way'
import { ownOrigin } from '../http/hostHeader.js'
import { sendProblem } from './problems.js'

export interface CorsPolicyOptions {
  /** Further origins whose pages may call staff endpoints (`QUO_CORS_ORIGINS`). */
  staffOrigins?: readonly string[] | undefined
}

const isStaffRoute = (schema: unknown) =>
  ((schema as { tags?: unknown } | undefined)?.tags as string[] | undefined)?.includes('staff') ?? false

/**
 * Cross-origin rules: public reads and visitors' writes may be called from any page (`*`, no
 * credentials), staff endpoints only from the product's own origins — the public URL, its
 * branch subdomains and live domains — and those configured. A preflight is judged by the
 * method and path it asks for, matched against the staff routes as Fastify matches them.
 */
export const corsPolicy = fp(async (app: FastifyInstance, options: CorsPolicyOptions) => {
  const staffRoutes = FindMyWay({ ignoreTrailingSlash: true })
  app.addHook('onRoute', (route) => {
    if (!isStaffRoute(route.schema)) return
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    for (const method of methods)
      staffRoutes.on(method.toUpperCase() as HTTPMethod, route.url, () => undefined)
  })
  const extra = new Set(options.staffOrigins ?? [])

  async function allowsStaff(origin: string | undefined): Promise<boolean> {
    if (!origin) return false
    if (extra.has(origin)) return true
    // Decorated by hotReads, registered after this plugin but before any request.
    const { branches: list } = await app.branchList()
    return ownOrigin(origin, app.publicUrl, list) === origin
  }

  function asksForStaff(request: FastifyRequest): boolean {
    const requested = request.headers['access-control-request-method']
    const method = (
      request.method === 'OPTIONS' && typeof requested === 'string' ? requested : request.method
    ).toUpperCase() as HTTPMethod
    const [path = '/'] = request.url.split('?')
    return staffRoutes.find(method, path) !== null
  }

  // @fastify/cors refuses a preflight without these headers itself, in plain text; this answers
  // first, as the problem document every other error is.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'OPTIONS') return
    if (request.headers.origin && request.headers['access-control-request-method']) return
    return sendProblem(reply, {
      status: 400,
      detail: 'A preflight request needs the Origin and Access-Control-Request-Method headers',
    })
  })
  await app.register(cors, {
    delegator: (request, callback) => {
      if (!asksForStaff(request)) return callback(null, { origin: '*', maxAge: 86_400 })
      allowsStaff(request.headers.origin).then(
        (allowed) =>
          callback(null, { origin: allowed ? (request.headers.origin as string) : false, maxAge: 600 }),
        (err: Error) => callback(err),
      )
    },
  })
})
