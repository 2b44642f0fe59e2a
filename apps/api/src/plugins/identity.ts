import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { createEmbeddedIssuer } from '../identity/embeddedIssuer.js'
import { loadIdentityStore } from '../identity/identityStore.js'
import { createStaffAuth } from '../identity/staffAuth.js'
import { sendProblem } from './problems.js'

export interface IdentityOptions {
  /** External issuer (Auth0, Keycloak …); absent mounts the embedded issuer under /idp. */
  issuer?: string | undefined
  /** `aud` of access tokens for this API. */
  audience?: string
  rolesClaim?: string
  staffRole?: string
  /** Origin the embedded issuer is reached at, e.g. `http://localhost:8080`. */
  publicUrl?: string
  /** Where the embedded issuer keeps its keys and accounts; absent keeps them in memory. */
  dataDir?: string | undefined
  log?: (message: string) => void
}

const DEFAULTS = {
  audience: 'urn:quo:api',
  rolesClaim: 'roles',
  staffRole: 'staff',
  publicUrl: 'http://localhost:8080',
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for staff routes: 401 without a valid token, 403 without the staff role. */
    requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void>
  }
  interface FastifyRequest {
    staff?: { sub: string; email: string | undefined }
  }
}

export const EMBEDDED_ISSUER_PATH = '/idp'

export const identity = fp(async (app: FastifyInstance, given: IdentityOptions) => {
  const options = { ...DEFAULTS, ...given }
  let check: ReturnType<typeof createStaffAuth>
  if (options.issuer) {
    check = createStaffAuth({ ...options, issuer: options.issuer })
  } else {
    const store = await loadIdentityStore(options.dataDir)
    for (const a of store.created) {
      options.log?.(
        `demo account ${a.email} (${a.roles.length ? a.roles.join(', ') : 'no staff role'}), password: ${a.password}`,
      )
    }
    const issuer = `${options.publicUrl.replace(/\/$/, '')}${EMBEDDED_ISSUER_PATH}`
    const handle = createEmbeddedIssuer({
      issuer,
      audience: options.audience,
      store,
      redirectUris: [`${options.publicUrl}/auth0-callback`, `${options.publicUrl}/dashboard/auth0-callback`],
    })
    // Hijacked before Fastify parses bodies: the issuer reads its own form posts.
    app.route({
      method: ['GET', 'POST', 'OPTIONS'],
      url: `${EMBEDDED_ISSUER_PATH}/*`,
      schema: { hide: true },
      onRequest: (request, reply, done) => {
        reply.hijack()
        handle(request.raw, reply.raw).catch((err) => {
          app.log.error({ err }, 'identity issuer failed')
          if (!reply.raw.headersSent) reply.raw.writeHead(500).end()
        })
        done()
      },
      handler: async () => undefined,
    })
    const { d: _private, ...publicKey } = store.signingKey
    check = createStaffAuth({ ...options, issuer, localKeys: [publicKey] })
  }
  app.decorate('requireStaff', async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request.headers.authorization)
    if (!result.ok) {
      if (result.status === 401) reply.header('www-authenticate', 'Bearer')
      return void sendProblem(reply, { status: result.status, detail: result.detail })
    }
    request.staff = { sub: result.sub, email: result.email }
  })
})
