// `pnpm bench:engine`: in Chromium (SwiftShader WebGL, no GPU), the time from setData to the
// first frame with pins for 1,000 / 20,000 / 100,000 / 500,000 items (and the pins then drawn), frame times while panning, and the
// cost of new data on a populated map of 20,000 items: every item replaced, one item changed, and
// one item changed by MapLibre's own `updateData` without the engine (the floor of a change), and
// the same changes on a map drawing its pins from tiles.
import { launchChromium, openExample, serveExample } from '../test/chromium.js'

interface Run {
  items: number
  firstRenderMs: number
  /** Pins and dots the map drew once populated, and the errors it reported (none expected). */
  pins: number
  dots: number
  errors: number
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

for (const count of [1_000, 20_000, 100_000, 500_000]) {
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
  const drawn = await page.evaluate(() => {
    const q = (
      window as unknown as { quo: { engine: import('../src/index.js').MapEngine; errors: string[] } }
    ).quo
    const count = (layer: string) => q.engine.map.queryRenderedFeatures({ layers: [layer] }).length
    return { pins: count('quo-items'), dots: count('quo-item-dots'), errors: q.errors.length }
  })
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
    ...drawn,
    frames: frameTimes.length,
    frameMedianMs: Math.round(at(0.5) * 10) / 10,
    frameP95Ms: Math.round(at(0.95) * 10) / 10,
  })
}

interface Update {
  drawnMs: number
  populatedMs: number
}

/**
 * setData on a populated map of 20,000 items, to `drawn` (the first frame with the new data) and
 * `populated` (idle): `replace` gives every item a new position, `one` moves and renames one item.
 */
const update = (kind: 'replace' | 'one', round: number, on: typeof page = page, tiled = false) =>
  on.evaluate(
    ({ kind, round, tiled }) =>
      new Promise<Update>((resolve) => {
        const q = (window as unknown as { quo: Record<string, never> }).quo as unknown as {
          engine: import('../src/index.js').MapEngine
          makeItems: (n: number, spread: number) => import('@quo/contract').BasemapItem[]
          categories: import('@quo/contract').Category[]
          icons: import('@quo/contract').Icon[]
          benchItems?: import('@quo/contract').BasemapItem[]
          serveTiles: (items: readonly import('@quo/contract').BasemapItem[]) => void
        }
        const current = q.benchItems ?? q.makeItems(20_000, 0.5)
        let items: import('@quo/contract').BasemapItem[]
        if (kind === 'replace') items = q.makeItems(20_000, round % 2 ? 0.5 : 0.45)
        else {
          items = [...current]
          const i = 1000 + round
          const item = items[i] as import('@quo/contract').BasemapItem
          items[i] = { ...item, lon: item.lon + 0.001, title: `${item.title} (${round})` }
        }
        q.benchItems = items
        // Tiled: the tiles are cut before the clock starts, as the server has cut them before
        // the page hears of the change; the summary's new version reloads them.
        if (tiled) q.serveTiles(items)
        const kinds = [
          ...new Map(items.map((i) => [i.categoryId, { categoryId: i.categoryId, flags: 0 }])).values(),
        ]
        const pinSummary = tiled ? { count: items.length, version: `${kind}-${round}`, kinds } : undefined
        const start = performance.now()
        let drawnMs = 0
        const offDrawn = q.engine.on('drawn', () => {
          offDrawn()
          drawnMs = performance.now() - start
        })
        const offPopulated = q.engine.on('populated', () => {
          offPopulated()
          resolve({ drawnMs, populatedMs: performance.now() - start })
        })
        q.engine.setData({
          items,
          categories: q.categories,
          icons: q.icons,
          ...(pinSummary ? { pinSummary } : {}),
        })
      }),
    { kind, round, tiled },
  )

/**
 * The floor of an in-place change: MapLibre's own `updateData` of one feature on the same
 * populated source, no engine in between. It reloads the tiles the feature touches, and each
 * of them lays out every pin it holds again.
 */
const mapLibreAlone = (round: number) =>
  page.evaluate(
    (round) =>
      new Promise<Update>((resolve, reject) => {
        const map = (window as unknown as { quo: { engine: import('../src/index.js').MapEngine } }).quo.engine
          .map
        const source = map.getSource<import('maplibre-gl').GeoJSONSource>('quo-items')
        if (!source) return reject(new Error('no item source'))
        void source.getData().then((data) => {
          const feature = (
            data as {
              features: { geometry: { coordinates: number[] }; properties: Record<string, unknown> }[]
            }
          ).features[2000 + round]
          if (!feature) return reject(new Error('no feature to change'))
          const [lon = 0, lat = 0] = feature.geometry.coordinates
          const changed = {
            ...feature,
            geometry: { type: 'Point' as const, coordinates: [lon + 0.001, lat] },
            properties: { ...feature.properties, title: `${String(feature.properties.title)} (${round})` },
          }
          const start = performance.now()
          let drawnMs = 0
          const onRender = () => {
            if (!map.isSourceLoaded('quo-items')) return
            map.off('render', onRender)
            drawnMs = performance.now() - start
          }
          void source.updateData({ add: [changed] }).then(() => {
            map.on('render', onRender)
            map.once('idle', () => resolve({ drawnMs, populatedMs: performance.now() - start }))
            map.triggerRepaint()
          })
        })
      }),
    round,
  )

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0)
}
const ROUNDS = 5
const updates: { label: string; drawn: number; populated: number }[] = []
await update('replace', 0)
for (const [kind, label] of [
  ['replace', 'replace all 20,000'],
  ['one', 'change 1 of 20,000'],
] as const) {
  const runs: Update[] = []
  for (let round = 1; round <= ROUNDS; round++) runs.push(await update(kind, round))
  updates.push({
    label,
    drawn: median(runs.map((r) => r.drawnMs)),
    populated: median(runs.map((r) => r.populatedMs)),
  })
}

{
  const runs: Update[] = []
  for (let round = 1; round <= ROUNDS; round++) runs.push(await mapLibreAlone(round))
  updates.push({
    label: 'MapLibre alone, 1',
    drawn: median(runs.map((r) => r.drawnMs)),
    populated: median(runs.map((r) => r.populatedMs)),
  })
}

/**
 * The same changes on a map that draws its 20,000 pins from tiles (`pinTiles`, cut in the page
 * as the API cuts them), to the first frame of the reloaded tiles and to idle.
 */
const tilePage = await openExample(browser, server.url, { width: 1280, height: 800 }, 10, 'tiles=1000')
await tilePage.evaluate('window.__name = (f) => f')
const tileUpdate = (kind: 'replace' | 'one', round: number) => update(kind, round, tilePage, true)
await tilePage.evaluate(() =>
  (window as unknown as { quo: { engine: import('../src/index.js').MapEngine } }).quo.engine.map.jumpTo({
    center: [9.5215, 47.141],
    zoom: 11,
  }),
)
await tileUpdate('replace', 0)
for (const [kind, label] of [
  ['replace', 'tiles: replace all'],
  ['one', 'tiles: change 1'],
] as const) {
  const runs: Update[] = []
  for (let round = 1; round <= ROUNDS; round++) runs.push(await tileUpdate(kind, round))
  updates.push({
    label,
    drawn: median(runs.map((r) => r.drawnMs)),
    populated: median(runs.map((r) => r.populatedMs)),
  })
}

await browser.close()
await server.close()

console.log('\nMapEngine in Chromium (SwiftShader software WebGL, 1280×800)')
console.log('items     setData→populated   pins   dots   errors   frames   frame median   frame p95')
for (const r of runs) {
  console.log(
    `${String(r.items).padStart(7)}   ${`${r.firstRenderMs} ms`.padStart(17)}   ${String(r.pins).padStart(4)}   ${String(r.dots).padStart(4)}   ${String(r.errors).padStart(6)}   ${String(r.frames).padStart(6)}   ${`${r.frameMedianMs} ms`.padStart(12)}   ${`${r.frameP95Ms} ms`.padStart(9)}`,
  )
}

console.log(`\nsetData on a populated map of 20,000 items (median of ${ROUNDS}; × the GeoJSON replace)`)
console.log('update                  setData→drawn   setData→populated   × replace all')
const replaced = updates[0]?.populated || 1
for (const u of updates) {
  console.log(
    `${u.label.padEnd(22)}   ${`${u.drawn} ms`.padStart(13)}   ${`${u.populated} ms`.padStart(17)}   ${(u.populated / replaced).toFixed(2).padStart(13)}`,
  )
}
