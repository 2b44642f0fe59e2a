import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { freePort } from '@quo/bench'
import S3rver from 's3rver'
import { haproxyConfig } from './haproxyConfig.js'
import { type RunningServer, startServer } from './productionFolder.js'

export interface ClusterOptions {
  /** The production folder the replicas run from. */
  folder: string
  /** Where the balancer's configuration, the object store and the replicas' data go. */
  workDir: string
  databaseUrl: string
  redisUrl: string
  replicas?: number
  /** Seconds a replica serves unready after SIGTERM (`QUO_SHUTDOWN_GRACE_SECONDS`). */
  graceSeconds?: number
  /** The balancer's port; a free one by default. */
  port?: number
}

interface Replica {
  name: string
  port: number
  /** Starts it (again) and waits until it says ready. */
  start(): Promise<void>
  /** Sends `signal` and waits for the process to exit; its exit code. */
  stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<number | null>
  output(): string
  /** The running process's id. */
  pid(): number | undefined
}

export interface Cluster {
  /** The balancer's origin, the only address visitors and staff use. */
  origin: string
  /** HAProxy's statistics as CSV. */
  statsUrl: string
  replicas: Replica[]
  passwords: Map<string, string>
  /** HAProxy's process id. */
  balancerPid: number | undefined
  stop(): Promise<void>
}

/**
 * A cluster on one machine as `compose.yaml` describes it: HAProxy (Debian's) in front of
 * several API processes from the production folder, all on one PostgreSQL and one Redis and
 * keeping media in one S3-compatible store (s3rver, the media tests' test server).
 */
export async function startCluster({
  folder,
  workDir,
  databaseUrl,
  redisUrl,
  replicas: count = 3,
  graceSeconds = 2,
  port,
}: ClusterOptions): Promise<Cluster> {
  mkdirSync(workDir, { recursive: true })
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(workDir, 's3'),
    configureBuckets: [{ name: 'quo-media' }],
  })
  const { port: s3Port } = await s3.run()
  const balancerPort = port ?? (await freePort())
  const statsPort = await freePort()
  const origin = `http://127.0.0.1:${balancerPort}`
  const passwords = new Map<string, string>()

  const env = (name: string, replicaPort: number): Record<string, string> => ({
    PORT: String(replicaPort),
    HOST: '127.0.0.1',
    // Every replica must issue and accept the same tokens: one public URL, the balancer's.
    QUO_PUBLIC_URL: origin,
    QUO_DATABASE_URL: databaseUrl,
    QUO_REDIS_URL: redisUrl,
    QUO_S3_BUCKET: 'quo-media',
    QUO_S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    QUO_S3_ACCESS_KEY_ID: 'S3RVER',
    QUO_S3_SECRET_ACCESS_KEY: 'S3RVER',
    QUO_TRUST_PROXY: '127.0.0.1',
    QUO_DATA_DIR: join(workDir, name),
    QUO_DEMO_GEOGRAPHY: 'generated',
    QUO_SHUTDOWN_GRACE_SECONDS: String(graceSeconds),
    QUO_LOG_LEVEL: 'warn',
  })
  const replicas: Replica[] = []
  for (let i = 1; i <= count; i++) {
    const name = `quo-${i}`
    const replicaPort = await freePort()
    let server: RunningServer | undefined
    let log = ''
    replicas.push({
      name,
      port: replicaPort,
      async start() {
        server = await startServer(folder, env(name, replicaPort))
        for (const [email, password] of server.passwords) passwords.set(email, password)
      },
      async stop(signal) {
        const running = server
        if (!running || running.child.exitCode !== null) return running?.child.exitCode ?? null
        running.child.kill(signal)
        const code = await running.exited
        log += running.output()
        return code
      },
      output: () => log + (server?.output() ?? ''),
      pid: () => (server?.child.exitCode === null ? server.child.pid : undefined),
    })
  }
  // The first replica seeds the empty database; the others start on it side by side.
  const [first, ...others] = replicas
  await first?.start()
  await Promise.all(others.map((r) => r.start()))

  const config = join(workDir, 'haproxy.cfg')
  writeFileSync(
    config,
    haproxyConfig({
      binds: [`127.0.0.1:${balancerPort}`],
      upstreams: replicas.map((r) => ({ name: r.name, address: `127.0.0.1:${r.port}` })),
      stats: `127.0.0.1:${statsPort}`,
    }),
  )
  const haproxy: ChildProcess = spawn('haproxy', ['-db', '-f', config], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let haproxyLog = ''
  haproxy.stderr?.on('data', (chunk: Buffer) => {
    haproxyLog += chunk.toString()
  })
  const statsUrl = `http://127.0.0.1:${statsPort}/stats;csv`
  // Up once every replica passed its checks.
  for (let tries = 0; ; tries++) {
    const up = await serversUp(statsUrl).catch(() => [])
    if (up.length === count) break
    if (haproxy.exitCode !== null || tries > 100)
      throw new Error(`the balancer did not come up (${haproxy.exitCode}):\n${haproxyLog}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    origin,
    statsUrl,
    replicas,
    passwords,
    balancerPid: haproxy.pid,
    async stop() {
      haproxy.kill('SIGTERM')
      await Promise.all(replicas.map((r) => r.stop('SIGTERM')))
      await s3.close()
    },
  }
}

/** Names of the replicas HAProxy sends traffic to now (status UP in its statistics). */
export async function serversUp(statsUrl: string): Promise<string[]> {
  const csv = await (await fetch(statsUrl)).text()
  const [header = '', ...rows] = csv.replace(/^# /, '').trim().split('\n')
  const columns = header.split(',')
  const at = (row: string[], name: string) => row[columns.indexOf(name)] ?? ''
  return rows
    .map((line) => line.split(','))
    .filter((row) => at(row, 'pxname') === 'api' && !['FRONTEND', 'BACKEND'].includes(at(row, 'svname')))
    .filter((row) => at(row, 'status') === 'UP')
    .map((row) => at(row, 'svname'))
}
