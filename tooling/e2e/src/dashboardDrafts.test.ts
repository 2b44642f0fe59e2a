import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.js'
import { vaduzPlace } from './demoPlaces.js'
import { pauseServer, resumeServer, serverOrigin } from './server.js'
import { signInOnIssuerPage } from './staffSignIn.js'

// Nothing staff type is lost (issue: the dashboard for daily work): a save while the product
// is restarting keeps the form and succeeds once it is back; a reload offers the draft kept in
// the browser; typed text in a side form is asked about before leaving; a value the editor can
// check is marked at its field, which takes the focus; a detail the server refuses is marked
// at its field as well.

const { browser } = useBrowser()

async function openEditor(page: Page, origin: string, id: number, title: string) {
  await page.goto(`${origin}/dashboard/places/${id}/`)
  await expect
    .poll(() => page.getByRole('heading', { name: title, level: 1 }).isVisible(), { timeout: 20_000 })
    .toBe(true)
}

describe('the place editor keeps what staff type', () => {
  it('through a server restart, a reload, a side form and a refused value', async () => {
    const origin = serverOrigin()
    const place = await vaduzPlace(origin, 3)
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    const basics = page.getByRole('region', { name: 'Grunddaten' })
    const saveBar = page.getByRole('region', { name: 'Ort speichern' })
    const title = basics.getByLabel('Titel')
    try {
      await page.goto(`${origin}/dashboard/places/${place.id}/`)
      await signInOnIssuerPage(page)
      await openEditor(page, origin, place.id, place.title)

      // A number the editor can check is marked as it is typed, and at saving it takes the focus.
      await page.getByLabel('Angabe hinzufügen …').selectOption({ label: 'Höhe über Meer' })
      const elevation = page.getByLabel('Höhe über Meer', { exact: true })
      await elevation.fill('ca. 455')
      await expect.poll(() => page.getByText(/Bitte nur eine Zahl angeben/).isVisible()).toBe(true)
      await title.fill(`${place.title} am Rhein`)
      await saveBar.getByRole('button', { name: 'Speichern' }).click()
      await expect.poll(() => elevation.evaluate((el) => el === document.activeElement)).toBe(true)
      expect(await elevation.getAttribute('aria-invalid')).toBe('true')
      await elevation.fill('455')

      // The product restarts while the form is open: the save fails, the form stays as typed.
      await pauseServer()
      await saveBar.getByRole('button', { name: 'Speichern' }).click()
      await expect
        .poll(
          () => page.getByRole('alert').filter({ hasText: 'Der Server ist nicht erreichbar' }).isVisible(),
          {
            timeout: 20_000,
          },
        )
        .toBe(true)
      // Reading the place again failed too; it must not replace the form.
      await page.waitForTimeout(1_000)
      expect(await title.inputValue()).toBe(`${place.title} am Rhein`)
      expect(await elevation.inputValue()).toBe('455')
      expect(await page.getByText('Der Ort konnte nicht geladen werden.').count()).toBe(0)

      await resumeServer()
      await page.getByRole('button', { name: 'Erneut speichern' }).click()
      await expect.poll(() => saveBar.getByText('Alle Änderungen sind gespeichert.').isVisible()).toBe(true)
      const stored = (await (await fetch(`${origin}/api/items/nanoid/${place.nanoId}`)).json()) as {
        title: string
        itemDetails: { dataKeyV2: string; dataValue: string; dataValueUnit: string | null }[]
      }
      expect(stored.title).toBe(`${place.title} am Rhein`)
      expect(stored.itemDetails.find((d) => d.dataValue === '455')?.dataValueUnit).toBe('m')

      // A reload (or a crash, a closed tab) offers the draft kept in the browser.
      await title.fill(`${place.title} Nord`)
      await page.waitForTimeout(600)
      page.once('dialog', (dialog) => void dialog.accept())
      await page.reload()
      await openEditor(page, origin, place.id, `${place.title} am Rhein`)
      expect(await title.inputValue()).toBe(`${place.title} am Rhein`)
      await page.getByRole('button', { name: 'Entwurf wiederherstellen' }).click()
      expect(await title.inputValue()).toBe(`${place.title} Nord`)
      await saveBar.getByRole('button', { name: 'Änderungen verwerfen' }).click()
      expect(await title.inputValue()).toBe(`${place.title} am Rhein`)

      // Text typed into a side form is asked about before the screen is left.
      const mentions = page.getByRole('region', { name: 'Erwähnungen' })
      await mentions.getByLabel('Titel').fill('Neuer Artikel im Vaterland')
      await page.getByRole('link', { name: 'Orte', exact: true }).first().click()
      const dialog = page.getByRole('dialog', { name: 'Änderungen verwerfen?' })
      await expect.poll(() => dialog.isVisible()).toBe(true)
      await dialog.getByRole('button', { name: 'Weiter bearbeiten' }).click()
      expect(new URL(page.url()).pathname).toBe(`/dashboard/places/${place.id}/`)
      expect(await mentions.getByLabel('Titel').inputValue()).toBe('Neuer Artikel im Vaterland')
      await mentions.getByLabel('Titel').fill('')

      // A detail the server refuses (what the API answers for it, made to happen here) is
      // marked at its own field, which takes the focus; the summary stays above.
      await page.route('**/api/items/details/*', (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({
              status: 400,
              contentType: 'application/problem+json',
              body: JSON.stringify({
                type: 'about:blank',
                title: 'Bad Request',
                status: 400,
                errors: [{ path: 'body.dataValue', message: 'Value must be a number' }],
              }),
            })
          : route.continue(),
      )
      await elevation.fill('456')
      await page.keyboard.press('Control+s')
      await expect.poll(() => elevation.evaluate((el) => el === document.activeElement)).toBe(true)
      expect(await elevation.getAttribute('aria-invalid')).toBe('true')
      await expect.poll(() => page.getByText('Bitte prüfe die markierten Angaben.').isVisible()).toBe(true)
      expect(await elevation.inputValue()).toBe('456')
      await page.unroute('**/api/items/details/*')
    } finally {
      await page.close()
    }
  })

  it('lists at least ten places above the fold on 1440×900, with one scrollbar', async () => {
    const origin = serverOrigin()
    const page = await browser().newPage({ viewport: { width: 1440, height: 900 } })
    try {
      await page.goto(`${origin}/dashboard/places/`)
      await signInOnIssuerPage(page)
      await page.getByRole('row').nth(12).waitFor({ timeout: 20_000 })
      const layout = await page.evaluate(() => {
        const main = document.querySelector('main')
        const rows = [...document.querySelectorAll('tbody tr')].filter((row) => {
          const box = row.getBoundingClientRect()
          return box.height > 20 && box.top >= 0 && box.bottom <= window.innerHeight
        })
        return {
          rows: rows.length,
          mainScrolls: !!main && main.scrollHeight > main.clientHeight + 1,
          pageScrolls: document.documentElement.scrollHeight > window.innerHeight + 1,
        }
      })
      expect(layout.rows).toBeGreaterThanOrEqual(10)
      // The list scrolls in itself; the page around it does not.
      expect(layout.mainScrolls).toBe(false)
      expect(layout.pageScrolls).toBe(false)
    } finally {
      await page.close()
    }
  })
})
