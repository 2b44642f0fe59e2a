import { createLocalJWKSet, createRemoteJWKSet, type JWK, type JWTPayload, jwtVerify } from 'jose'

export interface StaffAuthOptions {
  issuer: string
  audience: string
  /** Claim holding the roles; a dotted path or a namespaced key such as `https://quo/roles`. */
  rolesClaim: string
  staffRole: string
  /** Role that may act on every branch. */
  adminRole: string
  /** Claim with the branch short ids of everyone else (dotted path or namespaced key). */
  branchesClaim: string
  /** Required `typ` header (`at+jwt`, RFC 9068); empty checks none (issuers that send `JWT`). */
  tokenType: string
  /** Seconds of clock difference tolerated for `exp`, `nbf` and `iat`. */
  clockTolerance: number
  /** Public keys of the embedded issuer; absent means discover the issuer's JWKS. */
  localKeys?: JWK[]
}

export type StaffCheck =
  | { ok: true; sub: string; email: string | undefined; branches: 'all' | number[] }
  /** `invalid_token` when a token was sent but refused (RFC 6750 §3.1); absent when none was sent. */
  | { ok: false; status: 401; error?: 'invalid_token'; detail: string }
  | { ok: false; status: 403; detail: string }

function claim(payload: JWTPayload, path: string): unknown {
  if (path in payload) return payload[path]
  let value: unknown = payload
  for (const part of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[part]
  return value
}

const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : []

/** Branch short ids from a claim: numbers or numeric strings; anything else is ignored. */
export function branchIds(value: unknown): number[] {
  const ids = list(value).flatMap((entry) => {
    const id =
      typeof entry === 'number'
        ? entry
        : typeof entry === 'string' && /^\d+$/.test(entry)
          ? Number(entry)
          : NaN
    return Number.isSafeInteger(id) && id > 0 ? [id] : []
  })
  return [...new Set(ids)]
}

/**
 * Verifies bearer tokens against the issuer's keys (signature, `iss`, `aud`, required `exp`,
 * `nbf`, `iat` not in the future, `typ`) and the staff role, and reads the branches the staff
 * member may act on. The same path serves the embedded issuer and Auth0, Keycloak or any other
 * OpenID Connect provider.
 */
export function createStaffAuth(options: StaffAuthOptions) {
  let keys: ReturnType<typeof createRemoteJWKSet> | ReturnType<typeof createLocalJWKSet> | undefined =
    options.localKeys ? createLocalJWKSet({ keys: options.localKeys }) : undefined

  async function keySet() {
    if (keys) return keys
    const discovery = new URL(`${options.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`)
    const res = await fetch(discovery)
    if (!res.ok) throw new Error(`OIDC discovery failed: ${res.status}`)
    const { jwks_uri } = (await res.json()) as { jwks_uri: string }
    keys = createRemoteJWKSet(new URL(jwks_uri))
    return keys
  }

  const invalid = (detail: string): StaffCheck => ({ ok: false, status: 401, error: 'invalid_token', detail })

  return async function check(authorization: string | undefined): Promise<StaffCheck> {
    if (!authorization?.trim()) return { ok: false, status: 401, detail: 'A bearer token is required' }
    const match = authorization.match(/^Bearer\s+([A-Za-z0-9._~+/-]+=*)$/i)
    if (!match?.[1]) return invalid('The Authorization header must carry a bearer token')
    let payload: JWTPayload
    try {
      ;({ payload } = await jwtVerify(match[1], await keySet(), {
        issuer: options.issuer,
        audience: options.audience,
        clockTolerance: options.clockTolerance,
        // A token without expiry would be valid forever once leaked.
        requiredClaims: ['exp'],
        ...(options.tokenType ? { typ: options.tokenType } : {}),
      }))
    } catch {
      return invalid('The token is invalid or expired')
    }
    // jose checks `iat` only against a maximum age; a token from the future is forged or mis-clocked.
    if (typeof payload.iat === 'number' && payload.iat > Date.now() / 1000 + options.clockTolerance)
      return invalid('The token was issued in the future')
    const roles = list(claim(payload, options.rolesClaim))
    if (!roles.includes(options.staffRole)) return { ok: false, status: 403, detail: 'Staff role required' }
    return {
      ok: true,
      sub: String(payload.sub),
      email: typeof payload.email === 'string' ? payload.email : undefined,
      branches: roles.includes(options.adminRole) ? 'all' : branchIds(claim(payload, options.branchesClaim)),
    }
  }
}
