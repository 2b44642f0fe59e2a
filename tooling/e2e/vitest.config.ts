import { defineConfig } from 'vitest/config'
import { testReporters } from '../vitest.report'

// One product server for all files (global setup), driven by one Chromium per file.
export default defineConfig({
  test: {
    reporters: testReporters(),
    globalSetup: ['src/productServer.ts'],
    // A guard against hangs only: the suites run side by side on shared cores.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // Pages load a map over software WebGL; give polled expectations time.
    expect: { poll: { timeout: 20_000, interval: 100 } },
  },
})
