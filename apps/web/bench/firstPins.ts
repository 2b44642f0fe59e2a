import type { Browser, BrowserContext, Page } from 'playwright-core'

/** The web app marks its first frame with pins under these names (src/app/firstPins.ts). */
const FIRST_PINS_MARK = 'quo:first-pins'
const MAP_PINS_MARK = 'quo:map-pins'

export interface PageTiming {
  /** Navigation start → first frame with pins (the start-pins picture or the map). */
  firstPinsMs: number
  /** Navigation start → the interactive map's first frame with pins. */
  mapPinsMs: number
  /** Navigation start → DOMContentLoaded: the initial scripts have run. */
  domContentLoadedMs: number
  /** Navigation start → the basemap items' response has arrived. */
  basemapMs: number
  /** Bytes of the basemap response on the wire. */
  basemapBytes: number
  /** Every byte the page received before its first pins (document, scripts, the start-pins picture). */
  bytesToFirstPins: number
  /** Every byte the page received before the interactive map's pins (document, scripts, data, tiles). */
  bytesToMapPins: number
  /** The JavaScript among them: the app's chunks, dynamic imports loaded at boot and MapLibre. */
  scriptBytesToMapPins: number
  /**
   * The main thread's busy time before the interactive map's pins: the long animation frames
   * (over 50 ms each, Chromium's `long-animation-frame` entries, cut at the mark), where at 4×
   * CPU nearly all of a page's work falls. Short frames are left out, for the app as for the floor.
   */
  busyToMapPinsMs: number
}

// Resolves with the mark's time as soon as the app makes it; no polling that would cost the
// throttled page CPU time.
const OBSERVE = `window.__quoFrames = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__quoFrames.push([e.startTime, e.duration])
}).observe({ type: 'long-animation-frame', buffered: true });
window.__quoPins = [${JSON.stringify(FIRST_PINS_MARK)}, ${JSON.stringify(MAP_PINS_MARK)}].map((name) =>
  new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      const mark = list.getEntriesByName(name)[0]
      if (mark) { observer.disconnect(); resolve(mark.startTime) }
    }).observe({ type: 'mark', buffered: true })
  }))`

const READ = `Promise.all(window.__quoPins).then(([firstPinsMs, mapPinsMs]) => {
  const nav = performance.getEntriesByType('navigation')[0]
  const basemap = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/items/basemap/'))
  const received = (by) => [nav, ...performance.getEntriesByType('resource')].filter((e) => e && e.responseEnd <= by)
  const before = received(mapPinsMs)
  const bytes = (entries) => entries.reduce((sum, e) => sum + (e.transferSize || e.encodedBodySize || 0), 0)
  return {
    firstPinsMs,
    mapPinsMs,
    bytesToFirstPins: bytes(received(firstPinsMs)),
    bytesToMapPins: bytes(before),
    scriptBytesToMapPins: bytes(before.filter((e) => /\\.m?js$/.test(new URL(e.name).pathname))),
    domContentLoadedMs: nav ? nav.domContentLoadedEventEnd : NaN,
    busyToMapPinsMs: window.__quoFrames.reduce((sum, [start, duration]) => sum + Math.max(0, Math.min(start + duration, mapPinsMs) - start), 0),
    basemapMs: basemap ? basemap.responseEnd : NaN,
    basemapBytes: basemap ? basemap.encodedBodySize : NaN,
  }
})`

/** Goes to `url` on `page` (made with {@link observePins}) and times it until the map has drawn its pins. */
export async function visit(page: Page, url: string, timeoutMs = 120_000): Promise<PageTiming> {
  const errors: string[] = []
  const onError = (e: Error) => errors.push(e.message)
  page.on('pageerror', onError)
  await page.goto(url, { waitUntil: 'commit' })
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no pins within ${timeoutMs / 1000} s on ${url} ${errors.join('; ')}`)),
      timeoutMs,
    )
  })
  try {
    return await Promise.race([page.evaluate(READ) as Promise<PageTiming>, timeout])
  } finally {
    clearTimeout(timer)
    page.off('pageerror', onError)
  }
}

/** A mobile network as Chrome's DevTools emulate it: round trip and throughput. */
export interface NetworkProfile {
  name: string
  latencyMs: number
  downKbps: number
  upKbps: number
}

/**
 * A page in `context` that reports its pin marks to {@link visit}, its CPU slowed `cpuSlowdown`
 * times and its requests over `network` (none: loopback as is). Answers the site's service
 * worker gives from its caches pass by the emulated network, as on a phone.
 */
export async function observePins(
  context: BrowserContext,
  cpuSlowdown: number,
  network?: NetworkProfile,
): Promise<Page> {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
  if (network) {
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.latencyMs,
      downloadThroughput: (network.downKbps * 1024) / 8,
      uploadThroughput: (network.upKbps * 1024) / 8,
    })
  }
  await page.addInitScript(OBSERVE)
  return page
}

/**
 * Opens `url` in a fresh browser context (cold cache), with the CPU slowed down `cpuSlowdown`
 * times through the DevTools protocol, and times it until the map has drawn its pins.
 */
export async function timeFirstPins(
  browser: Browser,
  url: string,
  cpuSlowdown: number,
  timeoutMs = 120_000,
): Promise<PageTiming> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    return await visit(await observePins(context, cpuSlowdown), url, timeoutMs)
  } finally {
    await context.close()
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2
}
