import { defineConfig } from 'tsup'

// The server is bundled with the workspace packages inlined so `node dist/server.js`
// needs nothing but the third-party dependencies.
export default defineConfig({
  entry: [
    'src/server.ts',
    'src/cli/migrate.ts',
    'src/cli/seed.ts',
    'src/cli/importOsm.ts',
    'src/cli/backup.ts',
  ],
  format: ['esm'],
  platform: 'node',
  target: 'node22',
  sourcemap: true,
  clean: true,
  noExternal: [/^@quo\//],
  esbuildOptions(options) {
    options.conditions = ['@quo/source']
  },
})
