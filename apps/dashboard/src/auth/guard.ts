/** Where the app lives; remembered targets must stay inside it. */
const APP_BASE = '/dashboard/'

/** What oidc-client-ts carries through the issuer's round trip (`state` of the sign-in request). */
export interface SignInState {
  returnTo: string
}

/** The path to come back to after signing in: the page the guard stopped at, query and hash included. */
export function targetOf(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`
}

/**
 * The remembered target, if it is a page of this app on this origin; anything else (another
 * site, `//host`, a path outside /dashboard/, the callback itself) goes to the start page.
 */
export function returnPathOf(state: unknown): string {
  const returnTo = (state as Partial<SignInState> | null | undefined)?.returnTo
  if (typeof returnTo !== 'string') return APP_BASE
  if (!returnTo.startsWith(APP_BASE) && returnTo !== APP_BASE.slice(0, -1)) return APP_BASE
  if (/[\\\s]/.test(returnTo) || returnTo.startsWith(`${APP_BASE}auth0-callback`)) return APP_BASE
  return returnTo
}

/** What the guard knows about the sign-in (react-oidc-context's state, reduced). */
export interface SessionView {
  isLoading: boolean
  isAuthenticated: boolean
  /** A sign-in, renewal or sign-out is under way. */
  busy: boolean
  error: boolean
  /** A stored session that has expired but can be renewed with its refresh token. */
  renewable: boolean
  /** Silent renewal was tried on this page and failed. */
  renewFailed: boolean
}

export type GuardStep = 'wait' | 'renew' | 'sign-in' | 'failed' | 'signed-in'

/**
 * The guard of every route (docs/product.md §6): a valid session passes; an expired one is renewed
 * silently with its refresh token; when there is none or renewal failed, the issuer's sign-in
 * follows (with the target path remembered by the caller).
 */
export function guardStep(s: SessionView): GuardStep {
  if (s.isLoading || s.busy) return 'wait'
  if (s.isAuthenticated) return 'signed-in'
  if (s.renewable && !s.renewFailed) return 'renew'
  if (s.error && !s.renewFailed) return 'failed'
  return 'sign-in'
}

export type Access = 'checking' | 'staff' | 'refused' | 'rejected' | 'unavailable'

/**
 * Whether the signed-in account may use the dashboard, decided by the API as for every staff
 * call: its answer to a staff read. 403 is an account without the staff role; 401 a token the
 * API does not accept; anything else (offline, 500) says nothing about the account.
 */
export function accessOf(probe: { status: 'pending' | 'success' | 'error'; error?: unknown }): Access {
  if (probe.status === 'pending') return 'checking'
  if (probe.status === 'success') return 'staff'
  const status = (probe.error as { status?: unknown } | null | undefined)?.status
  if (status === 403) return 'refused'
  if (status === 401) return 'rejected'
  return 'unavailable'
}
