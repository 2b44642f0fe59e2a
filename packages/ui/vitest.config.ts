import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { conditions: ['@quo/source'] },
  test: { restoreMocks: true },
})
