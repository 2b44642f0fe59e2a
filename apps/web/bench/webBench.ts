// `pnpm bench:web`: the gzipped size of what the public site loads up front (MapLibre apart),
// and in Chromium on loopback the time from navigation to the first frame with pins for a
// branch with 1,000 and one with 20,000 items (BENCH_ITEMS), with and without 4× CPU throttling (median of
// BENCH_RUNS, default 5, each in a fresh browser context with a cold cache). Exits 1 when a
// budget is exceeded. Then Lighthouse's mobile run on the 1,000-item branch (budget:
// performance ≥ 80, TBT ≤ 600 ms, LCP ≤ 2.5 s), and on MapLibre alone with the same style, view
// and pins for comparison. Offline: a returning phone visitor's first pins with the service worker
// warm against the first visit at 4× CPU, on loopback and on Slow 4G, and what a kiosk keeps
// after its warm-up (budget 50 MB). The interactive map's pins against MapLibre alone with the
// same style and pins (budget 1.2×), and a staff save to the moved pin on an open map (budget
// 2 s). BENCH_WEB_PARTS picks parts (see PARTS).
// `--no-build` measures the dist/ folders as they are.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  buildFirst,
  bundleSizes,
  chromiumOptions,
  kb,
  signInOverHttp,
  startProductServer,
  total,
} from '@quo/bench'
import { chromium } from 'playwright-core'
import { median, type NetworkProfile, type PageTiming, timeFirstPins } from './firstPins.js'
import { installFloorPage } from './floorPage.js'
import { timeWriteToPin } from './followEdit.js'
import { type LighthouseFigures, runLighthouse } from './lighthouse.js'
import { type KioskStorage, kioskStorage, type RepeatVisit, timeRepeatVisit } from './offlineSite.js'
import { percentile } from './percentile.js'
import { type KeystrokeTimes, keystrokeSummary, timeSearchKeystrokes } from './searchKeystrokes.js'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const BUDGET = {
  initialJsGzip: 150 * 1024,
  firstPinsMs: 2500,
  lighthouse: 80,
  tbtMs: 600,
  lcpMs: 2500,
  /** What a kiosk's profile keeps for one branch after its warm-up (docs/apps.md, "Offline"). */
  kioskStorageBytes: 50 * 1024 * 1024,
  /** A staff save to the moved pin on a visitor's open map (issue 32). */
  writeToPinMs: 2000,
  /** The interactive map's pins at the largest branch against MapLibre alone, same style and pins (issue 32). */
  mapPinsToFloor: 1.2,
  /** The main thread's long frames before those pins against MapLibre alone's (issue 32). */
  busyToFloor: 1.2,
}
/** The CPU slowdown of the returning visitor's measurement. */
const REPEAT_SLOWDOWN = 4
/**
 * The returning visitor's networks: loopback (what the CPU alone costs) and Chrome DevTools'
 * "Slow 4G" preset, the mobile network Lighthouse's mobile run assumes.
 */
const REPEAT_NETWORKS: (NetworkProfile | undefined)[] = [
  undefined,
  { name: 'Slow 4G', latencyMs: 562.5, downKbps: 1440, upKbps: 675 },
]
/** The branch Lighthouse measures: Schaan, resized to 1,000 items. */
const LIGHTHOUSE_BRANCH = 4
/** Demo branches resized for the bench: Schaan to 1,000 items, Vaduz to 20,000 (BENCH_ITEMS). */
const BRANCHES = [
  { shortId: LIGHTHOUSE_BRANCH, items: 1_000 },
  { shortId: 3, items: Number(process.env.BENCH_ITEMS ?? 20_000) },
]
const SLOWDOWNS = [1, 4]
/**
 * The parts to run, e.g. `BENCH_WEB_PARTS=keystrokes,repeat` (default all): pins, repeat, kiosk,
 * floor, keystrokes, follow, lighthouse. The budgets of the parts that ran apply.
 */
const PARTS = process.env.BENCH_WEB_PARTS ? new Set(process.env.BENCH_WEB_PARTS.split(',')) : null
const wants = (part: 'pins' | 'repeat' | 'kiosk' | 'floor' | 'keystrokes' | 'follow' | 'lighthouse') =>
  !PARTS || PARTS.has(part)
/**
 * Search typing on the largest branch at 4× CPU: a keystroke's handlers, p95
 * (docs/decisions/0025-search-index-in-a-worker.md).
 */
const KEYSTROKE_BUDGET_MS = 50

buildFirst(root, ['@quo/web', '@quo/api'])
for (const built of ['apps/web/dist/index.html', 'apps/api/dist/server.js']) {
  if (!existsSync(join(root, built))) throw new Error(`${built} is missing: build first (turbo run build)`)
}
const chromiumAt = chromiumOptions()

const server = await startProductServer(root, {
  itemCounts: Object.fromEntries(BRANCHES.map((b) => [b.shortId, b.items])),
  copyApps: ['web'],
})
const rows: { items: number; slowdown: number; runs: PageTiming[] }[] = []
const floorRows: { style: string; slowdown: number; runs: PageTiming[] }[] = []
const lighthouseRuns: LighthouseFigures[] = []
const floorLighthouseRuns: LighthouseFigures[] = []
let initialJs = 0
let keystrokes: KeystrokeTimes | undefined
const followRows: { items: number; times: number[] }[] = []
const followErrors: string[] = []
const repeatRows: { items: number; network: string; runs: RepeatVisit[] }[] = []
const kioskRows: { host: string; storage: KioskStorage }[] = []
try {
  // Sizes of exactly what the server serves: the copy of dist/ it was started with.
  const sizes = bundleSizes(server.dists.web ?? '')
  initialJs = total(sizes.initialJs)
  console.log('\napps/web bundle (gzip -9; QUO_BUNDLE_REPORT=1 vite build shows what is inside)')
  for (const [label, assets] of [
    ['initial JS (app, without maplibre-gl)', sizes.initialJs],
    ['initial CSS', sizes.initialCss],
    ['maplibre-gl (chunk and worker)', sizes.maplibre],
    ['lazy JS (all later chunks)', sizes.lazyJs],
    ['lazy CSS', sizes.lazyCss],
  ] as const) {
    console.log(`  ${label.padEnd(40)} ${kb(total(assets)).padStart(10)}   ${assets.length} file(s)`)
  }

  const browser = await chromium.launch(chromiumAt)
  try {
    const { branches } = (await (await fetch(`${server.origin}/api/branches/`)).json()) as {
      branches: {
        shortId: number
        hostKeywords: string[]
        hasKiosk: boolean
        mapCenter: { lon: number; lat: number; zoom: number }[]
      }[]
    }
    for (const b of BRANCHES) {
      const keyword = branches.find((x) => x.shortId === b.shortId)?.hostKeywords[0]
      if (!keyword) throw new Error(`branch ${b.shortId} has no host keyword`)
      const basemap = (await (
        await fetch(`${server.origin}/api/items/basemap/branchshortid/${b.shortId}`)
      ).json()) as { items: unknown[] }
      const url = `http://${keyword}.localhost:${server.port}/map`
      console.log(`\n${url}: ${basemap.items.length} items on the map (${b.items} seeded)`)
      // One visit first, so the server's caches are warm and the runs measure the page.
      await timeFirstPins(browser, url, 1)
      for (const slowdown of wants('pins') ? SLOWDOWNS : []) {
        const runs: PageTiming[] = []
        for (let i = 0; i < RUNS; i++) runs.push(await timeFirstPins(browser, url, slowdown))
        const show = (pick: (t: PageTiming) => number) => runs.map((r) => Math.round(pick(r))).join(', ')
        console.log(
          `  ${slowdown}× CPU: first pins ${show((r) => r.firstPinsMs)} ms; map pins ${show((r) => r.mapPinsMs)} ms`,
        )
        rows.push({ items: b.items, slowdown, runs })
      }
    }

    // A returning phone visitor: the site's service worker serves the page, its code and the
    // pins from its cache (each run in a fresh profile: first visit, then the return).
    for (const network of wants('repeat') ? REPEAT_NETWORKS : [])
      for (const b of BRANCHES) {
        const keyword = branches.find((x) => x.shortId === b.shortId)?.hostKeywords[0]
        const url = `http://${keyword}.localhost:${server.port}/map`
        const runs: RepeatVisit[] = []
        for (let i = 0; i < RUNS; i++)
          runs.push(await timeRepeatVisit(browser, url, REPEAT_SLOWDOWN, network))
        const over = network?.name ?? 'loopback'
        console.log(
          `\nrepeat visit ${url}, ${REPEAT_SLOWDOWN}× CPU, ${over}, phone: first pins ${runs.map((r) => Math.round(r.coldMs)).join(', ')} → ${runs.map((r) => Math.round(r.warmMs)).join(', ')} ms; map pins ${runs.map((r) => Math.round(r.coldMapMs)).join(', ')} → ${runs.map((r) => Math.round(r.warmMapMs)).join(', ')} ms`,
        )
        repeatRows.push({ items: b.items, network: over, runs })
      }

    // What a kiosk keeps for offline after its warm-up, per kiosk branch of the demo.
    for (const kiosk of branches.filter((x) => x.hasKiosk && wants('kiosk'))) {
      const host = `${kiosk.hostKeywords[0]}.localhost`
      const storage = await kioskStorage(browser, `http://${host}:${server.port}/map?iskiosk`)
      console.log(`\nkiosk ${host}: warmed ${storage.warmUp.tiles} tiles, ${storage.warmUp.places} cards`)
      for (const [name, c] of Object.entries(storage.caches))
        console.log(
          `  ${name.padEnd(12)} ${String(c.entries).padStart(5)} entries ${kb(c.bytes).padStart(10)}`,
        )
      kioskRows.push({ host, storage })
    }

    // The floor: MapLibre alone with the largest branch's pins, same browser, same server.
    const largestBranch = BRANCHES.reduce((a, b) => (b.items > a.items ? b : a))
    const target = branches.find((x) => x.shortId === largestBranch.shortId)
    const center = target?.mapCenter[0]
    if (target && center && wants('floor')) {
      const page = installFloorPage(server.dists.web ?? '')
      const base = `http://${target.hostKeywords[0]}.localhost:${server.port}${page}?branch=${target.shortId}&lon=${center.lon}&lat=${center.lat}&zoom=${center.zoom}`
      console.log(`\nMapLibre alone (bench/floor.html), ${largestBranch.items} items`)
      for (const [style, url] of [
        ['self-hosted style', base],
        ['plain land colour', `${base}&plain`],
      ] as const) {
        for (const slowdown of SLOWDOWNS) {
          const runs: PageTiming[] = []
          try {
            for (let i = 0; i < RUNS; i++) runs.push(await timeFirstPins(browser, url, slowdown))
          } catch (error) {
            // Past MapLibre's symbol-bucket limit (maplibre-gl-js #2891) the floor draws no pin at
            // all: the app's thinned pins have nothing to be compared with.
            console.log(`  ${style}, ${slowdown}× CPU: no pins — ${(error as Error).message.slice(0, 300)}`)
            break
          }
          console.log(
            `  ${style}, ${slowdown}× CPU: ${runs.map((r) => Math.round(r.mapPinsMs)).join(', ')} ms; main thread ${runs.map((r) => Math.round(r.busyToMapPinsMs)).join(', ')} ms`,
          )
          floorRows.push({ style, slowdown, runs })
        }
      }
    }

    // Typing into the search field, letter by letter, on the largest branch at 4× CPU.
    const searched = branches.find((x) => x.shortId === largestBranch.shortId)
    if (searched && wants('keystrokes')) {
      const url = `http://${searched.hostKeywords[0]}.localhost:${server.port}/map`
      console.log(`\nsearch keystrokes on ${url}, 4× CPU`)
      keystrokes = await timeSearchKeystrokes(browser, url, 4)
    }

    // A staff save reaching the visitor's open map (the pins' change stream), per branch size.
    if (wants('follow')) {
      const password = server.passwords.get('staff@quo.local')
      if (!password) throw new Error('the server printed no staff password')
      const { access_token } = await signInOverHttp(server.origin, 'staff@quo.local', password)
      for (const b of BRANCHES) {
        const keyword = branches.find((x) => x.shortId === b.shortId)?.hostKeywords[0]
        const url = `http://${keyword}.localhost:${server.port}/map`
        // One size failing must not lose the figures of the others (and of the parts before).
        try {
          followRows.push({
            items: b.items,
            times: await timeWriteToPin(browser, url, server.origin, access_token, 3),
          })
        } catch (err) {
          followErrors.push(`write to pin at ${b.items} items: ${(err as Error).message}`)
        }
      }
    }
  } finally {
    await browser.close()
  }
  // Lighthouse's mobile run (simulated slow 4G, 4× CPU) on the branch of 1,000 items, median of
  // 3; then on MapLibre alone with the same style, start view and pins (bench/floor.html): what
  // any WebGL map costs in this browser, the floor under the app's figures.
  const schaan = `http://schaan.localhost:${server.port}`
  const start = (
    (await (await fetch(`${server.origin}/api/branches/`)).json()) as {
      branches: { shortId: number; mapCenter: { lon: number; lat: number; zoom: number }[] }[]
    }
  ).branches.find((b) => b.shortId === LIGHTHOUSE_BRANCH)?.mapCenter[0]
  const floorPage = installFloorPage(server.dists.web ?? '')
  for (const [runs, url] of [
    [lighthouseRuns, `${schaan}/map`],
    ...(start
      ? ([
          [
            floorLighthouseRuns,
            `${schaan}${floorPage}?branch=${LIGHTHOUSE_BRANCH}&lon=${start.lon}&lat=${start.lat}&zoom=${start.zoom}`,
          ],
        ] as const)
      : []),
  ] as const) {
    console.log(`\nLighthouse (mobile) on ${url}`)
    for (let i = 0; i < (wants('lighthouse') ? Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) : 0); i++) {
      const figures = await runLighthouse(url)
      console.log(
        `  performance ${figures.performance}, FCP ${Math.round(figures.fcpMs)} ms, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms, SI ${Math.round(figures.speedIndexMs)} ms, CLS ${figures.cls.toFixed(3)}; LCP element ${figures.lcpElement}`,
      )
      // A run whose page Lighthouse could not measure (it reports no metrics) is left out of the median.
      if (Number.isNaN(figures.tbtMs)) console.log('  (run left out: Lighthouse measured nothing)')
      else runs.push(figures)
    }
  }
} finally {
  await server.stop()
}

const ms = (v: number) => `${Math.round(v)} ms`
console.log(`\nfirst pins in Chromium (SwiftShader WebGL, 1280×800, loopback), median of ${RUNS}`)
console.log(
  '  items   CPU   first pins     map pins   main thread   DOMContentLoaded   basemap loaded   basemap bytes   bytes to first pins   bytes to map pins (JS)',
)
for (const r of rows) {
  const m = (pick: (t: PageTiming) => number) => median(r.runs.map(pick))
  console.log(
    `  ${String(r.items).padStart(5)}   ${`${r.slowdown}×`.padStart(3)}   ${ms(m((t) => t.firstPinsMs)).padStart(10)}   ${ms(m((t) => t.mapPinsMs)).padStart(10)}   ${ms(m((t) => t.busyToMapPinsMs)).padStart(11)}   ${ms(m((t) => t.domContentLoadedMs)).padStart(16)}   ${ms(m((t) => t.basemapMs)).padStart(14)}   ${kb(m((t) => t.basemapBytes)).padStart(13)}   ${kb(m((t) => t.bytesToFirstPins)).padStart(19)}   ${kb(m((t) => t.bytesToMapPins)).padStart(10)} (${kb(m((t) => t.scriptBytesToMapPins))})`,
  )
}

/** The app's interactive pins over the floor's (self-hosted style), per CPU slowdown. */
const mapPinsRatios: { slowdown: number; ratio: number; busyRatio: number }[] = []
if (floorRows.length) {
  console.log(
    `\nthe floor: MapLibre alone, the same pins, median of ${RUNS} (main thread: long frames before the pins)`,
  )
  const largestItems = Math.max(...BRANCHES.map((b) => b.items))
  for (const r of floorRows) {
    const app = rows.find((a) => a.items === largestItems && a.slowdown === r.slowdown)
    const floor = (pick: (t: PageTiming) => number) => median(r.runs.map(pick))
    const appOf = (pick: (t: PageTiming) => number) => (app ? median(app.runs.map(pick)) : Number.NaN)
    const ratio = appOf((t) => t.mapPinsMs) / floor((t) => t.mapPinsMs)
    const busyRatio = appOf((t) => t.busyToMapPinsMs) / floor((t) => t.busyToMapPinsMs)
    if (r.style === 'self-hosted style' && app) mapPinsRatios.push({ slowdown: r.slowdown, ratio, busyRatio })
    console.log(
      `  ${r.style.padEnd(18)} ${`${r.slowdown}×`.padStart(3)}   ${ms(floor((t) => t.mapPinsMs)).padStart(10)}, main thread ${ms(floor((t) => t.busyToMapPinsMs))}${app ? `   app's map pins ${ratio.toFixed(2)}× this, its main thread ${busyRatio.toFixed(2)}×` : ''}`,
    )
  }
}

for (const [label, runs] of [
  ['the app', lighthouseRuns],
  ['MapLibre alone (the floor)', floorLighthouseRuns],
] as const) {
  if (!runs.length) continue
  const lh = (pick: (f: LighthouseFigures) => number) => median(runs.map(pick))
  console.log(
    `${label === 'the app' ? '\n' : ''}Lighthouse mobile, ${label}, median of ${runs.length}: performance ${lh((f) => f.performance)}, FCP ${ms(lh((f) => f.fcpMs))}, LCP ${ms(lh((f) => f.lcpMs))}, TBT ${ms(lh((f) => f.tbtMs))}`,
  )
}

if (repeatRows.length) {
  console.log(`\nreturning phone visitor, ${REPEAT_SLOWDOWN}× CPU, median of ${RUNS}`)
  console.log(
    '  network    items   pins: first visit   returning   ratio   map pins: first visit   returning   ratio',
  )
  for (const r of repeatRows) {
    const m = (pick: (v: RepeatVisit) => number) => median(r.runs.map(pick))
    const [cold, warm, coldMap, warmMap] = [
      m((v) => v.coldMs),
      m((v) => v.warmMs),
      m((v) => v.coldMapMs),
      m((v) => v.warmMapMs),
    ]
    console.log(
      `  ${r.network.padEnd(8)}   ${String(r.items).padStart(5)}   ${ms(cold).padStart(17)}   ${ms(warm).padStart(9)}   ${(warm / cold).toFixed(2)}×   ${ms(coldMap).padStart(21)}   ${ms(warmMap).padStart(9)}   ${(warmMap / coldMap).toFixed(2)}×`,
    )
  }
}

const cacheBytes = (s: KioskStorage) => Object.values(s.caches).reduce((sum, c) => sum + c.bytes, 0)
if (kioskRows.length) {
  console.log('\nkiosk storage after warm-up (per branch host)')
  for (const { host, storage } of kioskRows)
    console.log(
      `  ${host.padEnd(28)} caches ${kb(cacheBytes(storage)).padStart(10)}, origin total ${kb(storage.usageBytes).padStart(10)}`,
    )
}

if (keystrokes) {
  console.log(
    '\nsearch keystrokes, 4× CPU (Event Timing; frames and results include SwiftShader drawing the map)',
  )
  console.log(`  handlers           ${keystrokeSummary(keystrokes.handlerMs)}`)
  console.log(`  key → handled      ${keystrokeSummary(keystrokes.handledMs)}`)
  console.log(`  key → next frame   ${keystrokeSummary(keystrokes.frameMs)}`)
  console.log(`  key → results      ${keystrokeSummary(keystrokes.resultsMs)}`)
  console.log(
    `  search index       built in ${ms(keystrokes.index.buildMs)} in its worker (CPU not slowed), worker heap ${(keystrokes.index.workerHeapBytes / 1024 / 1024).toFixed(1)} MB`,
  )
}

if (followRows.length) {
  console.log('\na staff save to the moved pin on an open map (change stream; median of 3, loopback, 1× CPU)')
  for (const r of followRows)
    console.log(
      `  ${String(r.items).padStart(6)} items   ${ms(median(r.times))}   (${r.times.map((t) => ms(t)).join(', ')})`,
    )
}

const failures: string[] = [...followErrors]
for (const { slowdown, ratio, busyRatio } of mapPinsRatios) {
  if (ratio > BUDGET.mapPinsToFloor)
    failures.push(
      `map pins ${ratio.toFixed(2)}× MapLibre alone at ${slowdown}× CPU > ${BUDGET.mapPinsToFloor}×`,
    )
  if (busyRatio > BUDGET.busyToFloor)
    failures.push(
      `main thread to map pins ${busyRatio.toFixed(2)}× MapLibre alone's at ${slowdown}× CPU > ${BUDGET.busyToFloor}×`,
    )
}
for (const r of followRows)
  if (median(r.times) > BUDGET.writeToPinMs)
    failures.push(`write to pin ${ms(median(r.times))} at ${r.items} items > ${ms(BUDGET.writeToPinMs)}`)
if (keystrokes && percentile(keystrokes.handlerMs, 95) > KEYSTROKE_BUDGET_MS)
  failures.push(
    `search keystroke handlers p95 ${ms(percentile(keystrokes.handlerMs, 95))} > ${ms(KEYSTROKE_BUDGET_MS)}`,
  )
if (lighthouseRuns.length) {
  const lh = (pick: (f: LighthouseFigures) => number) => median(lighthouseRuns.map(pick))
  if (lh((f) => f.performance) < BUDGET.lighthouse)
    failures.push(`Lighthouse performance ${lh((f) => f.performance)} < ${BUDGET.lighthouse}`)
  if (lh((f) => f.tbtMs) > BUDGET.tbtMs) failures.push(`TBT ${ms(lh((f) => f.tbtMs))} > ${ms(BUDGET.tbtMs)}`)
  if (lh((f) => f.lcpMs) > BUDGET.lcpMs) failures.push(`LCP ${ms(lh((f) => f.lcpMs))} > ${ms(BUDGET.lcpMs)}`)
}
for (const { host, storage } of kioskRows)
  if (storage.usageBytes > BUDGET.kioskStorageBytes)
    failures.push(`kiosk ${host} keeps ${kb(storage.usageBytes)} > ${kb(BUDGET.kioskStorageBytes)}`)
if (initialJs > BUDGET.initialJsGzip)
  failures.push(`initial JS ${kb(initialJs)} gzip > ${kb(BUDGET.initialJsGzip)}`)
const largest = Math.max(...BRANCHES.map((b) => b.items))
for (const r of rows) {
  const firstPins = median(r.runs.map((t) => t.firstPinsMs))
  if (r.items === largest && r.slowdown === 4 && firstPins > BUDGET.firstPinsMs)
    failures.push(`first pins ${ms(firstPins)} at ${r.items} items, 4× CPU > ${ms(BUDGET.firstPinsMs)}`)
}
console.log(
  `\nbudget: initial JS ≤ ${kb(BUDGET.initialJsGzip)} gzip (${kb(initialJs)}), first pins ≤ ${ms(BUDGET.firstPinsMs)} at ${largest} items with 4× CPU`,
)
if (failures.length) {
  for (const f of failures) console.log(`OVER BUDGET: ${f}`)
  process.exit(1)
}
console.log('within budget')
