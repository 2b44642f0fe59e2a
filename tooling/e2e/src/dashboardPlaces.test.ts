import type { Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.js'
import { fairEditorPassword, serverOrigin } from './server.js'
import { signInOnIssuerPage } from './staffSignIn.js'

// The place editor in Chromium against the built product, as staff use it: a place created
// with a category, a position, a map topic and opening hours is on that map's public pins;
// markdown the site would change is refused before anything is sent; an opening-hours warning
// comes and goes; "Geprüft" schedules the next review; a failed save keeps what was typed;
// a delete takes the place off the map.

const { browser } = useBrowser()

async function vaduzShortId(origin: string): Promise<number> {
  const { branches } = (await (await fetch(`${origin}/api/branches/`)).json()) as {
    branches: { tagKey: string; shortId: number }[]
  }
  const vaduz = branches.find((b) => b.tagKey === 'vaduz')
  if (!vaduz) throw new Error('the demo has no Vaduz map')
  return vaduz.shortId
}

/** The nano ids on a map's public pins (what visitors' maps draw). */
async function publicPins(origin: string, shortId: number): Promise<string[]> {
  const response = await fetch(`${origin}/api/items/basemap/branchshortid/${shortId}`)
  expect(response.status).toBe(200)
  const { items } = (await response.json()) as { items: [string, string][] }
  return items.map(([nanoId]) => nanoId)
}

function recordWrites(page: Page): Request[] {
  const writes: Request[] = []
  page.on('request', (r) => {
    if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/items')) writes.push(r)
  })
  return writes
}

describe('the place editor', () => {
  it('creates a place on a map, reviews it, keeps input when a save fails, and deletes it', async () => {
    const origin = serverOrigin()
    const shortId = await vaduzShortId(origin)
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    const writes = recordWrites(page)
    const title = `E2E Hofladen ${Date.now().toString(36)}`
    try {
      await page.goto(`${origin}/dashboard/places/new/`)
      await signInOnIssuerPage(page)
      await page.waitForURL(`${origin}/dashboard/places/new/`)
      await expect
        .poll(() => page.getByRole('heading', { name: 'Neuer Ort', level: 1 }).isVisible())
        .toBe(true)

      await page.getByLabel('Titel', { exact: true }).fill(title)
      await page.getByLabel('Kategorie hinzufügen …').selectOption({ index: 1 })
      await expect.poll(() => page.getByText('Hauptkategorie', { exact: true }).isVisible()).toBe(true)

      // Position: typed, then nudged with the keyboard on the map's pin.
      await page.getByLabel('Breite').fill('47.1405')
      await page.getByLabel('Länge').fill('9.5215')
      await page.getByLabel('Länge').blur()
      const pin = page.getByRole('button', { name: /^Position des Orts/ })
      await pin.waitFor({ timeout: 20_000 })
      await pin.focus()
      await page.keyboard.press('ArrowUp')
      await expect
        .poll(async () => Number(await page.getByLabel('Breite').inputValue()))
        .toBeGreaterThan(47.1405)
      await expect.poll(() => page.getByText(/Vaduz/).first().isVisible(), { timeout: 15_000 }).toBe(true)

      await page.getByLabel('Karten und Themen durchsuchen').fill('vaduz kulinarik')
      // A chosen topic leaves the list and shows as a chip.
      const topic = page.getByRole('checkbox', { name: /^Vaduz.* · Kulinarik$/ })
      await expect.poll(() => topic.count()).toBe(1)
      await topic.click()
      await expect
        .poll(() => page.getByRole('button', { name: /Vaduz.*Kulinarik entfernen/ }).isVisible())
        .toBe(true)

      // Opening hours: the library's warning shows and an empty value clears it.
      await page.getByLabel('Angabe hinzufügen …').selectOption({ label: 'Öffnungszeiten' })
      const hours = page.getByLabel('Öffnungszeiten', { exact: true })
      await hours.fill('Mo-Fr 8-18')
      const warning = page.getByRole('list', { name: 'Hinweis' })
      await expect.poll(() => warning.isVisible()).toBe(true)
      // In German, the library's own words.
      expect(await warning.textContent()).toContain('Zeitspanne ohne Minutenangabe')
      await hours.fill('')
      await expect.poll(() => warning.count()).toBe(0)
      await hours.fill('Mo-Fr 08:00-12:00,13:30-18:00; Sa 09:00-12:00')
      // What PH means here: Liechtenstein's holidays of the coming year, folded under the week.
      const holidays = page.getByText(
        /^Als Feiertag \(PH\) gelten in Liechtenstein in den nächsten zwölf Monaten \d+ Tage:$/,
      )
      await expect.poll(() => holidays.isVisible()).toBe(true)
      await holidays.click()
      await expect.poll(() => page.getByText('Mariä Empfängnis').first().isVisible()).toBe(true)
      await page.screenshot({ path: '/tmp/quo-e2e-dashboard-holidays.png', fullPage: true })

      // Markdown the site's sanitiser would change: the message shows and nothing is sent.
      await page.getByLabel('Angabe hinzufügen …').selectOption({ label: 'Beschreibung' })
      const description = page.getByLabel('Beschreibung', { exact: true })
      await description.fill('Frische Milch <img src=x onerror=alert(1)>')
      // Staff read in German what would be taken away; the preview shows the text as visitors will.
      const refusal = page.getByText(/So wird der Text nicht gespeichert: „onerror“ an <img>/)
      await expect.poll(() => refusal.isVisible()).toBe(true)
      expect(await page.getByText('Markdown is not allowed').count()).toBe(0)
      await page.getByRole('button', { name: 'Ort anlegen' }).click()
      await expect
        .poll(() => page.getByRole('alert').filter({ hasText: 'Bitte prüfe' }).isVisible())
        .toBe(true)
      expect(writes).toHaveLength(0)
      await description.fill('Frische **Milch** vom Hof.')
      await expect.poll(() => refusal.count()).toBe(0)
      const preview = page.getByRole('figure').filter({ hasText: 'Vorschau' })
      await expect.poll(() => preview.locator('strong').textContent()).toBe('Milch')

      await page.getByRole('button', { name: 'Ort anlegen' }).click()
      await page.waitForURL(/\/dashboard\/places\/\d+\/$/, { timeout: 20_000 })
      await expect.poll(() => page.getByRole('heading', { name: title, level: 1 }).isVisible()).toBe(true)
      // One request makes the place with everything the form held, its details included.
      expect(writes.map((r) => `${r.method()} ${new URL(r.url()).pathname}`)).toEqual(['POST /api/items'])

      const itemId = Number(new URL(page.url()).pathname.split('/').at(-2))
      // The link opens the place's card on its own map's host, not the plain map.
      const mapLink = new URL(
        (await page.getByRole('link', { name: 'Auf der Karte ansehen' }).getAttribute('href')) ?? '',
      )
      expect(mapLink.host).toBe(`vaduz.${new URL(origin).host}`)
      expect(mapLink.pathname).toMatch(/^\/map\/place\/[\w-]+\/e2e-hofladen-/)
      const nanoId = mapLink.pathname.split('/')[3] ?? ''
      const publicCard = await browser().newPage({ viewport: { width: 390, height: 844 } })
      await publicCard.goto(mapLink.href)
      await expect
        .poll(() => publicCard.getByRole('heading', { name: title, level: 1 }).count(), { timeout: 20_000 })
        .toBe(1)
      await publicCard.close()
      const stored = (await (await fetch(`${origin}/api/items/nanoid/${nanoId}`)).json()) as {
        itemDetails: { dataKeyV2: string; dataValue: string }[]
        categories: unknown[]
        tags: { tagKey: string; tagValue: string }[]
        addresses: { cityId: number | null }[]
      }
      expect(stored.categories).toHaveLength(1)
      expect(stored.tags.map((t) => `${t.tagKey}:${t.tagValue}`)).toEqual(['vaduz:kulinarik'])
      expect(stored.addresses[0]?.cityId).toEqual(expect.any(Number))
      expect(Object.fromEntries(stored.itemDetails.map((d) => [d.dataKeyV2, d.dataValue]))).toEqual({
        hours: 'Mo-Fr 08:00-12:00,13:30-18:00; Sa 09:00-12:00',
        description: 'Frische **Milch** vom Hof.',
      })
      await expect.poll(async () => (await publicPins(origin, shortId)).includes(nanoId)).toBe(true)

      // The first review is due now; "Geprüft" completes it and shows the next one a year on.
      const reviews = page.getByRole('region', { name: 'Überprüfung' })
      const nextYear = String(new Date().getFullYear() + 1)
      await reviews.getByRole('button', { name: 'Geprüft' }).click()
      await expect.poll(() => reviews.locator('time').first().textContent()).toContain(nextYear)
      await expect.poll(() => reviews.getByText('Frühere Überprüfungen').isVisible()).toBe(true)

      // A save the server fails keeps the typed title and says why in German.
      await page.route(`**/api/items/${itemId}`, (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({ status: 503, contentType: 'application/problem+json', body: '{"status":503}' })
          : route.continue(),
      )
      const basics = page.getByRole('region', { name: 'Grunddaten' })
      const saveBar = page.getByRole('region', { name: 'Ort speichern' })
      await basics.getByLabel('Titel').fill(`${title} neu`)
      await saveBar.getByRole('button', { name: 'Speichern' }).click()
      await expect
        .poll(() =>
          page.getByRole('alert').filter({ hasText: 'Deine Eingaben bleiben erhalten' }).isVisible(),
        )
        .toBe(true)
      expect(await basics.getByLabel('Titel').inputValue()).toBe(`${title} neu`)
      await page.unroute(`**/api/items/${itemId}`)
      await saveBar.getByRole('button', { name: 'Änderungen verwerfen' }).click()
      expect(await basics.getByLabel('Titel').inputValue()).toBe(title)

      // The list marks the place last opened and leads back to it.
      await page.goto(`${origin}/dashboard/places/?q=${encodeURIComponent(title)}`)
      const back = page.getByRole('link', { name: `Zurück zu „${title}“` })
      await expect.poll(() => back.isVisible(), { timeout: 15_000 }).toBe(true)
      await expect
        .poll(() => page.locator('tr[aria-current="true"]').getByRole('link', { name: title }).isVisible())
        .toBe(true)
      await back.click()
      await page.waitForURL(`${origin}/dashboard/places/${itemId}/`)
      await page.getByRole('button', { name: 'Ort löschen' }).click()
      // The dialog says what happens: gone from the maps, back from «Gelöschte Orte».
      const dialog = await page.getByRole('dialog').textContent()
      expect(dialog).toContain('Gelöschte Orte')
      expect(dialog).not.toContain('nicht rückgängig')
      await page.getByRole('button', { name: 'Löschen', exact: true }).click()
      await page.waitForURL(`${origin}/dashboard/places/`)
      // The list no longer offers the way back to the deleted place.
      await expect.poll(() => page.getByRole('heading', { name: 'Orte', level: 1 }).isVisible()).toBe(true)
      expect(await page.getByRole('link', { name: /^Zurück zu/ }).count()).toBe(0)
      await expect.poll(async () => (await publicPins(origin, shortId)).includes(nanoId)).toBe(false)
    } finally {
      await page.close()
    }
  })

  it("tells the fair's editor that a Vaduz place belongs to a map they may not edit, with no retry", async () => {
    const origin = serverOrigin()
    const [nanoId] = await publicPins(origin, await vaduzShortId(origin))
    const { id } = (await (await fetch(`${origin}/api/items/nanoid/${nanoId}`)).json()) as { id: number }
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    try {
      await page.goto(`${origin}/dashboard/places/${id}/`)
      await signInOnIssuerPage(page, 'messe@quo.local', fairEditorPassword())
      await page.waitForURL(`${origin}/dashboard/places/${id}/`)
      await expect
        .poll(
          () => page.getByText('Dieser Ort gehört zu einer Karte, die du nicht bearbeiten darfst.').count(),
          {
            timeout: 20_000,
          },
        )
        .toBe(1)
      expect(await page.getByRole('button', { name: 'Erneut versuchen' }).count()).toBe(0)
    } finally {
      await page.close()
    }
  })
})
