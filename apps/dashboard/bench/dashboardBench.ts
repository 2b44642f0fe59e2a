// `pnpm bench:dashboard`: the gzipped size of what the dashboard loads up front (MapLibre
// apart, budget 200 KB); with 20,000 items in one branch (BENCH_ITEMS), in Chromium on loopback,
// the time from navigation to the places list's first rows and the p95 frame time while scrolling them
// (median of BENCH_RUNS, default 5, warm browser cache); and the API's p95 for `GET /items/dashboard/` with a text
// search and two filters (BENCH_REQUESTS, default 300; budget 50 ms), and of `POST /items`
// creating a place with seven details in one request as the place editor sends it
// (BENCH_CREATES, default 60; budget 500 ms). Exits 1 when a budget is
// exceeded. `--no-build` measures the dist/ folders as they are. With BENCH_DATABASE_URL (a
// PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres) the product runs on a
// fresh database there instead of the embedded PGlite.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildFirst, bundleSizes, chromiumOptions, kb, startProductServer, total } from '@quo/bench'
import { type Browser, chromium, type Page } from 'playwright-core'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300)
const CREATES = Number(process.env.BENCH_CREATES ?? 60)
const BUDGET = { initialJsGzip: 200 * 1024, apiP95Ms: 50, createP95Ms: 500 }
/** Vaduz resized to BENCH_ITEMS items (default 20,000; 0 keeps the demo's own size). */
const BRANCH = { shortId: 3, items: Number(process.env.BENCH_ITEMS ?? 20_000) }
const STAFF = 'staff@quo.local'

const quantile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
}
const median = (values: readonly number[]) => quantile(values, 0.5)

buildFirst(root, ['@quo/dashboard', '@quo/api'])
for (const built of ['apps/dashboard/dist/index.html', 'apps/api/dist/server.js']) {
  if (!existsSync(join(root, built))) throw new Error(`${built} is missing: build first (turbo run build)`)
}
const chromiumAt = chromiumOptions({ webgl: false })

/** Signs in through the issuer's page and answers the access token the dashboard holds. */
async function signIn(page: Page, origin: string, password: string): Promise<string> {
  await page.goto(`${origin}/dashboard/`)
  await page.waitForURL((u) => u.pathname.startsWith('/idp/'))
  await page.getByLabel('E-Mail').fill(STAFF)
  await page.getByLabel('Passwort').fill(password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await page.waitForURL(`${origin}/dashboard/`)
  const token = await page.waitForFunction(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))
    return key
      ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token
      : null
  })
  return String(await token.jsonValue())
}

interface ListTiming {
  firstRowsMs: number
  frameP95Ms: number
  frames: number
}

/**
 * One visit of the places list in a signed-in tab: navigation to the first data row on screen,
 * then the table scrolled from top to bottom by wheel steps while every frame's time is taken.
 */
async function timeList(page: Page, url: string): Promise<ListTiming> {
  const started = Date.now()
  await page.goto(url)
  await page.getByRole('row').nth(1).waitFor({ timeout: 60_000 })
  const firstRowsMs = Date.now() - started
  // The wheel scrolls the table's own scroll box, under the pointer.
  await page.getByRole('row').nth(1).hover()
  // A string, not a function: tsx would wrap a function's inner names in a helper the page
  // does not have.
  await page.evaluate(`(() => {
    window.__frames = []
    window.__on = true
    let last = performance.now()
    const tick = (now) => {
      window.__frames.push(now - last)
      last = now
      if (window.__on) requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })()`)
  for (let i = 0; i < 40; i++) {
    await page.mouse.wheel(0, 240)
    await page.waitForTimeout(16)
  }
  const frames = (await page.evaluate('window.__on = false; window.__frames.slice(1)')) as number[]
  return { firstRowsMs, frameP95Ms: quantile(frames, 0.95), frames: frames.length }
}

const SEARCH_WORDS = ['apotheke', 'cafe', 'weg', 'haus', 'bäckerei', 'rhein']

async function apiTimes(origin: string, token: string): Promise<number[]> {
  const categories = (await (await fetch(`${origin}/api/categories/`)).json()) as { mainCategory: string }[]
  const countries = (await (await fetch(`${origin}/api/countries/`)).json()) as { id: number; iso2: string }[]
  const li = countries.find((c) => c.iso2 === 'LI') ?? countries[0]
  const main = categories[0]?.mainCategory ?? 'Eating'
  const times: number[] = []
  for (let i = 0; i < REQUESTS; i++) {
    const url = new URL(`${origin}/api/items/dashboard/`)
    url.search = new URLSearchParams({
      q: SEARCH_WORDS[i % SEARCH_WORDS.length] ?? 'weg',
      mainCategories: main,
      countryId: String(li?.id ?? 1),
      page: '1',
      pageSize: '100',
    }).toString()
    const t0 = performance.now()
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
    await response.arrayBuffer()
    times.push(performance.now() - t0)
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  }
  return times
}

/** A value each detail type accepts, as staff would type it. */
const SAMPLE_VALUES: Record<string, string> = {
  text: 'Gleich beim Rathaus',
  markdown: 'Frische **Gipfeli** jeden Morgen',
  url: 'https://www.beispiel.li',
  email: 'info@beispiel.li',
  phone: '+423 232 12 34',
  hours: 'Mo-Fr 07:00-18:30; Sa 08:00-12:00',
  number: '455',
}

/**
 * Times `POST /items` of a new place with categories, a tag, an address and seven details —
 * everything the place editor's create form holds — one request after another.
 */
async function createTimes(origin: string, token: string): Promise<number[]> {
  const keys = (await (await fetch(`${origin}/api/items/details/keys/`)).json()) as {
    keyName: string
    keyType: string
    isHidden: boolean
  }[]
  const details = keys
    .filter((k) => !k.isHidden && SAMPLE_VALUES[k.keyType])
    .slice(0, 7)
    .map((k) => ({ dataKeyV2: k.keyName, dataValue: SAMPLE_VALUES[k.keyType] }))
  if (details.length < 7) throw new Error(`only ${details.length} detail keys to fill`)
  const times: number[] = []
  for (let i = 0; i < CREATES; i++) {
    const t0 = performance.now()
    const response = await fetch(`${origin}/api/items`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: `Bäckerei Messung ${i}`,
        lon: 9.5209 + i * 1e-5,
        lat: 47.1402,
        categoryIds: [1],
        address: { cityId: 1 },
        details,
      }),
    })
    await response.arrayBuffer()
    times.push(performance.now() - t0)
    if (response.status !== 201) throw new Error(`POST /api/items answered ${response.status}`)
  }
  return times
}

/** A fresh database on the PostgreSQL server of BENCH_DATABASE_URL, dropped afterwards. */
function freshPostgres(adminUrl: string | undefined): { url?: string; drop: () => void } {
  if (!adminUrl) return { drop: () => undefined }
  const name = `quo_bench_${Date.now().toString(36)}`
  const psql = (command: string) => {
    const run = spawnSync('psql', [adminUrl, '-qc', command], { stdio: 'inherit' })
    if (run.status !== 0) throw new Error(`psql failed: ${command}`)
  }
  psql(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}

const postgres = freshPostgres(process.env.BENCH_DATABASE_URL)
console.log(postgres.url ? 'database: PostgreSQL (fresh database)' : 'database: embedded PGlite')
const server = await startProductServer(root, {
  itemCounts: BRANCH.items ? { [BRANCH.shortId]: BRANCH.items } : {},
  copyApps: ['dashboard'],
  databaseUrl: postgres.url,
})
let failed = false
let browser: Browser | undefined
try {
  const sizes = bundleSizes(server.dists.dashboard ?? '')
  const initialJs = total(sizes.initialJs)
  console.log('\napps/dashboard bundle (gzip -9)')
  for (const [label, assets] of [
    ['initial JS (without maplibre-gl)', sizes.initialJs],
    ['initial CSS', sizes.initialCss],
    ['maplibre-gl (chunk and worker)', sizes.maplibre],
    ['lazy JS (screens, editors, map)', sizes.lazyJs],
    ['lazy CSS', sizes.lazyCss],
  ] as const) {
    console.log(`  ${label.padEnd(40)} ${kb(total(assets)).padStart(10)}   ${assets.length} file(s)`)
  }

  const password = server.passwords.get(STAFF)
  if (!password) throw new Error(`the server printed no password for ${STAFF}`)
  browser = await chromium.launch(chromiumAt)
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const token = await signIn(page, server.origin, password)
  const total20k = (await (
    await fetch(`${server.origin}/api/items/dashboard/?pageSize=1`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { total: number }
  const listUrl = `${server.origin}/dashboard/places/?sort=3`
  console.log(`\nplaces list ${listUrl}: ${total20k.total} places, 100 a page`)
  await timeList(page, listUrl) // warm the server's caches and the chunks
  const runs: ListTiming[] = []
  // The same signed-in tab each run (the session lives in the tab), so the browser's cache is
  // warm as it is for staff at work; each run loads the page anew.
  for (let i = 0; i < RUNS; i++) {
    await page.goto(`${server.origin}/dashboard/debug/`)
    runs.push(await timeList(page, listUrl))
  }
  const show = (pick: (t: ListTiming) => number) => runs.map((r) => Math.round(pick(r))).join(', ')
  console.log(
    `  first rows: ${show((r) => r.firstRowsMs)} ms (median ${Math.round(median(runs.map((r) => r.firstRowsMs)))} ms)`,
  )
  console.log(
    `  scrolling: p95 frame ${runs.map((r) => r.frameP95Ms.toFixed(1)).join(', ')} ms over ${show((r) => r.frames)} frames (median ${median(runs.map((r) => r.frameP95Ms)).toFixed(1)} ms)`,
  )

  await apiTimes(server.origin, token) // warm
  const times = await apiTimes(server.origin, token)
  const p50 = quantile(times, 0.5)
  const p95 = quantile(times, 0.95)
  console.log(
    `\nGET /api/items/dashboard/ (text search + main category + country, 100 a page), ${times.length} requests one after another:`,
  )
  console.log(`  p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`)
  // Which words cost the most: a plan that suits one word may not suit another.
  const byWord = SEARCH_WORDS.map((word, w) => {
    const own = times.filter((_, i) => i % SEARCH_WORDS.length === w)
    return `${word} ${quantile(own, 0.5).toFixed(1)}/${quantile(own, 0.95).toFixed(1)}`
  })
  console.log(`  by word (p50/p95 ms): ${byWord.join(', ')}`)

  const creates = await createTimes(server.origin, token)
  const createP95 = quantile(creates, 0.95)
  console.log(
    `\nPOST /api/items with 7 details, categories and address, ${creates.length} one after another:`,
  )
  console.log(
    `  p50 ${quantile(creates, 0.5).toFixed(1)} ms, p95 ${createP95.toFixed(1)} ms, max ${Math.max(...creates).toFixed(1)} ms`,
  )

  console.log('\nbudgets')
  const check = (label: string, ok: boolean, figure: string) => {
    console.log(`  ${ok ? 'ok  ' : 'OVER'} ${label}: ${figure}`)
    if (!ok) failed = true
  }
  check('initial JS ≤ 200 KB gzip', initialJs <= BUDGET.initialJsGzip, kb(initialJs))
  check('API p95 ≤ 50 ms', p95 <= BUDGET.apiP95Ms, `${p95.toFixed(1)} ms`)
  check('create with 7 details p95 ≤ 500 ms', createP95 <= BUDGET.createP95Ms, `${createP95.toFixed(1)} ms`)
} finally {
  await browser?.close()
  await server.stop()
  postgres.drop()
}
process.exit(failed ? 1 : 0)
