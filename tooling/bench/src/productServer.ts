import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
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
  stop: () => Promise<void>
}

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r))
  const { port } = probe.address() as { port: number }
  await new Promise((r) => probe.close(r))
  return port
}

/**
 * The built product as `npm start` runs it — `apps/api/dist/server.js` serving the built apps —
 * on loopback, with a fresh embedded database seeded with the demo and `itemCounts` items in
 * the given branches (`QUO_DEMO_ITEM_COUNTS`). The apps are served from copies of their
 * `dist/`, so a rebuild in the working tree during the bench cannot break the pages. With
 * `databaseUrl` it runs on that (empty) PostgreSQL database instead.
 * @example const server = await startProductServer(root, { 3: 20_000 }, ['web', 'dashboard'])
 */
export async function startProductServer(
  root: string,
  itemCounts: Record<number, number>,
  apps: readonly string[] = ['web'],
  /** A fresh, empty PostgreSQL database to run on instead of the embedded one. */
  databaseUrl?: string,
): Promise<ProductServer> {
  const dir = mkdtempSync(join(tmpdir(), 'quo-bench-'))
  const dists: Record<string, string> = {}
  for (const app of apps) {
    dists[app] = join(dir, 'apps', app, 'dist')
    cpSync(join(root, 'apps', app, 'dist'), dists[app], { recursive: true })
  }
  const port = await freePort()
  const origin = `http://localhost:${port}`
  const { QUO_DATABASE_URL: _external, ...env } = process.env
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      QUO_DATA_DIR: join(dir, 'data'),
      QUO_APPS_DIR: join(dir, 'apps'),
      QUO_PUBLIC_URL: origin,
      QUO_LOG_LEVEL: 'warn',
      QUO_SEED: 'demo',
      ...(databaseUrl ? { QUO_DATABASE_URL: databaseUrl } : {}),
      QUO_DEMO_ITEM_COUNTS: Object.entries(itemCounts)
        .map(([shortId, count]) => `${shortId}:${count}`)
        .join(','),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  // The first start prints the demo accounts: "demo account staff@quo.local (…), password: X".
  const passwords = new Map<string, string>()
  child.stdout?.setEncoding('utf8')
  child.stdout?.on('data', (text: string) => {
    for (const [, email, password] of text.matchAll(/demo account (\S+) .*password: (\S+)/g)) {
      if (email && password) passwords.set(email, password)
    }
    process.stdout.write(text)
  })
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
    }
    rmSync(dir, { recursive: true, force: true })
  }
  // Seeding tens of thousands of items into a fresh database takes a while.
  const deadline = Date.now() + 300_000
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
      break
    if (Date.now() > deadline) {
      await stop()
      throw new Error('the product server did not start within 300 s')
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  return { origin, port, dists, passwords, stop }
}
