import type { IncomingMessage, ServerResponse } from 'node:http'
import { createLocalJWKSet, type JWK, jwtVerify } from 'jose'
import type { IdentityStore } from './identityStore.js'
import { readForm } from './readForm.js'

export interface UserinfoOptions {
  issuer: string
  audience: string
  publicKeys: JWK[]
  store: Pick<IdentityStore, 'findAccount'>
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'access-control-allow-origin': '*',
    ...headers,
  })
  res.end(body === undefined ? undefined : JSON.stringify(body))
}

/**
 * The userinfo endpoint. oidc-provider's own refuses every access token with an audience, and
 * this issuer's access tokens are JWTs for the API (clients send no `resource`), so a standard
 * client got 401 for every token it was given. Like Auth0, whose API tokens also name its
 * userinfo endpoint, this one accepts the issuer's own API access tokens: same keys, issuer,
 * audience and `at+jwt` type as the API checks, and answers the claims their scopes grant.
 */
export function createUserinfo({ issuer, audience, publicKeys, store }: UserinfoOptions) {
  const keys = createLocalJWKSet({ keys: publicKeys })
  const refuse = (res: ServerResponse, error: string, description: string, status = 401) =>
    send(
      res,
      status,
      { error, error_description: description },
      { 'www-authenticate': `Bearer error="${error}", error_description="${description}"` },
    )

  return async function userinfo(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === 'OPTIONS') {
      return send(res, 204, undefined, {
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': 'authorization, content-type',
        'access-control-max-age': '600',
      })
    }
    if (req.method !== 'GET' && req.method !== 'POST') return send(res, 405, { error: 'invalid_request' })
    let token = req.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1]
    // RFC 6750 §2.2: the token may come as a form field instead of the header.
    if (
      !token &&
      req.method === 'POST' &&
      req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
    )
      token = (await readForm(req)).get('access_token') ?? undefined
    if (!token) {
      res.writeHead(401, {
        'www-authenticate': 'Bearer',
        'access-control-allow-origin': '*',
        'cache-control': 'no-store',
      })
      return void res.end()
    }
    let payload: { sub?: string; scope?: unknown }
    try {
      ;({ payload } = await jwtVerify(token, keys, {
        issuer,
        audience,
        typ: 'at+jwt',
        requiredClaims: ['exp', 'sub'],
        clockTolerance: 5,
      }))
    } catch {
      return refuse(res, 'invalid_token', 'invalid or expired access token')
    }
    const scopes = new Set(typeof payload.scope === 'string' ? payload.scope.split(' ') : [])
    if (!scopes.has('openid')) return refuse(res, 'insufficient_scope', 'the openid scope is required', 403)
    const account = await store.findAccount({ sub: String(payload.sub) })
    if (!account) return refuse(res, 'invalid_token', 'the account no longer exists')
    send(res, 200, {
      sub: account.sub,
      ...(scopes.has('email') ? { email: account.email, email_verified: true } : {}),
    })
  }
}
