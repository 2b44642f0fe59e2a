import { defineConfig } from 'tsup'

/** Build of every published package: ESM with declarations, from `src/index.ts`. */
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
})
