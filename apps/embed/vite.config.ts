import { defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'
import { testReporters } from '../../tooling/vitest.report'

export default defineConfig({
  base: '/embed/',
  resolve: { conditions: ['@quo/source'] },
  ssr: { resolve: { conditions: ['@quo/source', ...defaultServerConditions] } },
  build: { target: 'es2022' },
  test: { restoreMocks: true, reporters: testReporters(), testTimeout: 30_000 },
})
