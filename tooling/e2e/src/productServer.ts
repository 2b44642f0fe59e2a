import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'

const root = fileURLToPath(new URL('../../../', import.meta.url))

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as { port: number }
  await new Promise((r) => server.close(r))
  return port
}

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string
    port: number
    /** Password of the demo staff account (staff@quo.local). */
    staffPassword: string
    /** Password of the demo account without the staff role (gast@quo.local). */
    guestPassword: string
  }
}

/**
 * Starts the product as `npm start` does after its build — the API process serving the built
 * apps, with the embedded database seeded with demo data in a fresh directory.
 */
export default async function setup(project: TestProject) {
  const server = join(root, 'apps/api/dist/server.js')
  for (const built of [server, join(root, 'apps/web/dist/index.html')]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: build the product first (turbo run build)`)
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'quo-e2e-'))
  const port = await freePort()
  const origin = `http://localhost:${port}`
  // The embedded database, whatever the shell running the tests points at.
  const { QUO_DATABASE_URL: _external, ...env } = process.env
  const child: ChildProcess = spawn(process.execPath, [server], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      QUO_DATA_DIR: dataDir,
      QUO_APPS_DIR: join(root, 'apps'),
      QUO_PUBLIC_URL: origin,
      QUO_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  // The server prints the demo accounts' passwords at first start; staff tests sign in with them.
  const passwords = new Map<string, string>()
  child.stdout?.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk)
    for (const [, email, password] of chunk.toString().matchAll(/demo account (\S+) .*password: (\S+)/g)) {
      if (email && password) passwords.set(email, password)
    }
  })
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the product server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the product server did not start within 90 s')
    await new Promise((r) => setTimeout(r, 250))
  }
  project.provide('origin', origin)
  project.provide('port', port)
  project.provide('staffPassword', passwords.get('staff@quo.local') ?? '')
  project.provide('guestPassword', passwords.get('gast@quo.local') ?? '')
  return async () => {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
    rmSync(dataDir, { recursive: true, force: true })
  }
}
