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
    await Promise.all(servers.map((server) => server.stop()))
  }
}
