import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'
import { testReporters } from './vitest.report'

/** Vitest's own pattern of type tests: `*.test-d.ts` and the like. */
const TYPE_TEST = /\.(test|spec)-d\.[cm]?[jt]sx?$/

/** Whether the package (the working directory, as `vitest run` runs in it) has type tests. */
function hasTypeTests(dir = process.cwd()): boolean {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && TYPE_TEST.test(entry.name)) return true
    if (
      entry.isDirectory() &&
      !/^(node_modules|dist)$|^\./.test(entry.name) &&
      hasTypeTests(join(dir, entry.name))
    )
      return true
  }
  return false
}

/**
 * Tests of every package run from source through the `@quo/source` condition. Type tests
 * (`*.test-d.ts`, `expectTypeOf`) run with them where a package has some: Vitest then runs the
 * package's `tsc` once, which the others are spared.
 */
export default defineConfig({
  resolve: { conditions: ['@quo/source'] },
  // Tests run server-side, where Vite resolves with the SSR conditions.
  ssr: { resolve: { conditions: ['@quo/source', ...defaultServerConditions] } },
  test: {
    restoreMocks: true,
    reporters: testReporters(),
    // A guard against hangs only: `npm test` runs the suites side by side, so a CPU-heavy test
    // (the demo generated twice) can take several times its time on an idle machine.
    testTimeout: 30_000,
    typecheck: { enabled: hasTypeTests() },
  },
})
