import { createApiClient } from '@quo/api-client'
import type { AuthConfig } from '@quo/contract'
import { UserManager } from 'oidc-client-ts'

/** The API of the host the dashboard was opened under (the API serves the app). */
const baseUrl = new URL('/api', window.location.origin).toString()

let signedIn: UserManager | undefined

/** Every call of the dashboard; staff calls carry the signed-in account's access token. */
export const api = createApiClient({
  baseUrl,
  getToken: async () => (await signedIn?.getUser())?.access_token,
})

/**
 * The OpenID Connect client for the issuer the API names (`GET /api/auth/config`): authorization
 * code + PKCE, refresh tokens renewed before they expire, the account's e-mail from userinfo.
 * Return is at /dashboard/auth0-callback, sign-out ends the issuer's session and comes back to
 * /dashboard/.
 */
export function createUserManager(config: AuthConfig): UserManager {
  const origin = window.location.origin
  signedIn = new UserManager({
    authority: config.issuer,
    client_id: config.clientId,
    scope: config.scope,
    response_type: 'code',
    redirect_uri: `${origin}/dashboard/auth0-callback`,
    post_logout_redirect_uri: `${origin}/dashboard/`,
    automaticSilentRenew: true,
    loadUserInfo: true,
    monitorSession: false,
  })
  return signedIn
}
