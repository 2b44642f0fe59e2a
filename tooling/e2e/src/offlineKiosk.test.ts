import { MetricsSummary } from '@quo/contract'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { rendered, useBrowser, waitForPins } from './browser.js'
import { branchPins } from './demoPlaces.js'
import { deployNewRelease, pauseServer, resumeServer, serverOrigin } from './server.js'
import { staffAccessToken, staffFetch } from './staffSignIn.js'

// A kiosk at the fair or in the town hall when the shared Wi-Fi drops (issue: offline kiosks
// and visitors). Warmed up online, it keeps every function through ten minutes without a network
// — search, cards never opened before, the seasons, the idle reset and its screen saver — and
// when the network returns it sends what it counted exactly once and shows what staff changed
// meanwhile. A new release of the site waits for the kiosk's idle reset.

const { browser, url } = useBrowser()
const MALBUN = 'malbun.localhost'

/** Two places of the Malbun kiosk's map whose titles no other place there shares. */
async function twoPlaces(): Promise<{ nanoId: string; title: string }[]> {
  const pins = await branchPins(serverOrigin(), 'malbun')
  const counts = new Map<string, number>()
  for (const [, title] of pins) counts.set(title, (counts.get(title) ?? 0) + 1)
  const unique = pins.filter(([, t]) => counts.get(t) === 1 && /^[A-ZÄÖÜ][\wäöüß -]{4,}$/.test(t))
  if (unique.length < 2) throw new Error('the demo has too few named places in Malbun')
  return unique.slice(0, 2).map(([nanoId, title]) => ({ nanoId, title }))
}

/** Opens the kiosk, lets its service worker take over and waits for its warm-up to end. */
async function warmKiosk(page: Page, path: string): Promise<void> {
  await page.goto(url(MALBUN, path))
  await waitForPins(page)
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 60_000 })
  // What the first load fetched before the worker took over is kept on the next one.
  await page.reload()
  await waitForPins(page)
  await page.waitForFunction(() => performance.getEntriesByName('quo:kiosk-warm').length > 0, null, {
    timeout: 120_000,
    polling: 1000,
  })
}

async function openBySearch(page: Page, title: string): Promise<void> {
  await page.locator('#map-search').fill(title)
  const row = page.locator(`section[data-query="${title}"] li`).filter({ hasText: title })
  await row.first().waitFor({ timeout: 30_000 })
  await row.first().locator('a').first().click()
}

const checkedSeason = (page: Page) =>
  page.getByRole('group', { name: 'Saison' }).getByRole('radio', { checked: true }).getAttribute('value')

describe('a kiosk without a network', () => {
  it('keeps every function through ten minutes offline, then sends its counts once and shows a staff edit', async () => {
    const [place, edited] = (await twoPlaces()) as [
      { nanoId: string; title: string },
      { nanoId: string; title: string },
    ]
    const staff = staffFetch(await staffAccessToken(browser()))
    const { id: editedId } = (await (
      await fetch(`${serverOrigin()}/api/items/nanoid/${edited.nanoId}`)
    ).json()) as {
      id: number
    }
    const context = await browser().newContext({ viewport: { width: 1080, height: 1920 } })
    const page = await context.newPage()
    try {
      await warmKiosk(page, '/map?iskiosk&idle=120')
      // From here the page's clock runs on, and jumps when the test lets ten minutes pass. (Its
      // stand-in for `performance` keeps no marks, so it comes after the warm-up's.)
      await page.clock.install()
      const term = `zzkiosk${Date.now().toString(36)}`
      const newTitle = `${edited.title} (neu)`

      await context.setOffline(true)
      await pauseServer()
      try {
        await page.reload()
        await waitForPins(page)
        await expect
          .poll(() => page.getByText('Keine Internetverbindung', { exact: true }).isVisible())
          .toBe(true)
        // The basemap from the warm-up's tiles: streets and paths, not an empty land.
        await expect.poll(() => rendered(page, 'road')).toBeGreaterThan(0)
        // A search that finds nothing is counted, while offline.
        await page.locator('#map-search').fill(term)
        await expect.poll(() => page.getByText(`Keine Treffer für «${term}»`).isVisible()).toBe(true)
        await page.waitForTimeout(2500)
        // A card never opened on this kiosk: all of it, from the warm-up.
        await openBySearch(page, place.title)
        // The whole card, not only what the map knows of the place.
        const heading = page.locator('[data-place-details] #place-title')
        await expect.poll(() => heading.textContent(), { timeout: 30_000 }).toBe(place.title)
        expect(await page.getByText(/sobald das Gerät wieder online ist/).count()).toBe(0)
        expect(await page.locator('[aria-busy="true"]').count()).toBe(0)
        // Its main image too (where it has one), in the rendition the card chose, fetched ahead.
        const image = page.locator('article img').first()
        if ((await image.count()) > 0)
          await expect
            .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
            .toBe(true)
        await page.screenshot({ path: '/tmp/quo-e2e-offline-kiosk-card.png' })

        // The other season: its style came with the warm-up.
        const seasons = page.getByRole('group', { name: 'Saison' })
        const before = await checkedSeason(page)
        await seasons.getByRole('radio', { checked: false }).first().click({ force: true })
        await expect.poll(() => checkedSeason(page)).not.toBe(before)
        await waitForPins(page)
        await expect.poll(() => rendered(page, 'road')).toBeGreaterThan(0)
        await page.waitForFunction(() =>
          (
            window as unknown as { __quoEngine: { map: { areTilesLoaded(): boolean } } }
          ).__quoEngine.map.areTilesLoaded(),
        )
        await page.screenshot({ path: '/tmp/quo-e2e-offline-kiosk.png' })
      } finally {
        await resumeServer()
      }

      // Staff rename a place while the kiosk is still offline.
      expect((await staff('PUT', `/items/${editedId}`, { title: newTitle })).status).toBe(200)

      // Ten minutes nobody touches it: the idle reset, then the screen saver.
      await page.clock.fastForward('10:00')
      await page.waitForURL((u) => u.pathname === '/map', { timeout: 20_000 })
      const saver = page.getByRole('button', { name: /Berühren, um die Karte zu erkunden/ })
      await expect.poll(() => saver.isVisible()).toBe(true)
      expect(await page.locator('#place-title').count()).toBe(0)
      await page.screenshot({ path: '/tmp/quo-e2e-offline-kiosk-idle.png' })

      await context.setOffline(false)
      // What it counted offline arrives, each event once.
      await expect
        .poll(
          async () => {
            const res = await staff('GET', '/metrics/summary/')
            const summary = MetricsSummary.parse(await res.json())
            return summary.noResultSearches.find((s) => s.term === term)?.count ?? 0
          },
          { timeout: 30_000, interval: 1000 },
        )
        .toBe(1)
      // The staff edit shows within a minute of the network's return.
      await saver.click()
      await expect
        .poll(
          async () => {
            await page.locator('#map-search').fill(newTitle)
            return page.locator(`section[data-query="${newTitle}"] li`).filter({ hasText: newTitle }).count()
          },
          { timeout: 60_000, interval: 2000 },
        )
        .toBeGreaterThan(0)
      await page.waitForTimeout(3000)
      const again = await staff('GET', '/metrics/summary/')
      expect(
        MetricsSummary.parse(await again.json()).noResultSearches.find((s) => s.term === term)?.count,
      ).toBe(1)
    } finally {
      await staff('PUT', `/items/${editedId}`, { title: edited.title })
      await context.close()
    }
    // A warm-up, ten minutes offline and a minute for the edit, on shared cores.
  }, 300_000)

  it('takes a new release only at its idle reset, never while someone uses it', async () => {
    const [place] = await twoPlaces()
    const context = await browser().newContext({ viewport: { width: 1080, height: 1920 } })
    const page = await context.newPage()
    try {
      await warmKiosk(page, '/map?iskiosk&idle=120')
      await page.clock.install()
      const release = () => page.evaluate(() => document.querySelector('meta[name="quo-release"]') !== null)
      expect(await release()).toBe(false)
      // Someone is reading a card when the new release goes out.
      await openBySearch(page, place?.title ?? '')
      await page.locator('#place-title').waitFor()
      await deployNewRelease()
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()))
      await page.waitForFunction(
        () => navigator.serviceWorker.getRegistration().then((r) => r?.waiting != null),
        null,
        { timeout: 60_000, polling: 500 },
      )
      // The card stays under the visitor's finger: no reload while the kiosk is in use.
      await page.clock.fastForward('01:00')
      await page.waitForTimeout(3000)
      expect(await page.locator('#place-title').textContent()).toBe(place?.title)
      expect(await release()).toBe(false)
      // Nobody touches it any more: at the idle reset the kiosk reloads into the new release.
      await page.clock.fastForward('02:00')
      await expect.poll(release, { timeout: 30_000 }).toBe(true)
      await waitForPins(page)
      expect(new URL(page.url()).searchParams.has('iskiosk')).toBe(true)
    } finally {
      await context.close()
    }
  })
})
