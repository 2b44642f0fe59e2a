import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.js'
import { guestPassword, serverOrigin } from './server.js'
import { signInOnIssuerPage } from './staffSignIn.js'

// The staff dashboard in Chromium against the built product: every route is guarded, sign-in
// goes through the issuer's German page and comes back to the page asked for; an account
// without the staff role gets a German refusal with a way to sign out.

const { browser } = useBrowser()

describe('the staff dashboard', () => {
  it('sends a signed-out visit to the sign-in and back to the page asked for, with the layout', async () => {
    const origin = serverOrigin()
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } })
    try {
      await page.goto(`${origin}/dashboard/places/`)
      await page.waitForURL((u) => u.pathname.startsWith('/idp/'))
      await expect.poll(() => page.getByRole('button', { name: 'Anmelden' }).isVisible()).toBe(true)
      await signInOnIssuerPage(page)
      await page.waitForURL(`${origin}/dashboard/places/`)
      await expect.poll(() => page.getByRole('heading', { name: 'Orte', level: 1 }).isVisible()).toBe(true)
      // The places list reads the API with the staff token; its search lives in the address.
      await expect.poll(() => page.getByRole('row').count(), { timeout: 15_000 }).toBeGreaterThan(1)
      await page.getByRole('searchbox').fill('Apotheke')
      await page.waitForURL((u) => u.searchParams.get('q') === 'Apotheke')
      await expect
        .poll(() => page.getByRole('row').nth(1).getByRole('link').textContent(), { timeout: 15_000 })
        .toContain('Apotheke')
      const nav = page.getByRole('navigation', { name: 'Hauptnavigation' })
      for (const label of [
        'Dashboard',
        'Eingang',
        'Orte',
        'Veranstaltungen',
        'Wettbewerbe',
        'Medien',
        'Debugging',
      ])
        expect(await nav.getByRole('link', { name: label }).isVisible()).toBe(true)
      const bar = await page.locator('header').boundingBox()
      expect(bar?.height).toBe(64)
      expect((await nav.boundingBox())?.width).toBe(240)
      // The overview reads the API with the staff token.
      await nav.getByRole('link', { name: 'Dashboard' }).click()
      await page.waitForURL(`${origin}/dashboard/`)
      await expect.poll(() => page.getByText('staff@quo.local').first().isVisible()).toBe(true)
      await expect.poll(() => page.locator('dd').nth(2).textContent()).toMatch(/^\d[\d’']*$/)
      // Debugging: the token's claims and the server's health, as the server saw the caller.
      await nav.getByRole('link', { name: 'Debugging' }).click()
      await page.waitForURL(`${origin}/dashboard/debug/`)
      const server = page.getByRole('definition').filter({ hasText: 'staff@quo.local · alle Karten' })
      await expect.poll(() => server.count(), { timeout: 15_000 }).toBe(1)
      expect(await page.getByText(/^pglite · erreichbar|^postgres · erreichbar/).count()).toBe(1)
      // Media go to the data directory by default, and the probe file could be written there.
      expect(await page.getByText(/^erreichbar · .* · disk \(.*\/media\)$/).count()).toBe(1)
      expect(await page.getByRole('term').filter({ hasText: /^sub$/ }).count()).toBe(1)
      await page.screenshot({ path: '/tmp/quo-e2e-debug-desktop.png', fullPage: true })
      // Collapsed, the drawer is 96 px wide.
      await page.getByRole('button', { name: 'Menü einklappen' }).click()
      await expect.poll(async () => (await nav.boundingBox())?.width).toBe(96)
    } finally {
      await page.close()
    }
  })

  describe('an account without the staff role', () => {
    it('is refused in German, offered to sign out, and signing out ends the issuer session', async () => {
      const page = await browser().newPage({ viewport: { width: 390, height: 844 } })
      try {
        await page.goto(`${serverOrigin()}/dashboard/events/`)
        await signInOnIssuerPage(page, 'gast@quo.local', guestPassword())
        await expect
          .poll(() => page.getByRole('heading', { name: 'Kein Zugang zum Dashboard' }).isVisible())
          .toBe(true)
        expect(await page.getByText('keine Mitarbeiterrolle').isVisible()).toBe(true)
        expect(await page.getByText('gast@quo.local').isVisible()).toBe(true)
        expect(await page.getByRole('navigation').count()).toBe(0)
        await page.getByRole('button', { name: 'Abmelden' }).click()
        await page.waitForURL((u) => u.pathname.startsWith('/idp/'))
      } finally {
        await page.close()
      }
    })
  })
  it('signs out at once, without a question, so the next visit asks for the password again', async () => {
    const origin = serverOrigin()
    // One browser profile, as on a shared office computer: the issuer's cookies outlive a tab.
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } })
    try {
      const page = await context.newPage()
      await page.goto(`${origin}/dashboard/`)
      await signInOnIssuerPage(page)
      await page.waitForURL(`${origin}/dashboard/`)
      await expect.poll(() => page.getByText('staff@quo.local').first().isVisible()).toBe(true)

      // The one click: no second page asks "… abmelden?" (closing the tab there kept the
      // session). Back on /dashboard/, nobody is signed in, so it sends the browser to the sign-in.
      await page.getByRole('button', { name: 'Abmelden' }).click()
      await page.waitForURL((u) => u.pathname.startsWith('/idp/interaction/'))
      await expect.poll(() => page.getByLabel('Passwort').isVisible()).toBe(true)

      // Closing the tab keeps nothing alive: another tab of the same browser is not signed in.
      await page.close()
      const next = await context.newPage()
      await next.goto(`${origin}/dashboard/`)
      await next.waitForURL((u) => u.pathname.startsWith('/idp/interaction/'))
      await expect.poll(() => next.getByLabel('Passwort').isVisible()).toBe(true)
    } finally {
      await context.close()
    }
  })

  it('renews an expired access token silently with the refresh token, and a deep link survives sign-in', async () => {
    const origin = serverOrigin()
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } })
    const grants: string[] = []
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/idp/token')
        grants.push(new URLSearchParams(r.postData() ?? '').get('grant_type') ?? '')
    })
    try {
      // A deep link to an editor: the guard sends it through the sign-in and back.
      await page.goto(`${origin}/dashboard/places/new/?from=link`)
      await signInOnIssuerPage(page)
      await page.waitForURL(`${origin}/dashboard/places/new/?from=link`)
      await expect
        .poll(() => page.getByRole('heading', { name: 'Neuer Ort', level: 1 }).isVisible())
        .toBe(true)
      expect(grants).toEqual(['authorization_code'])

      // The stored session's access token expires (as after a night): the next visit renews it
      // with the refresh token, without the sign-in page.
      await page.evaluate(() => {
        const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))
        if (!key) throw new Error('no stored session')
        const user = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { expires_at: number }
        user.expires_at = Math.floor(Date.now() / 1000) - 60
        sessionStorage.setItem(key, JSON.stringify(user))
      })
      const visited: string[] = []
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname)
      })
      await page.goto(`${origin}/dashboard/places/`)
      await expect.poll(() => page.getByRole('heading', { name: 'Orte', level: 1 }).isVisible()).toBe(true)
      await expect.poll(() => page.getByRole('row').count(), { timeout: 15_000 }).toBeGreaterThan(1)
      expect(grants).toEqual(['authorization_code', 'refresh_token'])
      expect(visited.filter((path) => path.startsWith('/idp/'))).toEqual([])
    } finally {
      await page.close()
    }
  })
})
