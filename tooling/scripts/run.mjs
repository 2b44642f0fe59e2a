#!/usr/bin/env node
// Entry point for `npm start` and `npm test` on a machine that has only Node and npm:
// makes sure the pinned pnpm is reachable, installs the workspace when the lockfile is newer
// than the installed tree, then runs the task. Uses Node built-ins only.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { delimiter, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(fileURLToPath(import.meta.url), '../../..')
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1]
const toolsDir = join(root, '.quo-tools')
const env = {
  ...process.env,
  PATH: [join(toolsDir, 'node_modules', '.bin'), join(root, 'node_modules', '.bin'), process.env.PATH].join(
    delimiter,
  ),
}

const tasks = {
  start: [
    [
      'turbo',
      'run',
      'build',
      '--filter=@quo/api...',
      '--filter=@quo/web...',
      '--filter=@quo/embed...',
      '--filter=@quo/dashboard...',
      '--output-logs=errors-only',
    ],
    ['pnpm', '--filter', '@quo/api', 'run', 'serve'],
  ],
  test: [
    ['turbo', 'run', 'lint', 'build', 'typecheck', '--output-logs=errors-only'],
    ['turbo', 'run', 'test', '--concurrency=1', '--output-logs=full'],
  ],
}

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit', ...opts })
  if (r.error) throw r.error
  return r.status ?? 1
}

function pnpmVersion() {
  const r = spawnSync('pnpm', ['--version'], { env, encoding: 'utf8' })
  return r.status === 0 ? r.stdout.trim() : null
}

function ensurePnpm() {
  if (pnpmVersion() === pinned) return
  console.log(`quo: installing pnpm ${pinned} into .quo-tools/`)
  const status = run(
    'npm',
    ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', toolsDir, `pnpm@${pinned}`],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  if (status !== 0 || pnpmVersion() !== pinned) throw new Error('could not install pnpm')
}

function ensureInstalled() {
  const marker = join(root, 'node_modules', '.modules.yaml')
  const lock = join(root, 'pnpm-lock.yaml')
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return
  const status = run('pnpm', ['install', '--frozen-lockfile', '--reporter=append-only'])
  if (status !== 0) process.exit(status)
}

const task = process.argv[2]
const steps = tasks[task]
if (!steps) {
  console.error(`usage: run.mjs ${Object.keys(tasks).join('|')}`)
  process.exit(2)
}
ensurePnpm()
ensureInstalled()
for (const [cmd, ...args] of steps) {
  const status = run(cmd, args)
  if (status !== 0) process.exit(status)
}
