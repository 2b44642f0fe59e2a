import { createApiClient, LoadingProgress } from '@quo/api-client'
import type { AuthConfig } from '@quo/contract'
import { UserManager } from 'oidc-client-ts'

/** The API of the host the dashboard was opened under (the API serves the app). */
export const apiBase = new URL('/api', window.location.origin).toString()

let signedIn: UserManager | undefined

/** The loading bar's model: every call reports to it (spec §4). */
export const progress = new LoadingProgress()

/** Every call of the dashboard; staff calls carry the signed-in account's access token. */
export const api = createApiClient({
  baseUrl: apiBase,
  progress,
  getToken: async () => (await signedIn?.getUser())?.access_token,
})

/**
 * Downloads a staff file of the API (a CSV export) with the signed-in account's token, as the
 * browser's own download under `fileName`.
 */
export async function downloadStaffFile(path: string, fileName: string): Promise<void> {
  const token = (await signedIn?.getUser())?.access_token
  const response = await fetch(new URL(path, `${apiBase}/`), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  if (!response.ok) throw new Error(`download failed: ${response.status}`)
  const url = URL.createObjectURL(await response.blob())
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName })
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

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
