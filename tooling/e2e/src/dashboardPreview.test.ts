import type { FrameLocator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.js'
import { vaduzPlace } from './demoPlaces.js'
import { serverOrigin } from './server.js'
import { signInOnIssuerPage } from './staffSignIn.js'

// The public card inside the place editor, before saving (issue 28, item 11): "Vorschau" shows
// the card as the map's own site draws it, framed from that map's host, and it follows what is
// typed — title, a new detail, a closing — without anything being sent to the API. On a phone the
// preview covers the form and closing it returns to the form with the typed values.

const { browser } = useBrowser()

const previewOf = (page: Page): FrameLocator => page.frameLocator('iframe[title^="Vorschau der Karte"]')

/** Write requests to the API, which a preview must not send. */
function recordWrites(page: Page): string[] {
  const writes: string[] = []
  page.on('request', (r) => {
    if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/items')) writes.push(r.url())
  })
  return writes
}

describe('the card preview in the place editor', () => {
  for (const viewport of [
    { name: 'desktop', width: 1440, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    it(`shows the unsaved form as the public card on a ${viewport.name}`, async () => {
      const origin = serverOrigin()
      const place = await vaduzPlace(origin, viewport.name === 'desktop' ? 6 : 7)
      const page = await browser().newPage({ viewport })
      const writes = recordWrites(page)
      try {
        await page.goto(`${origin}/dashboard/places/${place.id}/`)
        await signInOnIssuerPage(page)
        await expect
          .poll(() => page.getByRole('heading', { name: place.title, level: 1 }).isVisible(), {
            timeout: 20_000,
          })
          .toBe(true)

        const title = page.getByRole('region', { name: 'Grunddaten' }).getByLabel('Titel')
        await title.fill(`${place.title} (neu)`)
        const description = page.getByLabel('Kurzbeschreibung', { exact: true })
        if ((await description.count()) === 0)
          await page.getByLabel('Angabe hinzufügen …').selectOption({ label: 'Kurzbeschreibung' })
        await description.fill('Frisch renoviert, mit Terrasse.')

        const open = page.getByRole('button', { name: 'Vorschau', exact: true })
        await open.click()
        expect(await open.getAttribute('aria-expanded')).toBe('true')
        const card = previewOf(page)
        const heading = card.locator('#place-title')
        await expect.poll(() => heading.textContent(), { timeout: 30_000 }).toBe(`${place.title} (neu)`)
        await expect.poll(() => card.getByText('Frisch renoviert, mit Terrasse.').isVisible()).toBe(true)
        // The map's own site draws it: the frame is on the map's host, not the dashboard's.
        const src = (await page.locator('iframe[title^="Vorschau der Karte"]').getAttribute('src')) ?? ''
        expect(new URL(src).host).toMatch(/^[a-z0-9-]+\.localhost:\d+$/)
        // Nothing of a visitor's card that sends or closes: the place is not saved yet.
        expect(await card.getByRole('button', { name: 'Schliessen' }).count()).toBe(0)
        expect(await card.getByRole('button', { name: /Änderung melden/ }).count()).toBe(0)

        // Typing on goes on showing in the preview (beside the form on a desktop).
        if (viewport.name === 'phone') {
          await page.screenshot({ path: `/tmp/quo-e2e-preview-${viewport.name}.png` })
          await page.getByRole('complementary').getByRole('button', { name: 'Schliessen' }).click()
          // Back at the form, with what was typed.
          expect(await title.inputValue()).toBe(`${place.title} (neu)`)
          await title.fill(`${place.title} (neuer)`)
          await open.click()
        } else {
          await title.fill(`${place.title} (neuer)`)
        }
        await expect.poll(() => heading.textContent(), { timeout: 30_000 }).toBe(`${place.title} (neuer)`)
        if (viewport.name === 'desktop') {
          // Beside the form, which stays usable.
          expect(await title.isVisible()).toBe(true)
          await page.screenshot({ path: `/tmp/quo-e2e-preview-${viewport.name}.png` })
        }

        // Nothing was saved: the public place is as it was.
        expect(writes).toEqual([])
        const stored = (await (await fetch(`${origin}/api/items/nanoid/${place.nanoId}`)).json()) as {
          title: string
        }
        expect(stored.title).toBe(place.title)
      } finally {
        await page.close()
      }
    })
  }
})
