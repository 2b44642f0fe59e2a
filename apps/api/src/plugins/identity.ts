import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ownOrigin } from '../http/hostHeader.js'
import { createEmbeddedIssuer } from '../identity/embeddedIssuer.js'
import { loadIdentityStore } from '../identity/identityStore.js'
import { deleteExpiredOidcRows } from '../identity/oidcAdapter.js'
import { createSignInLimiter, DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from '../identity/signInLimit.js'
import { createStaffAuth } from '../identity/staffAuth.js'
import { sendProblem } from './problems.js'

export interface IdentityOptions {
  /** External issuer (Auth0, Keycloak …); absent mounts the embedded issuer under /idp. */
  issuer?: string | undefined
  /** `aud` of access tokens for this API. */
  audience?: string
  /** Public client the staff dashboard signs in with at an external issuer (the embedded one has its own). */
  clientId?: string
  /** Scope the dashboard asks for (docs/product.md §6: `openid email`; some providers want `offline_access` for refresh tokens). */
  scope?: string
  rolesClaim?: string
  staffRole?: string
  /** Role that may act on every branch. */
  adminRole?: string
  /** Claim with the branch short ids of staff without the admin role. */
  branchesClaim?: string
  /** Required `typ` of an external issuer's access tokens; empty checks none. The embedded issuer's are always `at+jwt`. */
  tokenType?: string
  /** Seconds of clock difference tolerated when checking tokens (at most 30 is sensible). */
  clockTolerance?: number
  /** Origin the embedded issuer is reached at, e.g. `http://localhost:8080`. */
  publicUrl?: string
  /** Data directory of an earlier version whose `identity.json` is taken over once. */
  dataDir?: string | undefined
  signInLimits?: Partial<SignInLimits>
  log?: (message: string) => void
}

/** What sign-in assumes when not configured (the embedded issuer's own claims). */
export const IDENTITY_DEFAULTS = {
  audience: 'urn:quo:api',
  clientId: 'quo-web',
  scope: 'openid email',
  rolesClaim: 'roles',
  staffRole: 'staff',
  adminRole: 'admin',
  branchesClaim: 'branches',
  tokenType: '',
  clockTolerance: 30,
  publicUrl: 'http://localhost:8080',
}

/** How often expired sign-in state is deleted. */
const CLEANUP_INTERVAL_MS = 10 * 60_000

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for staff routes: 401 without a valid token, 403 without the staff role. */
    requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>
    /** How the dashboard signs in: the issuer, the client id and the scope (`GET /api/auth/config`). */
    authConfig: { issuer: string; clientId: string; scope: string }
  }
  interface FastifyRequest {
    staff?: StaffIdentity
  }
}

/**
 * Who a verified staff token belongs to and which branches (short ids) they may read and
 * write: `'all'` for administrators, otherwise the listed branches only.
 */
interface StaffIdentity {
  sub: string
  email: string | undefined
  branches: 'all' | number[]
}

const EMBEDDED_ISSUER_PATH = '/idp'
/** The embedded issuer's one public client (embeddedIssuer.ts), for the web and dashboard apps. */
const EMBEDDED_CLIENT_ID = 'quo-web'

/**
 * The embedded issuer: keys, accounts and the provider. Creating them (an RSA key, demo
 * password hashes at full cost) can outlast Fastify's plugin timeout on a busy machine, so it
 * runs while the app gets ready rather than while it registers plugins.
 */
async function embeddedIssuer(app: FastifyInstance, options: typeof IDENTITY_DEFAULTS & IdentityOptions) {
  const db = app.database.db
  const store = await loadIdentityStore(db, options.dataDir)
  for (const a of store.created) {
    const kind = a.roles.length
      ? `${a.roles.join(', ')}${a.roles.includes(options.adminRole) ? '' : `; branches ${a.branches.join(', ') || 'none'}`}`
      : 'no staff role'
    options.log?.(`demo account ${a.email} (${kind}), password: ${a.password}`)
  }
  const limiter = createSignInLimiter(db, { ...DEFAULT_SIGN_IN_LIMITS, ...options.signInLimits })
  const publicUrl = options.publicUrl.replace(/\/$/, '')
  const issuer = `${publicUrl}${EMBEDDED_ISSUER_PATH}`
  const handle = createEmbeddedIssuer({
    issuer,
    audience: options.audience,
    db,
    store,
    limiter,
    redirectUris: [`${publicUrl}/auth0-callback`, `${publicUrl}/dashboard/auth0-callback`],
    postLogoutRedirectUris: [`${publicUrl}/`, `${publicUrl}/dashboard/`],
  })
  const check = createStaffAuth({ ...options, issuer, tokenType: 'at+jwt', localKeys: store.publicKeys })
  // Every process cleans up; the deletes are idempotent, so replicas need no coordination.
  const cleanup = async () => {
    try {
      await deleteExpiredOidcRows(db)
      await limiter.deleteExpired()
    } catch (err) {
      app.log.warn({ err }, 'expired sign-in state could not be deleted')
    }
  }
  await cleanup()
  const timer = setInterval(cleanup, CLEANUP_INTERVAL_MS)
  timer.unref()
  return { handle, check, stop: () => clearInterval(timer) }
}

export const identity = fp(async (app: FastifyInstance, given: IdentityOptions) => {
  const options = { ...IDENTITY_DEFAULTS, ...given }
  let check: ReturnType<typeof createStaffAuth>
  if (options.issuer) {
    check = createStaffAuth({ ...options, issuer: options.issuer })
    app.decorate('authConfig', { issuer: options.issuer, clientId: options.clientId, scope: options.scope })
  } else {
    app.decorate('authConfig', {
      issuer: `${options.publicUrl.replace(/\/$/, '')}${EMBEDDED_ISSUER_PATH}`,
      clientId: EMBEDDED_CLIENT_ID,
      scope: options.scope,
    })
    const issuerOrigin = new URL(options.publicUrl).origin
    let embedded: ReturnType<typeof embeddedIssuer> | undefined
    app.addHook('onReady', async () => {
      embedded = embeddedIssuer(app, options)
      await embedded
    })
    app.addHook('onClose', async () => (await embedded?.catch(() => undefined))?.stop())
    const started = () => {
      if (!embedded) throw new Error('the embedded issuer starts when the app is ready')
      return embedded
    }
    check = async (authorization) => (await started()).check(authorization)
    // Hijacked before Fastify parses bodies: the issuer reads its own form posts.
    app.route({
      method: ['GET', 'POST', 'OPTIONS'],
      url: `${EMBEDDED_ISSUER_PATH}/*`,
      schema: { hide: true },
      onRequest: (request, reply, done) => {
        reply.hijack()
        // Fastify's view of the client: it alone knows whether proxies are trusted.
        // IPv4 clients of a dual-stack socket count as their IPv4 address.
        const ip = request.ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')
        // The issuer writes its endpoints and redirects with the host it is asked under: only
        // one of the product's own hosts, as for the basemap styles, or else its configured
        // origin — a forged Host must not put `evil.example` into (cached) discovery.
        reply.raw.setHeader('vary', app.trustsProxy ? 'host, x-forwarded-host' : 'host')
        Promise.resolve()
          .then(async () => {
            const own = ownOrigin(request.host, issuerOrigin, (await app.branchList()).branches)
            const origin = new URL(own ?? issuerOrigin)
            const client = { ip, protocol: origin.protocol.replace(/:$/, ''), host: origin.host }
            return (await started()).handle(request.raw, reply.raw, client)
          })
          .catch((err) => {
            app.log.error({ err }, 'identity issuer failed')
            if (!reply.raw.headersSent) reply.raw.writeHead(500).end()
          })
        done()
      },
      handler: async () => undefined,
    })
  }
  app.decorate('requireStaff', async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request.headers.authorization)
    if (!result.ok) {
      // RFC 6750 §3: name the error only when a token was sent.
      if (result.status === 401)
        reply.header(
          'www-authenticate',
          'error' in result && result.error ? `Bearer error="${result.error}"` : 'Bearer',
        )
      // Returning the reply tells Fastify the async hook has answered (otherwise: "Reply was already sent").
      return sendProblem(reply, { status: result.status, detail: result.detail })
    }
    request.staff = { sub: result.sub, email: result.email, branches: result.branches }
    return undefined
  })
})
