import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Cluster, serversUp, startCluster } from './cluster.js'
import { buildProductionFolder } from './productionFolder.js'
import { PUBLIC_READS } from './publicReads.js'
import { scratchDatabase } from './scratchDatabase.js'
import { renameItem, staffAuth, uploadPhoto } from './staffEdits.js'
import { failed, percentile, steadyLoad } from './steadyLoad.js'

const REDIS = process.env.QUO_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

const place = mkdtempSync(join(tmpdir(), 'quo-cluster-'))
let database: Awaited<ReturnType<typeof scratchDatabase>>
let cluster: Cluster

beforeAll(async () => {
  const folder = join(place, 'quo')
  buildProductionFolder(folder)
  database = await scratchDatabase('cluster')
  cluster = await startCluster({
    folder,
    workDir: join(place, 'work'),
    databaseUrl: database.url,
    redisUrl: REDIS,
  })
})
afterAll(async () => {
  await cluster?.stop()
  await database?.drop()
  rmSync(place, { recursive: true, force: true })
})

const until = async (condition: () => Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe('three replicas behind HAProxy', () => {
  it('signs staff in, takes an edit and an upload on one replica and shows them from the others', async () => {
    const { origin } = cluster
    const auth = await staffAuth(origin, 'staff@quo.local', cluster.passwords.get('staff@quo.local') ?? '')
    const { nanoId } = await renameItem(origin, auth, 1, 'Rathaus (Cluster)')
    // Every replica answers the new title within a moment (its cache hears the change feed).
    const fresh = new Set<string>()
    await until(async () => {
      const res = await fetch(`${origin}/api/items/nanoid/${nanoId}`)
      const { title } = (await res.json()) as { title: string }
      if (title === 'Rathaus (Cluster)') fresh.add(res.headers.get('x-quo-replica') ?? '')
      return fresh.size === cluster.replicas.length
    }, 10_000)

    const { url, replica: uploadedOn } = await uploadPhoto(origin, auth, 'Rathaus im Cluster', '#c33')
    const servedBy = new Set<string>()
    for (let i = 0; i < 6; i++) {
      const image = await fetch(url)
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toMatch(/^image\//)
      servedBy.add(image.headers.get('x-quo-replica') ?? '')
    }
    expect([...servedBy].filter((name) => name !== uploadedOn).length).toBeGreaterThan(0)
  })

  it('loses no request while every replica is restarted in turn with SIGTERM', async () => {
    const steady = steadyLoad(cluster.origin, PUBLIC_READS)
    await new Promise((r) => setTimeout(r, 2000))
    const restartStart = performance.now()
    for (const replica of cluster.replicas) {
      expect(await replica.stop('SIGTERM')).toBe(0)
      await replica.start()
      await until(async () => (await serversUp(cluster.statsUrl)).includes(replica.name), 20_000)
    }
    const restartEnd = performance.now()
    await new Promise((r) => setTimeout(r, 2000))
    const outcomes = await steady.stop()
    const during = outcomes.filter((o) => o.start >= restartStart && o.start <= restartEnd)
    const steadyState = outcomes.filter((o) => o.end < restartStart)
    console.log(
      `rolling restart: ${outcomes.length} requests, ${failed(outcomes).length} failed; p95 ${percentile(steadyState, 95).toFixed(0)} ms steady, ${percentile(during, 95).toFixed(0)} ms during the restart (${((restartEnd - restartStart) / 1000).toFixed(1)} s)`,
    )
    expect(failed(outcomes)).toEqual([])
    expect(new Set(outcomes.map((o) => o.status))).toEqual(new Set([200]))
    expect(during.length).toBeGreaterThan(100)
  })

  it('after SIGKILL fails only the requests in flight on that replica, none afterwards', async () => {
    const steady = steadyLoad(cluster.origin, PUBLIC_READS)
    await new Promise((r) => setTimeout(r, 2000))
    const [, victim] = cluster.replicas
    if (!victim) throw new Error('no second replica')
    const killedAt = performance.now()
    await victim.stop('SIGKILL')
    await until(async () => !(await serversUp(cluster.statsUrl)).includes(victim.name), 10_000)
    const markedDown = performance.now()
    await new Promise((r) => setTimeout(r, 3000))
    const outcomes = await steady.stop()
    const lost = failed(outcomes)
    console.log(
      `SIGKILL: ${outcomes.length} requests, ${lost.length} failed; the balancer took ${((markedDown - killedAt) / 1000).toFixed(2)} s to take the replica out`,
    )
    for (const outcome of lost) expect(outcome.start).toBeLessThanOrEqual(killedAt)
    const after = outcomes.filter((o) => o.start > killedAt)
    expect(after.length).toBeGreaterThan(50)
    expect(after.every((o) => o.replica !== victim.name)).toBe(true)
    await victim.start()
  })
})
