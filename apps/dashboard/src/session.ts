import { createApiClient, LoadingProgress } from '@quo/api-client'
import type { AuthConfig } from '@quo/contract'
import { UserManager } from 'oidc-client-ts'

/** The API of the host the dashboard was opened under (the API serves the app). */
const baseUrl = new URL('/api', window.location.origin).toString()

let signedIn: UserManager | undefined

/** The loading bar's model: every call reports to it (spec §4). */
export const progress = new LoadingProgress()

/** Every call of the dashboard; staff calls carry the signed-in account's access token. */
export const api = createApiClient({
  baseUrl,
  progress,
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
