import { createApiClient, LoadingProgress } from '@quo/api-client'
import type { AuthConfig } from '@quo/contract'
import { UserManager } from 'oidc-client-ts'

/** The API of the host the dashboard was opened under (the API serves the app). */
export const apiBase = new URL('/api', window.location.origin).toString()

/** A promise and the function that settles it, for a value that arrives once, later. */
function settledOnce<T>() {
  let settle!: (value: T) => void
  const promise = new Promise<T>((resolve) => {
    settle = resolve
  })
  return { promise, settle }
}

/**
 * The OpenID client of the signed-in account, made once main.tsx has the issuer from the API.
 * The module-level `api` needs it for every staff call, so it cannot live in React state or
 * the app's store (made inside <App>); it is a promise settled once instead of a variable set
 * later: a call that needs a token waits for it, and nothing replaces it afterwards.
 */
const signedIn = settledOnce<UserManager>()

/** The loading bar's model: every call reports to it (docs/product.md §4). */
export const progress = new LoadingProgress()

/** Every call of the dashboard; staff calls carry the signed-in account's access token. */
export const api = createApiClient({
  baseUrl: apiBase,
  progress,
  getToken: async () => (await (await signedIn.promise).getUser())?.access_token,
})

/**
 * Downloads a staff file of the API (a CSV export) with the signed-in account's token, as the
 * browser's own download under `fileName`.
 */
export async function downloadStaffFile(path: string, fileName: string): Promise<void> {
  const token = (await (await signedIn.promise).getUser())?.access_token
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
  const manager = new UserManager({
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
  signedIn.settle(manager)
  return manager
}
