import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = resolve(fileURLToPath(import.meta.url), '../../../..')

/**
 * The production folder as `pnpm build:production` writes it, by default from the apps the
 * workspace has built already (turbo builds them before these tests).
 */
export function buildProductionFolder(
  folder: string,
  { skipBuild = true }: { skipBuild?: boolean } = {},
): void {
  const result = spawnSync(process.execPath, [join(ROOT, 'tooling/scripts/build-production.mjs'), folder], {
    cwd: ROOT,
    env: { ...process.env, QUO_PRODUCTION_SKIP_BUILD: skipBuild ? '1' : '0' },
    encoding: 'utf8',
  })
  if (result.status !== 0 || !existsSync(join(folder, 'dist', 'server.js')))
    throw new Error(`the production build failed:\n${result.stdout}\n${result.stderr}`)
}

export interface RunningServer {
  child: ChildProcess
  origin: string
  output(): string
  /** Demo account passwords as the first start printed them. */
  passwords: Map<string, string>
  exited: Promise<number | null>
}

/**
 * `node dist/server.js` in `folder`, with only the environment an operator would give it (no
 * workspace variables), answering once `/readyz` says ready.
 */
export async function startServer(
  folder: string,
  env: Record<string, string>,
  { timeoutMs = 240_000 }: { timeoutMs?: number } = {},
): Promise<RunningServer> {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: folder,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? folder, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const passwords = new Map<string, string>()
  const keep = (chunk: Buffer) => {
    output += chunk.toString()
    for (const [, email, password] of output.matchAll(/demo account (\S+) .*password: (\S+)/g))
      if (email && password) passwords.set(email, password)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)))
  const origin = `http://127.0.0.1:${env.PORT}`
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`)
    const ready = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ready) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the server was not ready within ${timeoutMs / 1000} s:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return { child, origin, output: () => output, passwords, exited }
}
