/** The claims of a JWT access token, for reading (the server checks the signature, not this). */
export function tokenClaims(token: string | undefined): Record<string, unknown> | undefined {
  const payload = token?.split('.')[1]
  if (!payload) return undefined
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const bytes = Uint8Array.from(json, (c) => c.charCodeAt(0))
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes))
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}
