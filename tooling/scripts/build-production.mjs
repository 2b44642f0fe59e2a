#!/usr/bin/env node
// `pnpm build:production [folder]`: the production folder — the bundled API (dist/), its SQL
// migrations and shipped data, the built web, embed and dashboard apps (apps/*/dist) and the
// API's production dependencies only (`pnpm deploy --prod`). It runs with `node dist/server.js`
// (or `npm start`) from anywhere: no workspace, no dev tooling, no TypeScript. The Dockerfile
// copies exactly this folder. Uses Node built-ins only.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, lstatSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(fileURLToPath(import.meta.url), '../../..')
const out = resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2] ?? 'production')
const APPS = ['web', 'embed', 'dashboard']

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`quo: ${command} ${args.join(' ')} failed`)
    process.exit(result.status ?? 1)
  }
}

if (out === root || root.startsWith(`${out}/`)) {
  console.error(`quo: the production folder must not contain the repository (${out})`)
  process.exit(1)
}
// A caller that has just built the apps (the operations tests, under turbo) skips the build.
if (process.env.QUO_PRODUCTION_SKIP_BUILD !== '1')
  run('turbo', [
    'run',
    'build',
    '--output-logs=errors-only',
    '--filter=@quo/api',
    ...APPS.map((app) => `--filter=@quo/${app}`),
  ])
rmSync(out, { recursive: true, force: true })
// The API's package.json `files` picks dist/, drizzle/ and data/; `--legacy` copies workspace
// packages instead of requiring injected ones (they are bundled into dist/ anyway).
run('pnpm', [
  '--filter=@quo/api',
  'deploy',
  '--prod',
  '--legacy',
  '--config.confirmModulesPurge=false',
  '--config.auto-install-peers=false',
  out,
])
for (const app of APPS)
  cpSync(join(root, 'apps', app, 'dist'), join(out, 'apps', app, 'dist'), { recursive: true })

const api = JSON.parse(readFileSync(join(out, 'package.json'), 'utf8'))
const { version } = api
writeFileSync(
  join(out, 'package.json'),
  `${JSON.stringify(
    {
      name: 'quo',
      version,
      private: true,
      type: 'module',
      description: 'quo, production build: node dist/server.js (see docs/operations.md)',
      license: 'MIT',
      engines: api.engines,
      scripts: {
        start: 'node dist/server.js',
        migrate: 'node dist/cli/migrate.js',
        backup: 'node dist/cli/backup.js backup',
        restore: 'node dist/cli/backup.js restore',
      },
      dependencies: api.dependencies,
    },
    null,
    2,
  )}\n`,
)
cpSync(join(root, 'LICENSE'), join(out, 'LICENSE'))

const size = (path) =>
  lstatSync(path).isDirectory()
    ? readdirSync(path).reduce((sum, name) => sum + size(join(path, name)), 0)
    : lstatSync(path).size
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`
console.log(
  `quo: production folder ${out}: ${mb(size(out))} (node_modules ${mb(size(join(out, 'node_modules')))}, ` +
    `apps ${mb(size(join(out, 'apps')))}, server ${mb(size(join(out, 'dist')))})`,
)
if (!existsSync(join(out, 'dist', 'server.js'))) process.exit(1)
