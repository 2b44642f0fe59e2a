// `pnpm bench:embed`: the gzipped JS and CSS a partner page's visitor loads for the embed (budget
// 35 KB JS before the map), and with the map opened; the loader script; and, in Chromium on
// loopback with the CPU slowed 4×, the time from navigation to the first result row of a
// search shortcut's embed (cold cache, median of BENCH_RUNS, default 5; budget 1 s). Exits 1
// when a budget is exceeded. `--no-build` measures the dist/ folders as they are.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { buildFirst, bundleSizes, chromiumOptions, kb, startProductServer, total } from '@quo/bench'
import { type Browser, chromium } from 'playwright-core'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const BUDGET = { firstLoadJsGzip: 35 * 1024, firstRowMs: 1000, loaderGzip: 2 * 1024 }
const CPU_SLOWDOWN = 4
const HOST = 'vaduz.localhost'

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

buildFirst(root, ['@quo/embed', '@quo/api'])
const chromiumAt = chromiumOptions({ webgl: false })

const server = await startProductServer(root, { copyApps: ['embed'] })
let failed = false
let browser: Browser | undefined
try {
  const dist = server.dists.embed ?? ''
  const sizes = bundleSizes(dist)
  // The map's chunk is the lazy script that pulls in the engine (MapLibre inlined in it).
  const mapJs = sizes.lazyJs.filter((a) => /resultsMap/.test(a.file))
  const firstJs = total(sizes.initialJs)
  const loader = gzipSync(readFileSync(join(dist, 'loader.js')), { level: 9 }).length
  console.log('\napps/embed (gzip -9)')
  for (const [label, bytes] of [
    ['first load JS', firstJs],
    ['first load CSS', total(sizes.initialCss)],
    [
      'with the map: JS',
      firstJs + total(mapJs) + total(sizes.maplibre.filter((a) => !/worker/.test(a.file))),
    ],
    [
      'with the map: CSS',
      total(sizes.initialCss) + total(sizes.lazyCss.filter((a) => /resultsMap/.test(a.file))),
    ],
    ['map worker (MapLibre)', total(sizes.maplibre.filter((a) => /worker/.test(a.file)))],
    ['loader.js (partner page)', loader],
  ] as const) {
    console.log(`  ${label.padEnd(28)} ${kb(bytes).padStart(10)}`)
  }

  const shortcuts = (await (await fetch(`${server.origin}/api/search/shortcuts/`)).json()) as {
    id: number
    branchShortId: number | null
  }[]
  const shortcut = shortcuts.find((s) => s.branchShortId === 3)
  if (!shortcut) throw new Error('the demo has no search shortcut for Vaduz')
  const url = `http://${HOST}:${server.port}/embed/search-shortcut/${shortcut.id}/bench`
  browser = await chromium.launch(chromiumAt)
  const times: number[] = []
  for (let run = 0; run <= RUNS; run++) {
    // A fresh context each run: a partner page's visitor meets the embed with a cold cache.
    const context = await browser.newContext({ viewport: { width: 390, height: 700 } })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    // Stamped in the page the moment the first row is in the document, from navigation start,
    // and reported on the console: waiting through a locator would load Playwright's own script
    // into the page and time that too. A string, not a function: tsx would wrap a function in a
    // helper the page does not have.
    await page.addInitScript(`new MutationObserver((_, observer) => {
      if (document.querySelector('.results li')) {
        console.log('quo-first-row ' + performance.now())
        observer.disconnect()
      }
    }).observe(document, { childList: true, subtree: true })`)
    const firstRow = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no result row within 30 s')), 30_000)
      page.on('console', (message) => {
        const [label, at] = message.text().split(' ')
        if (label !== 'quo-first-row') return
        clearTimeout(timer)
        resolve(Number(at))
      })
    })
    await page.goto(url, { waitUntil: 'commit' })
    const ms = await firstRow
    if (run > 0) times.push(ms) // the first run warms the server's caches
    await context.close()
  }
  console.log(
    `\nfirst result row, ${CPU_SLOWDOWN}× slower CPU, cold cache: ${times.map((t) => Math.round(t)).join(', ')} ms (median ${Math.round(median(times))} ms)`,
  )

  console.log('\nbudgets')
  const check = (label: string, ok: boolean, figure: string) => {
    console.log(`  ${ok ? 'ok  ' : 'OVER'} ${label}: ${figure}`)
    if (!ok) failed = true
  }
  check('first load JS ≤ 35 KB gzip', firstJs <= BUDGET.firstLoadJsGzip, kb(firstJs))
  check('loader ≤ 2 KB gzip', loader <= BUDGET.loaderGzip, kb(loader))
  check(
    'first result row ≤ 1 s (median)',
    median(times) <= BUDGET.firstRowMs,
    `${Math.round(median(times))} ms`,
  )
} finally {
  await browser?.close()
  await server.stop()
}
process.exit(failed ? 1 : 0)
