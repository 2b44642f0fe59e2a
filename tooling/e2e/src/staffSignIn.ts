import { createHash, randomBytes } from 'node:crypto'
import type { Browser, Page } from 'playwright-core'
import { serverOrigin, staffPassword } from './server.js'

/**
 * A staff access token, signed in the way staff do: the embedded issuer's German sign-in page
 * in Chromium, then the authorization code exchanged with PKCE.
 */
export async function staffAccessToken(browser: Browser): Promise<string> {
  const origin = serverOrigin()
  const verifier = randomBytes(32).toString('base64url')
  const redirectUri = `${origin}/auth0-callback`
  const auth = new URL(`${origin}/idp/auth`)
  auth.search = new URLSearchParams({
    client_id: 'quo-web',
    response_type: 'code',
    scope: 'openid email',
    redirect_uri: redirectUri,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'e2e',
  }).toString()
  const page = await browser.newPage()
  try {
    await page.goto(auth.toString())
    await page.getByLabel('E-Mail').fill('staff@quo.local')
    await page.getByLabel('Passwort').fill(staffPassword())
    const callback = page.waitForRequest((r) => r.url().startsWith(redirectUri))
    await page.getByRole('button', { name: 'Anmelden' }).click()
    const code = new URL((await callback).url()).searchParams.get('code')
    if (!code) throw new Error('the issuer sent no code')
    const token = await fetch(`${origin}/idp/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: 'quo-web',
        code_verifier: verifier,
      }).toString(),
    })
    if (!token.ok) throw new Error(`token exchange answered ${token.status}`)
    return ((await token.json()) as { access_token: string }).access_token
  } finally {
    await page.close()
  }
}

/**
 * Signs in on the embedded issuer's German page the guard sent `page` to (staff by default);
 * the dashboard then comes back to the page that was asked for.
 */
export async function signInOnIssuerPage(
  page: Page,
  email = 'staff@quo.local',
  password: string = staffPassword(),
): Promise<void> {
  await page.waitForURL((u) => u.pathname.startsWith('/idp/'))
  await page.getByLabel('E-Mail').fill(email)
  await page.getByLabel('Passwort').fill(password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
}

/** Calls the product's API (`/api…`) with a staff access token, sending `body` as JSON. */
export function staffFetch(token: string) {
  const origin = serverOrigin()
  return (method: string, path: string, body?: unknown) =>
    fetch(`${origin}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
}
