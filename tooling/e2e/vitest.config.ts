import { defineConfig } from 'vitest/config'
import { testReporters } from '../vitest.report'
import { E2E_WORKERS } from './src/workers'

// One product server per worker slot (global setup), driven by one Chromium per file; two files
// at a time, each on its slot's server (src/server.ts).
export default defineConfig({
  test: {
    reporters: testReporters(),
    globalSetup: ['src/productServer.ts'],
    // A guard against hangs only: the suites run side by side on shared cores.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    maxWorkers: E2E_WORKERS,
    minWorkers: E2E_WORKERS,
    // Pages load a map over software WebGL; give polled expectations time.
    expect: { poll: { timeout: 20_000, interval: 100 } },
  },
})
