import { createLocalJWKSet, createRemoteJWKSet, type JWK, type JWTPayload, jwtVerify } from 'jose'

export interface StaffAuthOptions {
  issuer: string
  audience: string
  /** Claim holding the roles; a dotted path or a namespaced key such as `https://quo/roles`. */
  rolesClaim: string
  staffRole: string
  /** Public keys of the embedded issuer; absent means discover the issuer's JWKS. */
  localKeys?: JWK[]
}

export type StaffCheck =
  | { ok: true; sub: string; email: string | undefined }
  | { ok: false; status: 401 | 403; detail: string }

function claim(payload: JWTPayload, path: string): unknown {
  if (path in payload) return payload[path]
  let value: unknown = payload
  for (const part of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[part]
  return value
}

/**
 * Verifies bearer tokens against the issuer's keys (signature, `iss`, `aud`, `exp`, `nbf`,
 * 60 s skew) and the staff role. The same path serves the embedded issuer and Auth0,
 * Keycloak or any other OpenID Connect provider.
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

  return async function check(authorization: string | undefined): Promise<StaffCheck> {
    const match = authorization?.match(/^Bearer\s+([A-Za-z0-9._~+/-]+=*)$/i)
    if (!match?.[1]) return { ok: false, status: 401, detail: 'A bearer token is required' }
    let payload: JWTPayload
    try {
      ;({ payload } = await jwtVerify(match[1], await keySet(), {
        issuer: options.issuer,
        audience: options.audience,
        clockTolerance: 60,
      }))
    } catch {
      return { ok: false, status: 401, detail: 'The token is invalid or expired' }
    }
    const roles = claim(payload, options.rolesClaim)
    const list = Array.isArray(roles) ? roles : typeof roles === 'string' ? roles.split(/[\s,]+/) : []
    if (!list.includes(options.staffRole)) return { ok: false, status: 403, detail: 'Staff role required' }
    return {
      ok: true,
      sub: String(payload.sub),
      email: typeof payload.email === 'string' ? payload.email : undefined,
    }
  }
}
