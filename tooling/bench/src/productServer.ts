import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface ProductServer {
  origin: string
  port: number
  /** The copies of the apps' `dist/` that the server serves, by app folder name. */
  dists: Record<string, string>
  /** The demo accounts' passwords the server printed at its first start, by e-mail. */
  passwords: Map<string, string>
  /** Stops the server (SIGTERM, as an operator would) and removes its directory. */
  stop: () => Promise<void>
  /**
   * Stops the server and keeps its data: the seeded database that further servers start a copy
   * of (`dataFrom`) instead of seeding their own.
   */
  keepData: () => Promise<SeededData>
  /** Stops the process (SIGTERM) and keeps its data and port: the product is away. */
  pause: () => Promise<void>
  /** Starts the process again on the same data and port, as after an operator's restart. */
  resume: () => Promise<void>
}

/** A stopped server's data directory and the demo passwords it printed when it seeded it. */
export interface SeededData {
  dir: string
  passwords: Map<string, string>
  /** Removes the directory. */
  remove: () => void
}

/** A loopback port nothing listens on now. */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r))
  const { port } = probe.address() as { port: number }
  await new Promise((r) => probe.close(r))
  return port
}

export interface ProductServerOptions {
  /** Demo items to add per branch short id (`QUO_DEMO_ITEM_COUNTS`), e.g. `{ 3: 20_000 }`. */
  itemCounts?: Record<number, number>
  /**
   * Apps whose `dist/` is copied and served from the copy, so that a rebuild in the working tree
   * during a bench cannot break the pages. Without it the server serves `apps/` as it is.
   */
  copyApps?: readonly string[]
  /** A fresh, empty PostgreSQL database to run on instead of the embedded one. */
  databaseUrl?: string
  /**
   * How long the server may take to answer its health check: by default 5 min and 12 ms per
   * demo item added, since seeding is slow (100,000 items: about 8 min on PGlite).
   */
  startTimeoutMs?: number
  /**
   * Start on a copy of this seeded data (`keepData` of an earlier server) rather than seed a
   * fresh database: a restart costs a fifth of the first start's seeding.
   */
  dataFrom?: SeededData
  /** Further environment of the server, e.g. `{ QUO_EVENT_FEEDS_PRIVATE: '1' }`. */
  env?: Record<string, string>
}

/**
 * The built product as `npm start` runs it — `apps/api/dist/server.js` serving the built apps —
 * on loopback, with a fresh embedded database seeded with the demo (or the PostgreSQL database
 * of `databaseUrl`). Benchmarks and the end-to-end tests start it the same way.
 * @example const server = await startProductServer(root, { itemCounts: { 3: 20_000 }, copyApps: ['web'] })
 */
export async function startProductServer(
  root: string,
  {
    itemCounts = {},
    copyApps = [],
    databaseUrl,
    startTimeoutMs = 300_000 + 12 * Object.values(itemCounts).reduce((sum, n) => sum + n, 0),
    dataFrom,
    env: extraEnv = {},
  }: ProductServerOptions = {},
): Promise<ProductServer> {
  for (const built of ['apps/api/dist/server.js', 'apps/web/dist/index.html']) {
    if (!existsSync(join(root, built))) throw new Error(`${built} is missing: build first (turbo run build)`)
  }
  const dir = mkdtempSync(join(tmpdir(), 'quo-server-'))
  const dists: Record<string, string> = {}
  for (const app of copyApps) {
    dists[app] = join(dir, 'apps', app, 'dist')
    cpSync(join(root, 'apps', app, 'dist'), dists[app], { recursive: true })
  }
  const dataDir = join(dir, 'data')
  if (dataFrom) cpSync(dataFrom.dir, dataDir, { recursive: true })
  const port = await freePort()
  const origin = `http://localhost:${port}`
  // The embedded database unless asked otherwise, whatever the shell points at.
  const { QUO_DATABASE_URL: _external, ...env } = process.env
  const counts = Object.entries(itemCounts).map(([shortId, count]) => `${shortId}:${count}`)
  const launch = () => {
    const child = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        QUO_DATA_DIR: dataDir,
        QUO_APPS_DIR: copyApps.length > 0 ? join(dir, 'apps') : join(root, 'apps'),
        QUO_PUBLIC_URL: origin,
        QUO_LOG_LEVEL: 'warn',
        QUO_SEED: 'demo',
        ...(databaseUrl ? { QUO_DATABASE_URL: databaseUrl } : {}),
        ...(counts.length > 0 ? { QUO_DEMO_ITEM_COUNTS: counts.join(',') } : {}),
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    // The first start prints the demo accounts: "demo account staff@quo.local (…), password: X".
    child.stdout?.setEncoding('utf8')
    child.stdout?.on('data', (text: string) => {
      for (const [, email, password] of text.matchAll(/demo account (\S+) .*password: (\S+)/g)) {
        if (email && password) passwords.set(email, password)
      }
      process.stdout.write(text)
    })
    return child
  }
  const passwords = new Map<string, string>(dataFrom?.passwords)
  let child = launch()
  const halt = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
    }
  }
  const remove = () => rmSync(dir, { recursive: true, force: true })
  const stop = async () => {
    await halt()
    remove()
  }
  const keepData = async (): Promise<SeededData> => {
    await halt()
    if (child.exitCode !== 0) throw new Error(`the product server stopped with ${child.exitCode}`)
    return { dir: dataDir, passwords, remove }
  }
  const answering = async () => {
    const deadline = Date.now() + startTimeoutMs
    for (;;) {
      if (child.exitCode !== null) {
        await stop()
        throw new Error(`the product server exited with ${child.exitCode}`)
      }
      if (
        await fetch(`${origin}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return
      if (Date.now() > deadline) {
        await stop()
        throw new Error(`the product server did not start within ${startTimeoutMs / 1000} s`)
      }
      await new Promise((r) => setTimeout(r, 500))
    }
  }
  await answering()
  const resume = async () => {
    if (child.exitCode === null) return
    child = launch()
    await answering()
  }
  return { origin, port, dists, passwords, stop, keepData, pause: halt, resume }
}
