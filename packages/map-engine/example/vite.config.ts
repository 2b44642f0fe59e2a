import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

/** The example page: `pnpm example` serves it, the browser tests build it. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { conditions: ['@quo/source'] },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
})
