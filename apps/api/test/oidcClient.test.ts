import { createHash } from 'node:crypto'
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose'
import * as client from 'openid-client'
import { beforeAll, describe, expect, it } from 'vitest'
import { browse, Jar, signIn, submitLogin, useListeningApp } from './oidcFlow.js'

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

/** The end-session URL the dashboard's client opens to sign out (oidc-client-ts sends the hint). */
function signOutUrl(idTokenHint: string | undefined, state?: string) {
  return client.buildEndSessionUrl(config, {
    ...(idTokenHint ? { id_token_hint: idTokenHint } : { client_id: 'quo-web' }),
    post_logout_redirect_uri: `${listening.origin()}/dashboard/`,
    ...(state ? { state } : {}),
  })
}

/** The hidden fields of the logout page's form and those bound to it (`form="op.logoutForm"`). */
function formFields(html: string) {
  const fields = new URLSearchParams()
  for (const [, tag] of html.matchAll(/<input([^>]*)>/g)) {
    const name = tag?.match(/name="([^"]+)"/)?.[1]
    const value = tag?.match(/value="([^"]*)"/)?.[1]
    if (name && value !== undefined) fields.set(name, value)
  }
  return fields
}

/** Submits the logout page's form as its script does, or a button with `pressed` as its value. */
function submitSignOut(pageUrl: string, html: string, jar: Jar, pressed: Record<string, string> = {}) {
  const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1]
  if (!action) throw new Error(`no logout form:\n${html}`)
  const fields = formFields(html)
  for (const [name, value] of Object.entries(pressed)) fields.set(name, value)
  return browse(new URL(action, pageUrl), jar, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
  })
}

/** Whether an authorization request now shows the sign-in form (no issuer session). */
async function showsSignInForm(jar: Jar) {
  const step = await browse(
    client.buildAuthorizationUrl(config, {
      redirect_uri: `${listening.origin()}/dashboard/auth0-callback`,
      scope: 'openid email',
      code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    }),
    jar,
  )
  return 'page' in step && (await step.page.text()).includes('Passwort')
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

    // RP-initiated logout by the product's own client, signed in in this session: no question,
    // the page submits its form itself (allowed by its CSP), and the browser goes back to the app.
    const back = `${listening.origin()}/dashboard/`
    const end = await browse(signOutUrl(consented.id_token as string, 'bye'), jar)
    if (!('page' in end)) throw new Error('logout showed no page')
    const csp = end.page.headers.get('content-security-policy') ?? ''
    const html = await end.page.text()
    expect(html).toContain('Du wirst abgemeldet')
    expect(html).not.toContain('abmelden?')
    expect(html).not.toContain('Angemeldet bleiben')
    const script = html.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? ''
    expect(script).toContain('submit()')
    expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`)
    const done = await submitSignOut(end.page.url, html, jar)
    if (!('left' in done)) throw new Error(`logout did not redirect: ${done.page.status}`)
    expect(`${done.left.origin}${done.left.pathname}`).toBe(back)
    expect(done.left.searchParams.get('state')).toBe('bye')

    // Signed out: the next authorization shows the sign-in form again.
    expect(await showsSignInForm(jar)).toBe(true)
  })

  it("asks before signing out without a hint, with another account's or with an earlier session's", async () => {
    const jar = new Jar()
    const first = await authorize(jar, true)
    const guest = await signIn(
      listening.origin(),
      'gast@quo.local',
      listening.passwords.get('gast@quo.local') as string,
    )
    if (guest.status !== 200) throw new Error('guest sign-in failed')

    // A link or a foreign page (logout CSRF) has no hint of this session: it is asked, in the
    // "du" of the staff pages, and leaving the question unanswered keeps the session.
    const asked = async (url: URL) => {
      const step = await browse(url, jar)
      if (!('page' in step)) throw new Error('logout asked nothing')
      const html = await step.page.text()
      return { html, url: step.page.url }
    }
    for (const url of [signOutUrl(undefined), signOutUrl(guest.tokens.id_token)]) {
      const { html } = await asked(url)
      expect(html).toContain('Möchtest du dich von quo abmelden?')
      expect(html).toContain('Angemeldet bleiben')
      expect(html).not.toContain('<script>')
    }
    expect(await showsSignInForm(jar)).toBe(false)

    // The session's own hint still signs out without a question.
    const own = await asked(signOutUrl(first.id_token as string))
    expect(own.html).toContain('Du wirst abgemeldet')
    await submitSignOut(own.url, own.html, jar)
    expect(await showsSignInForm(jar)).toBe(true)

    // The first session's ID token (say, from an old URL in the browser's history) does not end
    // the next session of the same account without a question. ID tokens count whole seconds.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    await authorize(jar, true)
    const stale = await asked(signOutUrl(first.id_token as string))
    expect(stale.html).toContain('Möchtest du dich von quo abmelden?')
    // Answering "Abmelden" signs out.
    await submitSignOut(stale.url, stale.html, jar, { logout: 'yes' })
    expect(await showsSignInForm(jar)).toBe(true)
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
