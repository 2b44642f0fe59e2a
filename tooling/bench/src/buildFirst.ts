import { spawnSync } from 'node:child_process'

/**
 * Builds `packages` and what they depend on with turbo (cached when unchanged) unless the bench
 * runs with `--no-build`; exits with turbo's status when the build fails.
 * @example buildFirst(root, ['@quo/embed', '@quo/api'])
 */
export function buildFirst(root: string, packages: readonly string[]): void {
  if (process.argv.includes('--no-build')) return
  console.log(`building ${packages.join(', ')} (turbo; cached when unchanged) …`)
  const build = spawnSync(
    'turbo',
    ['run', 'build', ...packages.map((p) => `--filter=${p}...`), '--output-logs=errors-only'],
    { cwd: root, stdio: 'inherit' },
  )
  if (build.status !== 0) process.exit(build.status ?? 1)
}
