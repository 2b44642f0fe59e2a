import type { IncomingMessage, ServerResponse } from 'node:http'
import type { JWK } from 'jose'
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider'
import type { IdentityStore } from './identityStore.js'
import { verifyPassword } from './identityStore.js'
import { loginPage } from './loginPage.js'

export interface EmbeddedIssuerOptions {
  /** Public URL of the issuer, e.g. `http://localhost:8080/idp`. */
  issuer: string
  audience: string
  /** Where the web and dashboard apps receive the code (spec §6: /auth0-callback). */
  redirectUris: string[]
  store: IdentityStore
}

export const EMBEDDED_CLIENT_ID = 'quo-web'

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > 8 * 1024) break
    chunks.push(chunk as Buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

function sendHtml(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  res.end(html)
}

/**
 * OpenID Connect issuer for the embedded default: authorization code + PKCE, refresh tokens,
 * scope `openid email`, JWT access tokens for the API audience carrying the account's roles.
 * Returns a node handler for requests under the issuer's path.
 */
export function createEmbeddedIssuer({ issuer, audience, redirectUris, store }: EmbeddedIssuerOptions) {
  const accounts = new Map(store.accounts.map((a) => [a.sub, a]))
  const base = new URL(issuer).pathname.replace(/\/$/, '')

  const configuration: Configuration = {
    clients: [
      {
        client_id: EMBEDDED_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        redirect_uris: redirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [store.signingKey as JWK & { kty: 'EC' }] },
    cookies: { keys: store.cookieKeys },
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'offline_access'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    findAccount: async (_ctx, sub) => {
      const account = accounts.get(sub)
      if (!account) return undefined
      return { accountId: sub, claims: async () => ({ sub, email: account.email, email_verified: true }) }
    },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: 'openid email',
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
      grant.addResourceScope(audience, 'openid email')
      await grant.save()
      return grant
    },
    // Refresh tokens without asking for offline_access: the spec's clients use scope `openid email`.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    extraTokenClaims: async (_ctx, token) => {
      const accountId = (token as { accountId?: string }).accountId
      const account = accountId ? accounts.get(accountId) : undefined
      return account ? { roles: account.roles, email: account.email } : undefined
    },
    interactions: { url: (_ctx, interaction) => `${base}/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: 15 * 60,
      RefreshToken: 14 * 24 * 3600,
      Session: 14 * 24 * 3600,
      Interaction: 3600,
      Grant: 14 * 24 * 3600,
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html'
      ctx.body = `<!doctype html><html lang="de"><meta charset="utf-8"><title>Fehler</title><body><h1>Anmeldung nicht möglich</h1><p>${String(out.error_description ?? out.error).replace(/[<>&]/g, '')}</p></body></html>`
    },
  }
  const provider = new Provider(issuer, configuration)
  provider.proxy = true
  const callback = provider.callback()

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, isLogin: boolean) {
    const details = await provider.interactionDetails(req, res)
    if (details.uid !== uid)
      return sendHtml(res, 400, loginPage({ action: req.url ?? '', error: 'Sitzung abgelaufen.' }))
    const action = `${base}/interaction/${uid}/login`
    if (!isLogin) return sendHtml(res, 200, loginPage({ action }))
    const form = await readForm(req)
    const email = (form.get('email') ?? '').trim().toLowerCase()
    const account = store.accounts.find((a) => a.email === email)
    if (!account || !verifyPassword(account, form.get('password') ?? '')) {
      return sendHtml(res, 401, loginPage({ action, email, error: 'E-Mail oder Passwort ist falsch.' }))
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.sub } },
      { mergeWithLastSubmission: false },
    )
  }

  /** Handles a raw request whose path starts with the issuer's path. */
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = req.url ?? '/'
    const path = url.split('?')[0] ?? '/'
    const m = path.match(new RegExp(`^${base}/interaction/([A-Za-z0-9_-]+)(/login)?$`))
    if (m?.[1]) {
      const isLogin = m[2] === '/login'
      if (isLogin !== (req.method === 'POST') || (req.method !== 'GET' && req.method !== 'POST')) {
        return sendHtml(res, 405, '')
      }
      try {
        return await interaction(req, res, m[1], isLogin)
      } catch {
        return sendHtml(
          res,
          400,
          loginPage({ action: path, error: 'Die Anmeldung ist abgelaufen. Bitte neu starten.' }),
        )
      }
    }
    // oidc-provider expects to be mounted: it sees the path below the issuer's.
    ;(req as IncomingMessage & { originalUrl?: string }).originalUrl = url
    req.url = url.slice(base.length) || '/'
    callback(req, res)
  }
}
