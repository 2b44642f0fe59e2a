import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

const apiDir = fileURLToPath(new URL('..', import.meta.url))

/** A loopback port nothing listens on now, for a server a test starts itself. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/** Resolves with the origin a child process prints as `on http://host:port/`. */
export function waitForOrigin(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = ''
    const onData = (chunk: Buffer) => {
      out += chunk.toString()
      const m = out.match(/on (http:\/\/[^/\s]+)\//)
      if (m?.[1]) resolve(m[1])
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.on('exit', (code) => reject(new Error(`exited ${code}:\n${out}`)))
  })
}

/** Starts the API from source in its own process on an ephemeral loopback port. */
export async function startApi(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; origin: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@quo/source', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, QUO_SEED: 'none', PORT: '0', HOST: '127.0.0.1', QUO_LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output += chunk.toString()
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return { child, origin: await waitForOrigin(child), output: () => output }
}
