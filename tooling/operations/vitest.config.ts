import { defineConfig } from 'vitest/config'
import { testReporters } from '../vitest.report'

// Each file starts real server processes (and the cluster file a balancer in front of them):
// one file at a time, so their timings and ports never compete.
export default defineConfig({
  test: {
    reporters: testReporters(),
    testTimeout: 600_000,
    hookTimeout: 300_000,
    maxWorkers: 1,
    minWorkers: 1,
  },
})
