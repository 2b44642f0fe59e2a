import { slugify } from '@quo/branch-config'
import { describe, expect, it } from 'vitest'
import { rendered, useBrowser, waitForPins } from './browser.js'

// Vaduz's streets are found by the search field; an opened street is drawn along its whole
// length, and its card lists what lies on it (docs/product.md §3 search text, §4).

const { browser, url } = useBrowser()

describe('streets in search and on the map', () => {
  for (const viewport of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1440, height: 900 },
  ]) {
    it(`finds Äulestrasse and a cut-off "Landstr", draws the opened street and lists its places (${viewport.name})`, async () => {
      const page = await browser().newPage({ viewport })
      try {
        await page.goto(url('vaduz.localhost', '/map'))
        await waitForPins(page)
        const search = page.locator('#map-search')
        await search.fill('Landstr')
        const landstrasse = page.getByRole('link', { name: /^Landstrasse\s*Strasse/ })
        await expect.poll(() => landstrasse.count(), { timeout: 15_000 }).toBeGreaterThan(0)

        await search.fill('Äulestrasse')
        const row = page.getByRole('link', { name: /^Äulestrasse\s*Strasse/ })
        await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1)
        await row.click()
        await expect
          .poll(() => decodeURI(new URL(page.url()).pathname))
          .toMatch(new RegExp(`^/map/street/[\\w-]+/${slugify('Äulestrasse')}$`))
        await expect.poll(() => page.getByRole('heading', { name: 'Äulestrasse', level: 1 }).count()).toBe(1)
        // The street is drawn as a band along its length, and the card says what lies on it.
        await expect
          .poll(() => rendered(page, 'quo-street-highlight'), { timeout: 30_000 })
          .toBeGreaterThan(0)
        const along = page.locator('#along-street')
        await expect.poll(() => along.textContent()).toMatch(/an dieser Strasse/)
        const listed = await page.locator('section[aria-labelledby="along-street"] li').count()
        const heading = (await along.textContent()) ?? ''
        if (listed > 1) expect(heading).toContain(`${listed} Orte`)
        await page.waitForTimeout(600)
        await page.screenshot({ path: `/tmp/quo-e2e-street-${viewport.name}.png` })

        // Closing the card takes the band away.
        await page
          .getByRole('button', { name: /schliessen/i })
          .first()
          .click()
        await expect.poll(() => rendered(page, 'quo-street-highlight'), { timeout: 30_000 }).toBe(0)
      } finally {
        await page.close()
      }
    })
  }

  it('a stale street link shows a not-found card over the usable map', async () => {
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } })
    try {
      await page.goto(url('vaduz.localhost', '/map/street/zzzzzzzzzzzz/x'))
      await waitForPins(page)
      await expect
        .poll(() => page.getByRole('heading', { name: 'Diese Strasse wurde nicht gefunden.' }).count())
        .toBe(1)
      expect(await page.locator('#map-search').isVisible()).toBe(true)
    } finally {
      await page.close()
    }
  })
})
