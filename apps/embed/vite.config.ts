import { defineConfig } from 'vitest/config'

export default defineConfig({
  base: '/embed/',
  resolve: { conditions: ['@quo/source'] },
  build: { target: 'es2022' },
  test: { restoreMocks: true },
})
