import { defineConfig } from 'vitest/config'

/** Tests of every package run from source through the `@quo/source` condition. */
export default defineConfig({
  resolve: { conditions: ['@quo/source'] },
  test: { restoreMocks: true },
})
