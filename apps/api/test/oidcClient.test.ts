import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose'
import * as client from 'openid-client'
import { beforeAll, describe, expect, it } from 'vitest'
import { browse, Jar, submitLogin, useListeningApp } from './oidcFlow.js'

const listening = useListeningApp()

/** openid-client (a certified relying party) configured from the embedded issuer's discovery. */
let config: client.Configuration
beforeAll(async () => {
  config = await client.discovery(new URL(`${listening.origin()}/idp`), 'quo-web', undefined, client.None(), {
    // Loopback without TLS; and check ID token signatures against the JWKS, not only their claims.
    execute: [client.allowInsecureRequests, client.enableNonRepudiationChecks],
  })
})

const daily = (origin: string, token: string) =>
  fetch(`${origin}/api/metrics/sessions/daily/`, { headers: { authorization: `Bearer ${token}` } })

/** Authorization request with PKCE; signs in through the German form when `signIn` is set. */
async function authorize(jar: Jar, signIn: boolean, extra: Record<string, string> = {}) {
  const verifier = client.randomPKCECodeVerifier()
  const state = client.randomState()
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: `${listening.origin()}/dashboard/auth0-callback`,
    scope: 'openid email',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    ...extra,
  })
  let step = await browse(url, jar)
  if ('page' in step && signIn) {
    const email = 'staff@quo.local'
    step = await submitLogin(step.page, jar, email, listening.passwords.get(email) as string)
  }
  if (!('left' in step)) throw new Error(`no redirect back: ${step.page.status} ${await step.page.text()}`)
  return client.authorizationCodeGrant(config, step.left, {
    pkceCodeVerifier: verifier,
    expectedState: state,
  })
}

describe('a standard OpenID Connect client against the embedded issuer', () => {
  it('discovers RS256 ID tokens, userinfo and RP-initiated logout', () => {
    const meta = config.serverMetadata()
    expect(meta.id_token_signing_alg_values_supported).toContain('RS256')
    expect(meta.userinfo_endpoint).toBe(`${listening.origin()}/idp/me`)
    expect(meta.end_session_endpoint).toBeTruthy()
    expect(meta.code_challenge_methods_supported).toContain('S256')
  })

  it('runs code + PKCE, userinfo, refresh, prompt=consent and logout with redirect back', async () => {
    const jar = new Jar()
    const tokens = await authorize(jar, true)

    // ID token: signature checked by openid-client against the JWKS, RS256 as clients expect.
    const idToken = tokens.id_token as string
    expect(decodeProtectedHeader(idToken).alg).toBe('RS256')
    const jwks = createRemoteJWKSet(new URL(config.serverMetadata().jwks_uri as string))
    await jwtVerify(idToken, jwks, { issuer: `${listening.origin()}/idp`, audience: 'quo-web' })
    const claims = tokens.claims()
    expect(claims?.sub).toBe('staff-demo')

    // userinfo accepts the access token the client was given (the API's JWT).
    const info = await client.fetchUserInfo(config, tokens.access_token, claims?.sub as string)
    expect(info).toMatchObject({ sub: 'staff-demo', email: 'staff@quo.local', email_verified: true })
    expect((await daily(listening.origin(), tokens.access_token)).status).toBe(200)

    // Refresh: a new access token that the API and userinfo accept.
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token as string)
    expect(refreshed.access_token).not.toBe(tokens.access_token)
    expect((await daily(listening.origin(), refreshed.access_token)).status).toBe(200)
    expect((await client.fetchUserInfo(config, refreshed.access_token, 'staff-demo')).sub).toBe('staff-demo')

    // prompt=consent finishes by itself for the first-party client instead of asking to sign in again.
    const consented = await authorize(jar, false, { prompt: 'consent' })
    expect(consented.claims()?.sub).toBe('staff-demo')

    // RP-initiated logout: confirm on the issuer's German page, then back to the app.
    const back = `${listening.origin()}/dashboard/`
    const end = client.buildEndSessionUrl(config, {
      id_token_hint: consented.id_token as string,
      post_logout_redirect_uri: back,
      state: 'bye',
    })
    const confirm = await browse(end, jar)
    if (!('page' in confirm)) throw new Error('logout did not ask for confirmation')
    const html = await confirm.page.text()
    expect(html).toContain('Abmelden')
    const form = html.match(/<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/)
    const fields = new URLSearchParams({ logout: 'yes' })
    for (const [, name, value] of (form?.[2] ?? '').matchAll(/name="([^"]+)" value="([^"]*)"/g))
      fields.set(name as string, value as string)
    const done = await browse(new URL(form?.[1] as string, confirm.page.url), jar, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fields.toString(),
    })
    if (!('left' in done)) throw new Error(`logout did not redirect: ${done.page.status}`)
    expect(`${done.left.origin}${done.left.pathname}`).toBe(back)
    expect(done.left.searchParams.get('state')).toBe('bye')

    // Signed out: the next authorization shows the sign-in form again.
    const again = await browse(
      client.buildAuthorizationUrl(config, {
        redirect_uri: `${listening.origin()}/dashboard/auth0-callback`,
        scope: 'openid email',
        code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
        code_challenge_method: 'S256',
      }),
      jar,
    )
    expect('page' in again && (await again.page.text()).includes('Passwort')).toBe(true)
  })

  it('refuses userinfo without or with a forged token (RFC 6750)', async () => {
    const none = await fetch(`${listening.origin()}/idp/me`)
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toBe('Bearer')
    const forged = await fetch(`${listening.origin()}/idp/me`, { headers: { authorization: 'Bearer a.b.c' } })
    expect(forged.status).toBe(401)
    expect(forged.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/)
  })
})
