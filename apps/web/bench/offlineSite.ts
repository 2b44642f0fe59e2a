/// <reference lib="dom" />
// The page-side code below runs in Chromium, where the DOM types apply.
import type { Browser, Page } from 'playwright-core'
import { type NetworkProfile, observePins, visit } from './firstPins.js'

/** A returning visitor's first pins against the first visit's, in one browser profile. */
export interface RepeatVisit {
  /** First pins (the start-pins picture or the map). */
  coldMs: number
  warmMs: number
  /** The interactive map's first pins. */
  coldMapMs: number
  warmMapMs: number
}

/** Resolves once the site's service worker controls the page and keeps the branch's pins. */
async function pinsKept(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 60_000 })
  await page.waitForFunction(
    async () => {
      const cache = await caches.open('quo-reads')
      return (await cache.keys()).some((r) => r.url.includes('/api/items/basemap/'))
    },
    null,
    { timeout: 60_000, polling: 500 },
  )
}

/**
 * Opens `url` in a fresh profile (cold: no cache, no service worker) over `network`, lets the site's worker
 * take over and keep what the map read, then opens it again as a returning visitor does: the
 * page, its code and the pins come from the worker's cache, revalidated behind them.
 */
export async function timeRepeatVisit(
  browser: Browser,
  url: string,
  cpuSlowdown: number,
  network?: NetworkProfile,
): Promise<RepeatVisit> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  try {
    const page = await observePins(context, cpuSlowdown, network)
    const cold = await visit(page, url)
    await pinsKept(page)
    const warm = await visit(page, url)
    return {
      coldMs: cold.firstPinsMs,
      warmMs: warm.firstPinsMs,
      coldMapMs: cold.mapPinsMs,
      warmMapMs: warm.mapPinsMs,
    }
  } finally {
    await context.close()
  }
}

/** What a kiosk's profile holds after its warm-up: per cache, entries and bytes; the origin's total. */
export interface KioskStorage {
  caches: Record<string, { entries: number; bytes: number }>
  /** The origin's whole storage as the browser counts it (caches, IndexedDB, overhead). */
  usageBytes: number
  warmUp: { tiles: number; places: number }
}

/** Opens a kiosk, waits for its warm-up (src/map/offlineWarmUp.ts) and measures what it keeps. */
export async function kioskStorage(browser: Browser, url: string): Promise<KioskStorage> {
  const context = await browser.newContext({ viewport: { width: 1080, height: 1920 } })
  try {
    const page = await context.newPage()
    await page.goto(url)
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 60_000 })
    await page.reload()
    await page.waitForFunction(() => performance.getEntriesByName('quo:kiosk-warm').length > 0, null, {
      timeout: 300_000,
      polling: 1000,
    })
    return await page.evaluate(async () => {
      const kept: Record<string, { entries: number; bytes: number }> = {}
      for (const name of await caches.keys()) {
        const cache = await caches.open(name)
        const requests = await cache.keys()
        let bytes = 0
        for (const request of requests)
          bytes += (await (await cache.match(request))?.arrayBuffer())?.byteLength ?? 0
        kept[name.startsWith('workbox-precache') ? 'precache' : name] = { entries: requests.length, bytes }
      }
      const mark = performance.getEntriesByName('quo:kiosk-warm')[0] as PerformanceMark
      return {
        caches: kept,
        usageBytes: (await navigator.storage.estimate()).usage ?? 0,
        warmUp: mark.detail as { tiles: number; places: number },
      }
    })
  } finally {
    await context.close()
  }
}
