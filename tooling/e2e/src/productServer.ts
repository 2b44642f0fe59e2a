import { fileURLToPath } from 'node:url'
import { startProductServer } from '@quo/bench'
import type { TestProject } from 'vitest/node'

const root = fileURLToPath(new URL('../../../', import.meta.url))

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
  const server = await startProductServer(root, { startTimeoutMs: 180_000 })
  project.provide('origin', server.origin)
  project.provide('port', server.port)
  // The server prints the demo accounts' passwords at first start; staff tests sign in with them.
  project.provide('staffPassword', server.passwords.get('staff@quo.local') ?? '')
  project.provide('guestPassword', server.passwords.get('gast@quo.local') ?? '')
  return server.stop
}
