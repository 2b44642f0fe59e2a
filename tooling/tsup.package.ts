import { defineConfig } from 'tsup'

/**
 * Build of every published package: ESM from `src/index.ts`. The declarations beside it come from
 * `tsc -p tsconfig.build.json` without a type check (`noCheck`): the package's `typecheck` task
 * checks the same sources, and tsup's declaration build checked them a second time, which cost
 * most of each build.
 */
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: false,
  sourcemap: true,
  clean: true,
  target: 'es2022',
})
