import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startProductServer } from '@quo/bench'
import type { TestProject } from 'vitest/node'
import type { ServerSlot } from './server.js'
import { E2E_WORKERS } from './workers.js'

const root = fileURLToPath(new URL('../../../', import.meta.url))

/** Marks the site's page of a release that `deployRelease` put out. */
const RELEASE_MARK = '<meta name="quo-release" content="2">'

/**
 * A new release of the public site in a server's copy of `apps/web/dist`, as a deploy brings
 * one: the page and one code chunk (the search's results) changed, and the service worker's
 * list of files with their new revisions, so browsers that know the site install it.
 */
function deployRelease(webDist: string): void {
  const page = join(webDist, 'index.html')
  writeFileSync(page, readFileSync(page, 'utf8').replace('<head>', `<head>${RELEASE_MARK}`))
  const chunk = readdirSync(join(webDist, 'assets')).find((f) => /^ResultsCard-.*\.js$/.test(f))
  if (!chunk) throw new Error('the build has no ResultsCard chunk')
  writeFileSync(
    join(webDist, 'assets', chunk),
    `${readFileSync(join(webDist, 'assets', chunk), 'utf8')}\n/* release 2 */\n`,
  )
  // The build's compressed copies are of the chunk before; a deploy brings new ones (here none:
  // the server then sends the file itself).
  for (const copy of ['.br', '.gz']) rmSync(join(webDist, 'assets', `${chunk}${copy}`), { force: true })
  const worker = join(webDist, 'sw.js')
  const listed = readFileSync(worker, 'utf8')
    .replace(/(url:"index\.html",revision:)"[^"]*"/, '$1"release-2"')
    .replace(`url:"assets/${chunk}",revision:null`, `url:"assets/${chunk}",revision:"release-2"`)
  if (!listed.includes(`assets/${chunk}",revision:"release-2"`))
    throw new Error('sw.js does not list the chunk')
  writeFileSync(worker, listed)
}

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
      // Each serves its own copy of the built apps, which a test may replace by a new release.
      startProductServer(root, {
        startTimeoutMs: 180_000,
        dataFrom: seeded,
        copyApps: ['web', 'dashboard', 'embed'],
        // The calendar subscriptions' test serves its feed on loopback.
        env: { QUO_EVENT_FEEDS_PRIVATE: '1' },
      }),
    ),
  ).finally(seeded.remove)
  // Tests run in other processes than this one, which owns the servers: a restart (the product
  // away, then back on the same data) is asked for over loopback, `POST /pause/<slot>` and
  // `POST /resume/<slot>`, a deploy of a new release of the site (a restart on it) with
  // `POST /deploy/<slot>`.
  const control = createServer((request, response) => {
    const [, action, index] = request.url?.split('/') ?? []
    const server = servers[Number(index)]
    const deploy = server
      ? async () => {
          await server.pause()
          deployRelease(server.dists.web as string)
          await server.resume()
        }
      : undefined
    const run =
      action === 'pause'
        ? server?.pause
        : action === 'resume'
          ? server?.resume
          : action === 'deploy'
            ? deploy
            : undefined
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
