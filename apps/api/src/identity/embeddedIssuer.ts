import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { setTimeout } from 'node:timers/promises'
import type { JWK } from 'jose'
import Provider, { type Configuration, type InteractionResults, type KoaContextWithOIDC } from 'oidc-provider'
import type { Db } from '../db/database.js'
import { messages } from '../messages.js'
import type { IdentityStore } from './identityStore.js'
import {
  errorPage,
  loggedOutPage,
  loginPage,
  logoutPage,
  SIGN_OUT_SCRIPT,
  signingOutPage,
  tooManyAttempts,
} from './loginPage.js'
import { databaseAdapter } from './oidcAdapter.js'
import { hashPassword, verifyPassword } from './passwords.js'
import { readForm } from './readForm.js'
import type { SignInLimiter } from './signInLimit.js'
import { createUserinfo } from './userinfo.js'

export interface EmbeddedIssuerOptions {
  /** Public URL of the issuer, e.g. `http://localhost:8080/idp`. */
  issuer: string
  audience: string
  /** Where the web and dashboard apps receive the code (docs/product.md §6: /auth0-callback). */
  redirectUris: string[]
  /** Where RP-initiated logout may send the browser back to (the apps' start pages). */
  postLogoutRedirectUris: string[]
  db: Db
  store: IdentityStore
  limiter: SignInLimiter
}

/** What Fastify decided about the request (it alone knows which proxies are trusted). */
export interface ClientView {
  ip: string
  protocol: string
  host: string
}

/** The one public client; `GET /api/auth/config` names it to the dashboard (plugins/identity.ts). */
const EMBEDDED_CLIENT_ID = 'quo-web'
/** Cache lifetime of the discovery document. */
const DISCOVERY_CACHE_CONTROL = 'public, max-age=300'
/** Scopes of the API's access tokens. */
const API_SCOPE = 'openid email'

function sendHtml(res: ServerResponse, status: number, html: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  })
  res.end(html)
}

/**
 * Whether an RP-initiated logout is the product's own client ending this very session: its
 * id_token_hint (signature, issuer and audience checked by oidc-provider) names the session's
 * account and was issued since that sign-in. Such a sign-out is not asked about (docs/api.md).
 * Anything else is: no hint, or one of another account or of an earlier session, as a link or
 * a foreign page would send (logout CSRF), or an old URL from the browser's history.
 */
function isOwnSessionSignOut(ctx: KoaContextWithOIDC): boolean {
  const hint = ctx.oidc.entities.IdTokenHint?.payload
  const { session, client } = ctx.oidc
  if (!hint || client?.clientId !== EMBEDDED_CLIENT_ID || !session?.accountId || !session.loginTs)
    return false
  return hint.sub === session.accountId && typeof hint.iat === 'number' && hint.iat >= session.loginTs
}

/**
 * Lets exactly `script` run inline on this answer: the issuer's pages allow no inline script
 * (plugins/securityHeaders.ts sets their policy before oidc-provider answers).
 */
function allowInlineScript(ctx: KoaContextWithOIDC, script: string): void {
  const policy = ctx.response.get('content-security-policy')
  if (!policy) return
  const source = `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
  ctx.set('content-security-policy', policy.replace(/(^|;\s*)(script-src\b[^;]*)/, `$1$2 ${source}`))
}

/**
 * OpenID Connect issuer for the embedded default: authorization code + PKCE, refresh tokens,
 * scope `openid email`, JWT access tokens for the API audience carrying the account's roles
 * and branches, ID tokens in RS256. Its state lives in the product's database.
 * Returns a node handler for requests under the issuer's path.
 */
export function createEmbeddedIssuer(options: EmbeddedIssuerOptions) {
  const { issuer, audience, redirectUris, postLogoutRedirectUris, db, store, limiter } = options
  const base = new URL(issuer).pathname.replace(/\/$/, '')

  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    clients: [
      {
        client_id: EMBEDDED_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        id_token_signed_response_alg: 'RS256',
      },
    ],
    // What the one client may use, and so all discovery advertises: the code flow (no implicit
    // `id_token` answers, which the client would be refused) and a public client without a secret.
    responseTypes: ['code'],
    clientAuthMethods: ['none'],
    jwks: { keys: store.signingKeys as (JWK & { kty: 'EC' | 'RSA' })[] },
    cookies: { keys: store.cookieKeys },
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'offline_access'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    findAccount: async (_ctx, sub) => {
      const account = await store.findAccount({ sub })
      if (!account) return undefined
      return { accountId: sub, claims: async () => ({ sub, email: account.email, email_verified: true }) }
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html'
          if (isOwnSessionSignOut(ctx)) {
            allowInlineScript(ctx, SIGN_OUT_SCRIPT)
            ctx.body = signingOutPage(form)
          } else ctx.body = logoutPage(form)
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html'
          ctx.body = loggedOutPage()
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: API_SCOPE,
          audience,
          accessTokenFormat: 'jwt',
          accessTokenTTL: 15 * 60,
          jwt: { sign: { alg: 'ES256' } },
        }),
      },
    },
    // First-party client: no consent screen; the grant covers what the dashboard needs.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const client = ctx.oidc.client
      const session = ctx.oidc.session
      if (!client || !session?.accountId) return undefined
      const existing = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId)
      if (existing) {
        const found = await ctx.oidc.provider.Grant.find(existing)
        if (found) return found
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId })
      grant.addOIDCScope('openid email offline_access')
      grant.addResourceScope(audience, API_SCOPE)
      await grant.save()
      return grant
    },
    // Refresh tokens without asking for offline_access: the spec's clients use scope `openid email`.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    extraTokenClaims: async (_ctx, token) => {
      const accountId = (token as { accountId?: string }).accountId
      const account = accountId ? await store.findAccount({ sub: accountId }) : undefined
      return account ? { roles: account.roles, branches: account.branches, email: account.email } : undefined
    },
    interactions: { url: (_ctx, interaction) => `${base}/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: 15 * 60,
      RefreshToken: 14 * 24 * 3600,
      Session: 14 * 24 * 3600,
      Interaction: 3600,
      Grant: 14 * 24 * 3600,
      IdToken: 3600,
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html'
      ctx.body = errorPage(String(out.error_description ?? out.error))
    },
  }
  const provider = new Provider(issuer, configuration)
  // Koa reads X-Forwarded-*; the handler below puts Fastify's own decisions there.
  provider.proxy = true
  provider.use(async (ctx, next) => {
    await next()
    // Discovery changes only with a deploy; clients and shared caches may keep it five minutes
    // (keyed by host, see plugins/identity.ts), short enough that a new key or endpoint shows soon.
    if (ctx.oidc?.route === 'discovery' && ctx.status === 200)
      ctx.set('cache-control', DISCOVERY_CACHE_CONTROL)
  })
  const callback = provider.callback()
  const userinfo = createUserinfo({ issuer, audience, publicKeys: store.publicKeys, store })

  type Details = Awaited<ReturnType<typeof provider.interactionDetails>>

  /**
   * The consent prompt (asked for with `prompt=consent`, or when scopes are missing) of the
   * first-party client: grant what was asked and go on, instead of showing the login again.
   */
  async function finishConsent(req: IncomingMessage, res: ServerResponse, details: Details) {
    const { accountId } = details.session ?? {}
    if (!accountId) throw new Error('consent without a session')
    const missing = details.prompt.details as {
      missingOIDCScope?: string[]
      missingOIDCClaims?: string[]
      missingResourceScopes?: Record<string, string[]>
    }
    const grant =
      (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
      new provider.Grant({ accountId, clientId: String(details.params.client_id) })
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '))
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims)
    for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {}))
      grant.addResourceScope(resource, scopes.join(' '))
    const result: InteractionResults = { consent: { grantId: await grant.save() } }
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: true })
  }

  async function login(req: IncomingMessage, res: ServerResponse, action: string, ip: string) {
    const form = await readForm(req)
    const email = (form.get('email') ?? '').trim().toLowerCase().slice(0, 320)
    const attempt = await limiter.begin(email, ip)
    if (attempt.limited) {
      return sendHtml(
        res,
        429,
        loginPage({ action, email, error: tooManyAttempts(attempt.retryAfterSeconds) }),
        {
          'retry-after': String(attempt.retryAfterSeconds),
        },
      )
    }
    // An account failing from many addresses is slowed down, never locked.
    if (attempt.delayMs > 0) await setTimeout(attempt.delayMs)
    const account = email ? await store.findAccount({ email }) : undefined
    const password = form.get('password') ?? ''
    // An unknown e-mail still costs a hash, so timing does not tell which accounts exist.
    const { ok, needsRehash } = await verifyPassword(account?.passwordHash, password)
    if (!account || !ok) {
      return sendHtml(res, 401, loginPage({ action, email, error: messages.signIn.wrongCredentials }))
    }
    await attempt.succeeded()
    if (needsRehash) {
      await store.setPasswordHash(account.sub, await hashPassword(password))
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.sub } },
      { mergeWithLastSubmission: false },
    )
  }

  async function interaction(
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
    isLogin: boolean,
    ip: string,
  ) {
    const details = await provider.interactionDetails(req, res)
    if (details.uid !== uid)
      return sendHtml(res, 400, loginPage({ action: req.url ?? '', error: messages.signIn.sessionExpired }))
    if (details.prompt.name === 'consent') return finishConsent(req, res, details)
    const action = `${base}/interaction/${uid}/login`
    if (!isLogin) return sendHtml(res, 200, loginPage({ action }))
    return login(req, res, action, ip)
  }

  /** Handles a raw request whose path starts with the issuer's path. */
  return async function handle(req: IncomingMessage, res: ServerResponse, client: ClientView): Promise<void> {
    const url = req.url ?? '/'
    const path = url.split('?')[0] ?? '/'
    req.headers['x-forwarded-for'] = client.ip
    req.headers['x-forwarded-proto'] = client.protocol
    req.headers['x-forwarded-host'] = client.host
    if (path === `${base}/me`) return userinfo(req, res)
    const m = path.match(new RegExp(`^${base}/interaction/([A-Za-z0-9_-]+)(/login)?$`))
    if (m?.[1]) {
      const isLogin = m[2] === '/login'
      if (isLogin !== (req.method === 'POST') || (req.method !== 'GET' && req.method !== 'POST')) {
        return sendHtml(res, 405, '')
      }
      try {
        return await interaction(req, res, m[1], isLogin, client.ip)
      } catch {
        if (res.headersSent) return void res.end()
        return sendHtml(res, 400, loginPage({ action: path, error: messages.signIn.interactionExpired }))
      }
    }
    // oidc-provider expects to be mounted: it sees the path below the issuer's.
    ;(req as IncomingMessage & { originalUrl?: string }).originalUrl = url
    req.url = url.slice(base.length) || '/'
    callback(req, res)
  }
}
