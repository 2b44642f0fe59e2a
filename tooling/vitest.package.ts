import { defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

/** Tests of every package run from source through the `@quo/source` condition. */
export default defineConfig({
  resolve: { conditions: ['@quo/source'] },
  // Tests run server-side, where Vite resolves with the SSR conditions.
  ssr: { resolve: { conditions: ['@quo/source', ...defaultServerConditions] } },
  test: { restoreMocks: true },
})
