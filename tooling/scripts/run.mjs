#!/usr/bin/env node
// Entry point for `npm start` and `npm test` on a machine that has only Node and npm:
// makes sure the pinned pnpm is reachable, installs the workspace when the lockfile is newer
// than the installed tree, then runs the task. Uses Node built-ins only.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { delimiter, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(fileURLToPath(import.meta.url), '../../..')

// The Node.js lines quo supports, as package.json's `engines` says: 22 from 22.12 on, and 24 or
// later. Older ones are past their end of life and some pinned dependencies need 22. On such a
// machine the task runs on Node.js 22 from the npm registry's `node` package (which installs the
// platform's binary package from the same registry) in `.quo-tools/node22/`, so the two commands
// still need nothing but Node and npm.
const supported = (version) => {
  const [major, minor] = version.split('.').map(Number)
  return major === 22 ? minor >= 12 : major >= 24
}
if (!supported(process.versions.node)) {
  const nodeDir = join(root, '.quo-tools', 'node22')
  const bin = join(nodeDir, 'node_modules', '.bin')
  const node22 = join(bin, process.platform === 'win32' ? 'node.cmd' : 'node')
  const version = () =>
    spawnSync(node22, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout?.trim()
  if (!existsSync(node22) || !supported(version() ?? '')) {
    console.log(
      `quo: Node.js ${process.versions.node} is past its end of life; installing Node.js 22 into .quo-tools/node22/`,
    )
    spawnSync(
      'npm',
      ['install', '--prefix', nodeDir, '--no-save', '--no-audit', '--no-fund', '--loglevel=error', 'node@22'],
      {
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    )
  }
  if (!existsSync(node22) || !supported(version() ?? '')) {
    console.error(
      `quo: Node.js ${process.versions.node} is not supported and Node.js 22 could not be installed. Use Node.js 22 (22.12 or later) or 24, the current LTS lines.`,
    )
    process.exit(1)
  }
  // npm finds its global config beside the running node: keep the machine's (a registry mirror,
  // a proxy's certificate authority), which the private Node would not see.
  const globalConfig =
    process.env.npm_config_globalconfig ??
    spawnSync('npm', ['config', 'get', 'globalconfig'], { encoding: 'utf8' }).stdout?.trim()
  const again = spawnSync(node22, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: [bin, process.env.PATH].join(delimiter),
      ...(globalConfig ? { npm_config_globalconfig: globalConfig } : {}),
    },
  })
  process.exit(again.status ?? 1)
}

const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1]
const toolsDir = join(root, '.quo-tools')
const env = {
  ...process.env,
  PATH: [join(toolsDir, 'node_modules', '.bin'), join(root, 'node_modules', '.bin'), process.env.PATH].join(
    delimiter,
  ),
}

// Each suite's JSON report, in its package (tooling/vitest.report.ts), run or replayed by turbo.
const TEST_REPORT = '.test-report.json'
const reports = () =>
  ['apps', 'packages', 'tooling']
    .flatMap((group) => {
      const dir = join(root, group)
      return existsSync(dir) ? readdirSync(dir).map((name) => join(dir, name, TEST_REPORT)) : []
    })
    .filter((file) => existsSync(file))

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
  // One task graph: each suite starts as soon as what it needs is built, light suites run beside
  // the heavy ones, and --continue lets every suite report even when one fails. Each suite writes
  // a JSON report in its package (tooling/vitest.report.ts) for the summary line.
  test: [['turbo', 'run', 'lint', 'build', 'typecheck', 'test', 'build-storybook', '--continue']],
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

const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((line) => line.trim()) ?? ''

/**
 * Test counts from the suites' JSON reports: `{ passed, failed, skipped, suites, failures }`,
 * with each failed test (or test file that failed to run) named, so the last lines of a long
 * run's log say what failed.
 */
function testCounts() {
  const counts = { passed: 0, failed: 0, skipped: 0, suites: 0, failures: [] }
  for (const file of reports()) {
    const report = JSON.parse(readFileSync(file, 'utf8'))
    counts.passed += report.numPassedTests
    counts.failed += report.numFailedTests
    counts.skipped += report.numPendingTests + report.numTodoTests
    counts.suites += 1
    for (const result of report.testResults ?? []) {
      const where = relative(root, result.name ?? '')
      const failed = (result.assertionResults ?? []).filter((test) => test.status === 'failed')
      for (const test of failed)
        counts.failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
      if (result.status === 'failed' && failed.length === 0)
        counts.failures.push(`${where}: ${firstLine(result.message)}`)
    }
  }
  return counts
}

const task = process.argv[2]
const steps = tasks[task]
if (!steps) {
  console.error(`usage: run.mjs ${Object.keys(tasks).join('|')}`)
  process.exit(2)
}
ensurePnpm()
ensureInstalled()
const started = Date.now()
if (task === 'test') {
  // Reports of an earlier run must not count: turbo writes or restores this run's.
  for (const file of reports()) rmSync(file)
}
let status = 0
for (const [cmd, ...args] of steps) {
  status = run(cmd, args)
  if (status !== 0) break
}
if (task === 'test') {
  const { passed, failed, skipped, suites, failures } = testCounts()
  for (const failure of failures) console.log(`failed: ${failure.slice(0, 400)}`)
  const minutes = ((Date.now() - started) / 60_000).toFixed(1)
  // A task that fails before its tests run (lint, a build, a type error) has no report.
  const other = status !== 0 && failed === 0 ? ' (and a task failed: see above)' : ''
  console.log(
    `\n${passed} passed, ${failed} failed${other} — ${skipped} skipped, ${suites} suites, ${minutes} min`,
  )
}
process.exit(status)
