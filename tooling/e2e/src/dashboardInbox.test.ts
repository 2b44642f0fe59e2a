import { type Branch, BranchesResponse, SearchShortcut } from '@quo/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { useBrowser } from './browser.js'
import { serverOrigin } from './server.js'
import { signInOnIssuerPage } from './staffSignIn.js'

// The inbox in Chromium (docs/decisions/0013-inbox-decided-field-by-field.md): a visitor's
// correction sent from a place card on the public site is taken over field by field in the
// dashboard — one value edited first, one left out — and the public card shows the new values; a
// request rejected as a whole changes nothing.

const { browser, url } = useBrowser()

let vaduz: Branch
let shortcut: SearchShortcut
beforeAll(async () => {
  const origin = serverOrigin()
  const branches = BranchesResponse.parse(await (await fetch(`${origin}/api/branches/`)).json()).branches
  vaduz = branches.find((b) => b.hostKeywords.includes('vaduz')) as Branch
  const shortcuts = z
    .array(SearchShortcut)
    .parse(await (await fetch(`${origin}/api/search/shortcuts/`)).json())
  shortcut = shortcuts.find(
    (s) => s.branchShortId === vaduz.shortId && s.allowChangeRequest,
  ) as SearchShortcut
})

/** The place's title on the public site's card. */
async function publicTitle(nanoId: string): Promise<string | null> {
  const page = await browser().newPage({ viewport: { width: 390, height: 844 } })
  try {
    await page.goto(url(`${vaduz.hostKeywords[0]}.localhost`, `/map/place/${nanoId}`))
    // The whole card: until its details come, the heading is the map's pin title.
    const heading = page.locator('[data-place-details] #place-title')
    await heading.waitFor({ timeout: 20_000 })
    // Awaited here: the page closes in `finally` as soon as this returns.
    return await heading.textContent()
  } finally {
    await page.close()
  }
}

describe('the inbox', () => {
  it('takes a visitor correction over field by field, and a rejected one changes nothing', async () => {
    const origin = serverOrigin()
    const stamp = Date.now().toString(36)
    const visitor = await browser().newPage({ viewport: { width: 390, height: 844 } })
    await visitor.goto(url(`${vaduz.hostKeywords[0]}.localhost`, `/map/search-shortcut/${shortcut.id}/x`))
    await visitor.getByRole('region', { name: shortcut.title }).getByRole('link').first().click()
    await visitor.waitForURL(/\/map\/place\//)
    const nanoId = new URL(visitor.url()).pathname.split('/')[3] as string
    const before = await publicTitle(nanoId)
    const proposedTitle = `Neuer Name ${stamp}`
    await visitor.getByRole('button', { name: 'Änderung melden' }).click()
    await visitor.getByLabel('Was sollen wir ändern?').fill('Name und Zeiten stimmen nicht mehr.')
    await visitor.getByLabel('Richtiger Name').fill(proposedTitle)
    await visitor.getByLabel('Öffnungszeiten').fill('Mo-Fr 09:00-17:00')
    await visitor.getByLabel('Telefon').fill('+423 232 11 22')
    const sent = visitor.waitForResponse((r) => r.url().includes('/api/items/change-requests/'))
    await visitor.getByRole('button', { name: 'Senden' }).click()
    expect((await sent).status()).toBe(201)
    const { id } = (await (await sent).json()) as { id: number }
    await visitor.close()

    const staff = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    try {
      await staff.goto(`${origin}/dashboard/inbox/`)
      await signInOnIssuerPage(staff)
      await staff.waitForURL(`${origin}/dashboard/inbox/`)
      await staff.goto(`${origin}/dashboard/inbox/visitor/${id}/`)
      await staff
        .getByRole('heading', { name: `Korrektur: ${before}`, level: 1 })
        .waitFor({ timeout: 20_000 })
      expect(await staff.getByText('Name und Zeiten stimmen nicht mehr.').isVisible()).toBe(true)
      // Hours side by side as a week.
      expect(await staff.getByText('09:00–17:00').count()).toBeGreaterThanOrEqual(5)

      const edited = `${proposedTitle} (geprüft)`
      await staff.getByLabel('Titel: Wert zum Übernehmen').fill(edited)
      await staff.getByLabel('Telefon übernehmen').uncheck()
      await staff.getByLabel('Notiz zur Entscheidung').fill('Telefon prüfen wir selbst.')
      await staff.screenshot({ path: '/tmp/quo-e2e-inbox-desktop.png', fullPage: true })
      await staff.getByRole('button', { name: 'Auswahl übernehmen' }).click()
      await expect
        .poll(() => staff.getByRole('status').filter({ hasText: 'Übernommen von staff@quo.local' }).count())
        .toBe(1)
      await expect.poll(() => publicTitle(nanoId), { timeout: 15_000 }).toBe(edited)

      // A second request, rejected as a whole: the card keeps its title.
      const second = await fetch(`${origin}/api/items/change-requests/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          kind: 'change',
          searchShortcutId: shortcut.id,
          itemNanoId: nanoId,
          title: 'Falscher Name',
          message: `Bitte umbenennen (${stamp})`,
          fillMs: 4000,
        }),
      })
      expect(second.status).toBe(201)
      const { id: secondId } = (await second.json()) as { id: number }
      await staff.setViewportSize({ width: 390, height: 844 })
      await staff.goto(`${origin}/dashboard/inbox/`)
      const link = staff.getByRole('link', { name: edited })
      await expect.poll(() => link.count(), { timeout: 15_000 }).toBeGreaterThan(0)
      await staff.goto(`${origin}/dashboard/inbox/visitor/${secondId}/`)
      await staff.getByRole('button', { name: 'Alles ablehnen' }).waitFor({ timeout: 20_000 })
      await staff.screenshot({ path: '/tmp/quo-e2e-inbox-phone.png', fullPage: true })
      await staff.getByRole('button', { name: 'Alles ablehnen' }).click()
      await expect
        .poll(() => staff.getByRole('status').filter({ hasText: 'Abgelehnt von staff@quo.local' }).count())
        .toBe(1)
      expect(await publicTitle(nanoId)).toBe(edited)
    } finally {
      await staff.close()
    }
  })
})
