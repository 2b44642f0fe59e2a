// pnpm bench:cluster — the cluster of compose.yaml on this machine (HAProxy, API replicas from
// the production folder, PostgreSQL, Redis, an S3-compatible store): requests per second
// through the balancer with 1, 2 and 3 replicas and the CPU each request costs, p95 latency of a
// steady load during a rolling restart against steady state, and how long the balancer takes to
// move a killed replica's share to the others.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { serversUp, startCluster } from '../src/cluster.js'
import { buildProductionFolder } from '../src/productionFolder.js'
import { PUBLIC_READS } from '../src/publicReads.js'
import { scratchDatabase } from '../src/scratchDatabase.js'
import { failed, percentile, steadyLoad } from '../src/steadyLoad.js'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16)
const TICKS = 100 // USER_HZ on Linux

/** CPU seconds a process has used so far (user + system). */
function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) / TICKS
}

const until = async (condition: () => Promise<boolean>) => {
  while (!(await condition())) await new Promise((r) => setTimeout(r, 100))
}

const place = mkdtempSync(join(tmpdir(), 'quo-bench-cluster-'))
const database = await scratchDatabase('bench_cluster')
try {
  buildProductionFolder(join(place, 'quo'), { skipBuild: false })
  const cluster = await startCluster({
    folder: join(place, 'quo'),
    workDir: join(place, 'work'),
    databaseUrl: database.url,
    redisUrl: process.env.QUO_REDIS_URL ?? 'redis://127.0.0.1:6379',
  })
  const [first, ...rest] = cluster.replicas
  const processes = () => [cluster.balancerPid, ...cluster.replicas.map((r) => r.pid())]
  const totalCpu = () => processes().reduce<number>((sum, pid) => sum + cpuSeconds(pid), 0)
  // Warm every replica's caches before measuring.
  await autocannon({
    url: cluster.origin,
    connections: CONNECTIONS,
    duration: 3,
    requests: PUBLIC_READS.map((path) => ({ path })),
  })

  console.log(`throughput over ${PUBLIC_READS.join(', ')} (${CONNECTIONS} connections, ${SECONDS} s each):`)
  for (const replica of rest) await replica.stop('SIGTERM')
  await until(async () => (await serversUp(cluster.statsUrl)).length === 1)
  for (let replicas = 1; replicas <= cluster.replicas.length; replicas++) {
    if (replicas > 1) {
      const next = cluster.replicas[replicas - 1]
      await next?.start()
      await until(async () => (await serversUp(cluster.statsUrl)).length === replicas)
    }
    const cpuBefore = totalCpu()
    const result = await autocannon({
      url: cluster.origin,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: PUBLIC_READS.map((path) => ({ path })),
    })
    const cpu = totalCpu() - cpuBefore
    const requests = result.requests.total
    console.log(
      `  ${replicas} replica${replicas > 1 ? 's' : ' '}: ${(requests / SECONDS).toFixed(0)} requests/s, p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, ${result.non2xx + result.errors} not 2xx, CPU ${((cpu / requests) * 1000).toFixed(2)} ms per request (replicas and balancer)`,
    )
  }

  const steady = steadyLoad(cluster.origin, PUBLIC_READS)
  await new Promise((r) => setTimeout(r, 5000))
  const restartStart = performance.now()
  for (const replica of cluster.replicas) {
    await replica.stop('SIGTERM')
    await replica.start()
    await until(async () => (await serversUp(cluster.statsUrl)).includes(replica.name))
  }
  const restartEnd = performance.now()
  await new Promise((r) => setTimeout(r, 2000))
  const killedAt = performance.now()
  await first?.stop('SIGKILL')
  await until(async () => !(await serversUp(cluster.statsUrl)).includes(first?.name ?? ''))
  const movedAt = performance.now()
  await new Promise((r) => setTimeout(r, 2000))
  const outcomes = await steady.stop()
  const before = outcomes.filter((o) => o.end < restartStart)
  const during = outcomes.filter((o) => o.start >= restartStart && o.start <= restartEnd)
  console.log(
    `steady load (4 clients): p95 ${percentile(before, 95).toFixed(1)} ms steady, ${percentile(during, 95).toFixed(1)} ms during a rolling restart of ${cluster.replicas.length} replicas (${((restartEnd - restartStart) / 1000).toFixed(1)} s); ${failed(during).length} of ${during.length} failed`,
  )
  console.log(
    `SIGKILL: the balancer moved the killed replica's share after ${((movedAt - killedAt) / 1000).toFixed(2)} s; ${failed(outcomes.filter((o) => o.start > killedAt)).length} requests failed after the kill`,
  )
  await cluster.stop()
} finally {
  await database.drop()
  rmSync(place, { recursive: true, force: true })
}
