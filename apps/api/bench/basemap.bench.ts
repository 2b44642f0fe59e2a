import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { generateDemo, startOfUtcDay } from '@quo/demo-seed'
import autocannon from 'autocannon'
import { openDatabase } from '../src/db/database.js'
import { writeDemo } from '../src/seed/writeDemo.js'
import { startApi, waitForOrigin } from '../test/serverProcess.js'

// pnpm bench:api — GET /api/items/basemap/branchshortid/3 with 10,000 items, API beside a bare
// static server with the same bytes and headers, each in its own process, on loopback.
const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000)
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const apiDir = fileURLToPath(new URL('..', import.meta.url))

async function load(url: string, headers: Record<string, string>) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers,
    pipelining: 1,
  })
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx }
}

const dataDir = mkdtempSync(join(tmpdir(), 'quo-bench-'))
const children: ChildProcess[] = []
try {
  console.log(`seeding a branch with ${ITEMS} items …`)
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') })
  await database.migrate()
  const demo = generateDemo({ referenceDate: startOfUtcDay(Date.now()), itemCounts: { 3: ITEMS } })
  await writeDemo(database.db, demo)
  await database.close()

  const { child: api, origin: apiOrigin } = await startApi({ QUO_DATA_DIR: dataDir })
  children.push(api)
  const url = `${apiOrigin}/api/items/basemap/branchshortid/3`
  const headers = { 'accept-encoding': 'br, gzip' }

  const first = await fetch(url, { headers })
  const plain = Buffer.from(
    await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
  )
  const items = (JSON.parse(plain.toString()) as { items: unknown[] }).items.length
  // fetch decodes; take the encoded bytes the API really sends from a raw request.
  const raw = await new Promise<{ body: Buffer; headers: Record<string, string> }>((resolve, reject) => {
    import('node:http').then(({ get }) =>
      get(url, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            body: Buffer.concat(chunks),
            headers: Object.fromEntries(
              Object.entries(res.headers)
                .filter(
                  ([k]) =>
                    !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(k),
                )
                .map(([k, v]) => [k, String(v)]),
            ),
          }),
        )
      }).on('error', reject),
    )
  })
  if (first.status !== 200) throw new Error(`API answered ${first.status}`)
  const bodyFile = join(dataDir, 'body.bin')
  writeFileSync(bodyFile, raw.body)
  const stat = spawn(
    process.execPath,
    ['--import', 'tsx', join(apiDir, 'bench', 'staticServer.ts'), bodyFile, JSON.stringify(raw.headers)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  children.push(stat)
  const staticOrigin = await waitForOrigin(stat)

  // Warm both, then measure one after the other so they do not share the two cores.
  await load(url, headers)
  const apiResult = await load(url, headers)
  const staticResult = await load(`${staticOrigin}/`, headers)
  const gzipBytes = gzipSync(plain, { level: 9 }).length

  console.log('')
  console.log(
    `basemap of branch 3: ${items} items, ${plain.length} B JSON, ${raw.body.length} B ${raw.headers['content-encoding']}, ${gzipBytes} B gzip`,
  )
  console.log(
    `bytes per item: ${(plain.length / items).toFixed(1)} raw, ${(gzipBytes / items).toFixed(1)} gzip, ${(raw.body.length / items).toFixed(1)} ${raw.headers['content-encoding']}`,
  )
  console.log(`${CONNECTIONS} connections, ${DURATION} s each`)
  console.log(
    `API    : ${apiResult.rps.toFixed(0)} req/s, p99 ${apiResult.p99} ms, errors ${apiResult.errors}`,
  )
  console.log(
    `static : ${staticResult.rps.toFixed(0)} req/s, p99 ${staticResult.p99} ms, errors ${staticResult.errors}`,
  )
  const ratio = apiResult.rps / staticResult.rps
  console.log(
    `ratio  : ${ratio.toFixed(2)} of the static server's throughput (budget ≥ 0.70) ${ratio >= 0.7 ? 'OK' : 'OVER BUDGET'}`,
  )
} finally {
  for (const c of children) c.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
