import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'
import { testReporters } from '../../tooling/vitest.report'

export default defineConfig({
  base: '/dashboard/',
  plugins: [react(), tailwindcss()],
  resolve: { conditions: ['@quo/source'] },
  ssr: { resolve: { conditions: ['@quo/source', ...defaultServerConditions] } },
  build: {
    target: 'es2022',
    // MapLibre in a chunk of its own: only the place editor's map loads it, and the bench
    // counts it apart from the dashboard's own code.
    rollupOptions: {
      // MapLibre alone: the drawing tools (terra-draw and its MapLibre adapter) load with the editor.
      output: { manualChunks: (id) => (id.includes('/node_modules/maplibre-gl/') ? 'maplibre' : undefined) },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
  test: {
    restoreMocks: true,
    reporters: testReporters(),
    testTimeout: 30_000,
    setupFiles: ['./src/__tests__/setup.ts'],
  },
})
