import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { startProductServer } from '@quo/bench'
import type { TestProject } from 'vitest/node'
import type { ServerSlot } from './server.js'
import { E2E_WORKERS } from './workers.js'

const root = fileURLToPath(new URL('../../../', import.meta.url))

declare module 'vitest' {
  export interface ProvidedContext {
    /** One product server per worker slot (src/server.ts picks a file's). */
    servers: ServerSlot[]
    /** Where a test asks for its slot's server to be stopped and started again (a restart). */
    controlOrigin: string
  }
}

/**
 * Starts the product as `npm start` does after its build — the API process serving the built
 * apps, with the embedded database seeded with demo data — once per worker slot. Files run two
 * at a time, each on its slot's server, so no two files ever share one at the same moment, as
 * when they all ran one after another on a single server. The demo is seeded once, by a first
 * start that is then stopped; each slot's server starts on its own copy of that data.
 */
export default async function setup(project: TestProject) {
  const seeded = await (await startProductServer(root, { startTimeoutMs: 180_000 })).keepData()
  const servers = await Promise.all(
    Array.from({ length: E2E_WORKERS }, () =>
      startProductServer(root, { startTimeoutMs: 180_000, dataFrom: seeded }),
    ),
  ).finally(seeded.remove)
  // Tests run in other processes than this one, which owns the servers: a restart (the product
  // away, then back on the same data) is asked for over loopback, `POST /pause/<slot>` and
  // `POST /resume/<slot>`.
  const control = createServer((request, response) => {
    const [, action, index] = request.url?.split('/') ?? []
    const server = servers[Number(index)]
    const run = action === 'pause' ? server?.pause : action === 'resume' ? server?.resume : undefined
    if (request.method !== 'POST' || !run) {
      response.writeHead(404).end()
      return
    }
    run().then(
      () => response.writeHead(204).end(),
      (error: unknown) => response.writeHead(500).end(String(error)),
    )
  })
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve))
  project.provide('controlOrigin', `http://127.0.0.1:${(control.address() as AddressInfo).port}`)
  project.provide(
    'servers',
    servers.map((server) => ({
      origin: server.origin,
      port: server.port,
      // The server prints the demo accounts' passwords at first start; staff tests sign in with them.
      staffPassword: server.passwords.get('staff@quo.local') ?? '',
      guestPassword: server.passwords.get('gast@quo.local') ?? '',
      fairEditorPassword: server.passwords.get('messe@quo.local') ?? '',
    })),
  )
  return async () => {
    control.close()
    await Promise.all(servers.map((server) => server.stop()))
  }
}
