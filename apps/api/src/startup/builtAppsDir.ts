import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'

/**
 * Where the built front-end apps are when `QUO_APPS_DIR` is not set: `apps/` beside `dist/`
 * in the production folder (`pnpm build:production`), else the workspace's `apps/` directory,
 * whose `web/dist`, `embed/dist` and `dashboard/dist` the workspace build writes.
 */
export function builtAppsDir(serverDir: string): string {
  const production = resolve(serverDir, '..', 'apps')
  if (existsSync(join(production, 'web', 'dist', 'index.html'))) return production
  return resolve(serverDir, '..', '..')
}
