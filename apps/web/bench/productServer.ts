import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface ProductServer {
  origin: string
  port: number
  /** The copy of `apps/web/dist` that the server serves. */
  webDist: string
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
 * The built product as `npm start` runs it — `apps/api/dist/server.js` serving the built web
 * app — on loopback, with a fresh embedded database seeded with the demo and `itemCounts` items
 * in the given branches (`QUO_DEMO_ITEM_COUNTS`). The web app is served from a copy of its
 * `dist/`, so a rebuild in the working tree during the bench cannot break the pages.
 */
export async function startProductServer(
  root: string,
  itemCounts: Record<number, number>,
): Promise<ProductServer> {
  const dir = mkdtempSync(join(tmpdir(), 'quo-bench-web-'))
  const webDist = join(dir, 'apps/web/dist')
  cpSync(join(root, 'apps/web/dist'), webDist, { recursive: true })
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
      QUO_DEMO_ITEM_COUNTS: Object.entries(itemCounts)
        .map(([shortId, count]) => `${shortId}:${count}`)
        .join(','),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
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
  return { origin, port, webDist, stop }
}
