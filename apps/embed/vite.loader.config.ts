import { defineConfig } from 'vite'

// The partner pages' loader: one classic script at a stable URL (`/embed/loader.js`), built
// after the app into the same `dist/`.
export default defineConfig({
  build: {
    target: 'es2020',
    emptyOutDir: false,
    copyPublicDir: false,
    lib: { entry: 'src/loader.ts', formats: ['iife'], name: 'quoEmbedLoader', fileName: () => 'loader.js' },
  },
})
