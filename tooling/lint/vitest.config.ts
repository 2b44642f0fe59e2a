import { defineConfig } from 'vitest/config'
import { testReporters } from '../vitest.report'

export default defineConfig({ test: { reporters: testReporters(), testTimeout: 30_000 } })
