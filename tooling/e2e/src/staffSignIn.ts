import { authorizationRequest, exchangeCode } from '@quo/bench'
import type { Browser, Page } from 'playwright-core'
import { serverOrigin, staffPassword } from './server.js'

/**
 * A staff access token, signed in the way staff do: the embedded issuer's German sign-in page
 * in Chromium, then the authorization code exchanged with PKCE.
 */
export async function staffAccessToken(browser: Browser): Promise<string> {
  const origin = serverOrigin()
  const { url: auth, verifier, redirectUri } = authorizationRequest(origin, 'e2e')
  const page = await browser.newPage()
  try {
    await page.goto(auth.toString())
    await page.getByLabel('E-Mail').fill('staff@quo.local')
    await page.getByLabel('Passwort').fill(staffPassword())
    const callback = page.waitForRequest((r) => r.url().startsWith(redirectUri))
    await page.getByRole('button', { name: 'Anmelden' }).click()
    const code = new URL((await callback).url()).searchParams.get('code')
    if (!code) throw new Error('the issuer sent no code')
    return await exchangeCode(origin, { code, verifier, redirectUri })
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
