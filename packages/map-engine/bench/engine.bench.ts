// `pnpm bench:engine`: in Chromium (SwiftShader WebGL, no GPU), the time from setData to the
// first frame with pins for 1,000 / 20,000 / 100,000 items, and frame times while panning.
import { launchChromium, openExample, serveExample } from '../test/chromium.js'

interface Run {
  items: number
  firstRenderMs: number
  frames: number
  frameMedianMs: number
  frameP95Ms: number
}

const server = await serveExample()
const browser = await launchChromium()
const page = await openExample(browser, server.url, { width: 1280, height: 800 }, 10)
// tsx keeps function names with a `__name` helper that the page does not have.
await page.evaluate('window.__name = (f) => f')
const runs: Run[] = []

for (const count of [1_000, 20_000, 100_000]) {
  const firstRenderMs = await page.evaluate(
    (n) =>
      new Promise<number>((resolve) => {
        const q = (window as unknown as { quo: Record<string, never> }).quo as unknown as {
          engine: import('../src/index.js').MapEngine
          makeItems: (n: number, spread: number) => import('@quo/contract').BasemapItem[]
          categories: import('@quo/contract').Category[]
          icons: import('@quo/contract').Icon[]
        }
        const items = q.makeItems(n, 0.5)
        const map = q.engine.map
        map.jumpTo({ center: [9.5215, 47.141], zoom: 11 })
        const start = performance.now()
        const off = q.engine.on('populated', () => {
          off()
          resolve(performance.now() - start)
        })
        q.engine.setData({ items, categories: q.categories, icons: q.icons })
      }),
    count,
  )
  const frameTimes = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const map = (window as unknown as { quo: { engine: import('../src/index.js').MapEngine } }).quo.engine
          .map
        const times: number[] = []
        let last = performance.now()
        let running = true
        const tick = (now: number) => {
          times.push(now - last)
          last = now
          if (running) requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
        let step = 0
        const pan = () => {
          if (step++ >= 6) {
            running = false
            resolve(times.slice(2))
            return
          }
          map.panBy([step % 2 ? 400 : -400, step % 3 ? 150 : -150], { duration: 700 })
          map.once('moveend', pan)
        }
        pan()
      }),
  )
  const sorted = [...frameTimes].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  runs.push({
    items: count,
    firstRenderMs: Math.round(firstRenderMs),
    frames: frameTimes.length,
    frameMedianMs: Math.round(at(0.5) * 10) / 10,
    frameP95Ms: Math.round(at(0.95) * 10) / 10,
  })
}

await browser.close()
await server.close()

console.log('\nMapEngine in Chromium (SwiftShader software WebGL, 1280×800)')
console.log('items     setData→first render   frames   frame median   frame p95')
for (const r of runs) {
  console.log(
    `${String(r.items).padStart(7)}   ${`${r.firstRenderMs} ms`.padStart(20)}   ${String(r.frames).padStart(6)}   ${`${r.frameMedianMs} ms`.padStart(12)}   ${`${r.frameP95Ms} ms`.padStart(9)}`,
  )
}
