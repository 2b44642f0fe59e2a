import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'
import { testReporters } from '../../tooling/vitest.report'
import { bundleReport } from './bench/bundleReport.js'
import { offlineSite } from './build/offlineSite.js'
import { startAfterFirstPaint } from './build/startAfterFirstPaint.js'

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    tailwindcss(),
    startAfterFirstPaint('src/boot.tsx'),
    offlineSite(),
    ...(process.env.QUO_BUNDLE_REPORT ? [bundleReport()] : []),
  ],
  resolve: { conditions: ['@quo/source'] },
  ssr: { resolve: { conditions: ['@quo/source', ...defaultServerConditions] } },
  // The search worker loads the opening-hours library only when a result row asks (a chunk of
  // its own), which needs module workers.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    rollupOptions: {
      // MapLibre is large and changes rarely: its own chunk caches across app releases.
      output: { manualChunks: (id) => (id.includes('maplibre-gl') ? 'maplibre' : undefined) },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
  test: {
    restoreMocks: true,
    reporters: testReporters(),
    // A guard against hangs only: `npm test` runs the suites side by side on shared cores.
    testTimeout: 30_000,
    environment: 'jsdom',
    setupFiles: ['./src/__tests__/setup.ts'],
  },
})
