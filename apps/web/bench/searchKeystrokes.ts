import type { Browser, Page } from 'playwright-core'
import { percentile } from './percentile.js'

/** Words typed letter by letter, as a visitor looking for places would. */
const WORDS = ['Restaurant', 'Landstrasse', 'Apotheke']
/** Time between two keystrokes: a quick typist on a phone. */
const KEY_GAP_MS = 120

export interface KeystrokeTimes {
  /**
   * Per keystroke: the time its event handlers ran (Event Timing: processing of the key's
   * keydown, keypress, beforeinput and input), the work a keystroke itself costs the page. A
   * key the API did not report (under 16 ms in all) counts as 16 ms.
   */
  handlerMs: number[]
  /**
   * Per keystroke: key down → its handlers done, including the wait for the main thread (what
   * earlier work, the map's drawing and a busy machine make it wait).
   */
  handledMs: number[]
  /**
   * Per keystroke: key down → the next frame painted after it. Includes drawing the map, which
   * under SwiftShader (software WebGL) takes far longer than on a phone's GPU.
   */
  frameMs: number[]
  /** Per keystroke: key down → the results card shows the answer to the text typed so far. */
  resultsMs: number[]
  /** The search worker's index: how long its last build took (CPU not slowed), and its heap after. */
  index: { buildMs: number; workerHeapBytes: number }
}

/** The search worker's name and its measure of an index build (src/search/). */
const SEARCH_WORKER = 'search.worker'
const SEARCH_INDEX_MEASURE = 'quo:search-index'

/**
 * The search worker's last index build and the bytes its heap holds: the build as the worker
 * measured it, the heap through the DevTools protocol (the page's own memory API does not see
 * a worker).
 */
async function searchIndexFigures(browser: Browser, page: Page): Promise<KeystrokeTimes['index']> {
  const worker = page.workers().find((w) => w.url().includes(SEARCH_WORKER))
  if (!worker) throw new Error('the page has no search worker')
  const buildMs = await worker.evaluate(
    (name) => performance.getEntriesByName(name).at(-1)?.duration ?? Number.NaN,
    SEARCH_INDEX_MEASURE,
  )
  const cdp = await browser.newBrowserCDPSession()
  try {
    const { targetInfos } = await cdp.send('Target.getTargets')
    const target = targetInfos.find((t) => t.type === 'worker' && t.url === worker.url())
    if (!target) throw new Error('the search worker is not among the browser targets')
    const { sessionId } = await cdp.send('Target.attachToTarget', {
      targetId: target.targetId,
      flatten: false,
    })
    const usage = new Promise<number>((resolve) => {
      cdp.on('Target.receivedMessageFromTarget', (event) => {
        const message = JSON.parse(event.message) as { id?: number; result?: { usedSize: number } }
        if (event.sessionId === sessionId && message.id === 1) resolve(message.result?.usedSize ?? Number.NaN)
      })
    })
    await cdp.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: 1, method: 'Runtime.getHeapUsage' }),
    })
    return { buildMs, workerHeapBytes: await usage }
  } finally {
    await cdp.detach()
  }
}

// Installed in the page: Event Timing entries give each keystroke's handling; each key down
// also schedules a probe of the next frame after its handlers (rAF, then a message: after the
// frame's paint); a mutation observer notes when the results card answers the text typed.
const PROBE = `(() => {
  const input = document.querySelector('#map-search')
  const keys = (window.__quoKeys = [])
  const events = (window.__quoKeyEvents = [])
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) events.push({ id: e.interactionId, start: e.startTime, end: e.processingEnd, processing: e.processingEnd - e.processingStart })
  }).observe({ type: 'event', durationThreshold: 16 })
  input.addEventListener('keydown', (e) => {
    const key = { down: e.timeStamp, frame: NaN, results: NaN, text: null }
    keys.push(key)
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => { key.frame = performance.now() - key.down }
      channel.port2.postMessage(0)
    })
  }, true)
  input.addEventListener('input', () => { const key = keys[keys.length - 1]; if (key) key.text = input.value.trim() })
  const answered = () => {
    const card = document.querySelector('section[data-query]')
    if (!card) return
    const query = card.getAttribute('data-query')
    for (const key of keys) if (key.text === query && Number.isNaN(key.results)) key.results = performance.now() - key.down
  }
  new MutationObserver(answered).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-query'] })
})()`

// Each key's events (keydown, keypress, input …) share an interaction id; its handling ends
// with the last of them. Keys the API did not report were faster than 16 ms.
interface KeyTimes {
  handler: number
  handled: number
  frame: number
  results: number
}
/** Resolves once MapLibre is idle: no tiles loading, no camera move, placement done. */
const SETTLED = `new Promise((resolve) => {
  const map = window.__quoEngine.map
  setTimeout(() => { map.once('idle', resolve); map.triggerRepaint() }, 1500)
})`

const READ = `(() => {
  const byInteraction = new Map()
  for (const e of window.__quoKeyEvents) {
    const seen = byInteraction.get(e.id)
    byInteraction.set(e.id, seen ? { start: Math.min(seen.start, e.start), end: Math.max(seen.end, e.end), processing: seen.processing + e.processing } : e)
  }
  return window.__quoKeys.map((k) => {
    const own = [...byInteraction.values()].find((i) => Math.abs(i.start - k.down) < 1)
    return { handler: own ? own.processing : 16, handled: own ? own.end - own.start : 16, frame: k.frame, results: k.results }
  })
})()`

/**
 * Opens the map at `url`, waits for its pins, slows the CPU down `cpuSlowdown` times and types
 * the words into the search field one letter at a time, clearing the field between words.
 */
export async function timeSearchKeystrokes(
  browser: Browser,
  url: string,
  cpuSlowdown: number,
): Promise<KeystrokeTimes> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    await page.goto(url)
    // The app marks the frame in which the map has drawn its pins (src/app/firstPins.ts).
    await page.waitForFunction(() => performance.getEntriesByName('quo:map-pins').length > 0, null, {
      timeout: 120_000,
    })
    // The page as it stays: its service worker installed (at the first pause after the pins; its
    // 3.5 MB install on 2 shared cores slows a keystroke's handlers by about a half meanwhile).
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 60_000 })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    await page.evaluate(PROBE)
    const times: Omit<KeystrokeTimes, 'index'> = { handlerMs: [], handledMs: [], frameMs: [], resultsMs: [] }
    for (const word of WORDS) {
      await page.fill('#map-search', '')
      // Each word starts on a settled map: the last word's highlight undone and drawn.
      await page.evaluate(SETTLED)
      await page.focus('#map-search')
      await page.evaluate('window.__quoKeys.length = 0; window.__quoKeyEvents.length = 0')
      for (const letter of word) {
        await page.keyboard.press(letter)
        await page.waitForTimeout(KEY_GAP_MS)
      }
      // The last letter's results, however long they take; its events reported.
      await page.waitForSelector(`section[data-query="${word}"]`, { timeout: 60_000 })
      await page.waitForTimeout(500)
      const keys = (await page.evaluate(READ)) as KeyTimes[]
      times.handlerMs.push(...keys.map((k) => k.handler))
      times.handledMs.push(...keys.map((k) => k.handled))
      times.frameMs.push(...keys.map((k) => k.frame).filter(Number.isFinite))
      times.resultsMs.push(...keys.map((k) => k.results).filter(Number.isFinite))
    }
    return { ...times, index: await searchIndexFigures(browser, page) }
  } finally {
    await context.close()
  }
}

/** "p50 12 ms, p95 31 ms (30 keystrokes)". */
export function keystrokeSummary(values: readonly number[]): string {
  const ms = (v: number) => `${Math.round(v)} ms`
  return `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))} (${values.length} keystrokes)`
}
