import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium, type Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { e2eChromium, useBrowser, waitForPins } from './browser.js'
import { vaduzPins } from './demoPlaces.js'
import { boothYellow, differing, drawnLevels, floorPlanPixels, setLayerVisible } from './floorPlan.js'
import { pauseServer, resumeServer, serverOrigin } from './server.js'

// The public map when the network drops (issue: offline kiosks and visitors). After one visit
// the site's service worker holds every code chunk and what the map loaded; with the network
// gone and the server down, a reload still shows the map with its pins, the search finds
// places (its index in the worker) and opens a card seen before, and a calm note says the device
// is offline. (A card never opened online has no details offline yet: to be built.)

const { browser, url } = useBrowser()

/** Loads the map until the service worker controls the page and has kept what the map loads. */
async function visitOnline(page: Page, cardPath?: string): Promise<void> {
  await page.goto(url('vaduz.localhost', '/map'))
  await waitForPins(page)
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 60_000 })
  // What the first load fetched before the worker took over is kept on the next one, and what
  // the search and cards read is fetched ahead once the map has drawn.
  await page.reload()
  await waitForPins(page)
  await page.waitForFunction(
    async () => {
      const paths = ['/api/tags/', '/api/categories/', '/api/items/details/keys/']
      const kept = await Promise.all(paths.map((p) => caches.match(new URL(p, location.origin).href)))
      return kept.every((answer) => answer !== undefined)
    },
    null,
    { timeout: 30_000, polling: 500 },
  )
  if (!cardPath) return
  // A card opened online stays available offline.
  await page.goto(url('vaduz.localhost', cardPath))
  await page.locator('[data-place-details] #place-title').waitFor({ timeout: 30_000 })
  await page.goto(url('vaduz.localhost', '/map'))
  await waitForPins(page)
}

/** Types a place's name into the search and opens its result row. */
async function openBySearch(page: Page, title: string): Promise<void> {
  await page.locator('#map-search').fill(title)
  const row = page.locator(`section[data-query="${title}"] li`).filter({ hasText: title })
  await row.first().waitFor({ timeout: 30_000 })
  await row.first().locator('a').first().click()
}

async function offline(context: BrowserContext, run: () => Promise<void>): Promise<void> {
  await context.setOffline(true)
  await pauseServer()
  try {
    await run()
  } finally {
    await resumeServer()
    await context.setOffline(false)
  }
}

/** Vaduz's town hall, as the public API names it. */
async function rathausOfVaduz(): Promise<{ nanoId: string; title: string }> {
  const [nanoId = '', title = ''] =
    (await vaduzPins(serverOrigin())).find(([, t]) => /^Rathaus/.test(t)) ?? []
  if (!nanoId) throw new Error('the demo has no town hall in Vaduz')
  return { nanoId, title }
}

/** A Vaduz place with a name of its own in the pins, other than `seen`. */
async function unseenPlace(seen: string): Promise<{ nanoId: string; title: string }> {
  const pins = await vaduzPins(serverOrigin())
  const counts = new Map<string, number>()
  for (const [, title] of pins) counts.set(title, (counts.get(title) ?? 0) + 1)
  const [nanoId = '', title = ''] =
    pins.find(([id, t]) => id !== seen && counts.get(t) === 1 && /^[A-ZÄÖÜ][a-zäöü]+ [A-Z]/.test(t)) ?? []
  if (!nanoId) throw new Error('no other named place in Vaduz')
  return { nanoId, title }
}

/** Titles of a list and a search shortcut of Vaduz's menu. */
async function menuSets(): Promise<string[]> {
  const read = async (path: string) =>
    (await (await fetch(`${serverOrigin()}/api${path}`)).json()) as { title: string; branchShortId: number }[]
  const vaduz = (sets: { title: string; branchShortId: number }[]) =>
    sets.find((s) => s.branchShortId === 3)?.title ?? ''
  const titles = [vaduz(await read('/lists/')), vaduz(await read('/search/shortcuts/'))]
  if (titles.includes('')) throw new Error('the demo has no list or no search shortcut in Vaduz')
  return titles
}

type TileErrors = { __quoMissedTiles: string[] }

/** Notes the map's sources whose tiles fail to load from here on (offline: not in the cache). */
async function watchMissedTiles(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as TileErrors & {
      __quoEngine: { map: { on(t: string, f: (e: { sourceId?: string }) => void): void } }
    }
    w.__quoMissedTiles = []
    w.__quoEngine.map.on('error', (e) => {
      if (e.sourceId) w.__quoMissedTiles.push(e.sourceId)
    })
  })
}
const missedTiles = (page: Page) => page.evaluate(() => (window as unknown as TileErrors).__quoMissedTiles)

describe('the map without a network', () => {
  it('is an app a phone can install: Chromium finds nothing missing, icons included', async () => {
    // An incognito context is never installable: a profile of its own, as a visitor's browser.
    const profile = mkdtempSync(join(tmpdir(), 'quo-install-'))
    const context = await chromium.launchPersistentContext(profile, {
      ...e2eChromium(),
      viewport: { width: 390, height: 844 },
    })
    try {
      const page = await context.newPage()
      await page.goto(url('vaduz.localhost', '/map'))
      await waitForPins(page)
      await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 60_000 })
      const cdp = await context.newCDPSession(page)
      expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([])
      const { errors, data } = await cdp.send('Page.getAppManifest')
      expect(errors).toEqual([])
      const manifest = JSON.parse(data ?? '{}') as {
        start_url: string
        icons: { src: string; type: string }[]
      }
      expect(manifest.start_url).toBe('/map')
      const answers = await page.evaluate(
        (srcs) =>
          Promise.all(
            srcs.map(async (src) => {
              const answer = await fetch(src)
              return `${answer.status} ${answer.headers.get('content-type')}`
            }),
          ),
        manifest.icons.map((i) => i.src),
      )
      expect(answers).toEqual(manifest.icons.map((i) => `200 ${i.type}`))
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  })

  it('on a phone: a reload offline shows the map and its pins, search finds a place and opens its card', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    try {
      const rathaus = await rathausOfVaduz()
      const other = await unseenPlace(rathaus.nanoId)
      const sets = await menuSets()
      await visitOnline(page, `/map/place/${rathaus.nanoId}`)
      await offline(context, async () => {
        await page.reload()
        await waitForPins(page)
        await expect
          .poll(() => page.getByText('Keine Internetverbindung', { exact: true }).isVisible())
          .toBe(true)
        // The search's code was never loaded online: it comes from the worker's cache.
        const heading = page.locator('#place-title')
        await openBySearch(page, rathaus.title)
        await expect.poll(() => heading.textContent(), { timeout: 30_000 }).toBe(rathaus.title)

        // A place never opened online: what the map knows of it, and when the rest comes.
        await openBySearch(page, other.title)
        await expect.poll(() => heading.textContent(), { timeout: 30_000 }).toBe(other.title)
        await expect
          .poll(() =>
            page.getByRole('note').filter({ hasText: 'sobald das Gerät wieder online ist' }).count(),
          )
          .toBe(1)
        await page.screenshot({ path: '/tmp/quo-e2e-offline-unseen-card.png' })

        // The menu's lists and shortcuts, from what the map read ahead online.
        for (const title of sets) {
          await page.getByRole('button', { name: 'Menü' }).click()
          await page.getByRole('link', { name: title }).click()
          const card = page.getByRole('region', { name: title })
          await expect.poll(() => card.locator('li').count(), { timeout: 30_000 }).toBeGreaterThan(0)
        }
        await page.screenshot({ path: '/tmp/quo-e2e-offline-phone.png' })
      })
    } finally {
      await context.close()
    }
  })

  it('on a phone: when the network drops on the open map, the search never used before finds a place, whose card fills in when it returns', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    try {
      const rathaus = await rathausOfVaduz()
      await visitOnline(page)
      const note = page.getByRole('note').filter({ hasText: 'sobald das Gerät wieder online ist' })
      const heading = page.locator('#place-title')
      await offline(context, async () => {
        await expect
          .poll(() => page.getByText('Keine Internetverbindung', { exact: true }).isVisible())
          .toBe(true)
        await openBySearch(page, rathaus.title)
        await expect.poll(() => heading.textContent(), { timeout: 30_000 }).toBe(rathaus.title)
        await expect.poll(() => note.count()).toBe(1)
      })
      // The network is back: the card's details come without a reload.
      await expect.poll(() => note.count(), { timeout: 30_000 }).toBe(0)
      expect(await heading.textContent()).toBe(rathaus.title)
      expect(await page.getByText('Keine Internetverbindung', { exact: true }).count()).toBe(0)
    } finally {
      await context.close()
    }
  })

  it('on a phone at the fair: offline, the floors switch and each shows its floor plan', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const fair = 'messe.localhost'
    try {
      await page.goto(url(fair, '/map'))
      await waitForPins(page)
      await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 60_000 })
      await page.reload()
      await waitForPins(page)
      // Only the ground floor was shown online; the other floor's plan was fetched ahead.
      await page.waitForFunction(
        () => performance.getEntriesByName('quo:floor-plans-warm').length > 0,
        null,
        {
          timeout: 60_000,
          polling: 500,
        },
      )
      const floors = page.getByRole('group', { name: 'Stockwerk' })
      await offline(context, async () => {
        await page.reload()
        await waitForPins(page)
        await watchMissedTiles(page)
        await expect
          .poll(() => floors.getByRole('button', { name: 'EG' }).getAttribute('aria-pressed'))
          .toBe('true')
        await expect.poll(() => drawnLevels(page)).toEqual(['EG'])
        const ground = await floorPlanPixels(page)
        await setLayerVisible(page, 'quo-level-EG', false)
        const groundBare = await floorPlanPixels(page)
        await setLayerVisible(page, 'quo-level-EG', true)
        expect(boothYellow(ground) - boothYellow(groundBare)).toBeGreaterThan(500)

        await floors.getByRole('button', { name: 'OG' }).click()
        await expect.poll(() => drawnLevels(page)).toEqual(['OG'])
        // A step closer, too: those tiles of the upper floor were never shown online.
        await page.evaluate(() => {
          const map = (
            window as unknown as { __quoEngine: { map: { getZoom(): number; jumpTo(o: object): void } } }
          ).__quoEngine.map
          map.jumpTo({ zoom: map.getZoom() + 1 })
        })
        const upper = await floorPlanPixels(page)
        await setLayerVisible(page, 'quo-level-OG', false)
        const upperBare = await floorPlanPixels(page)
        await setLayerVisible(page, 'quo-level-OG', true)
        // The upper floor's own plan, from the cache: drawn, and no tile of it missing.
        expect(differing(upper, upperBare)).toBeGreaterThan(2000)
        expect(await missedTiles(page)).toEqual([])
        await page.screenshot({ path: '/tmp/quo-e2e-offline-fair-og.png' })
      })
    } finally {
      await context.close()
    }
  })
})
