import { defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  base: '/dashboard/',
  resolve: { conditions: ['@quo/source'] },
  ssr: { resolve: { conditions: ['@quo/source', ...defaultServerConditions] } },
  build: { target: 'es2022' },
  test: { restoreMocks: true },
})
