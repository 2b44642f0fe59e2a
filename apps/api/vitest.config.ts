import { defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

// The suite runs twice: on the embedded PGlite and on PostgreSQL + PostGIS
// (QUO_TEST_DATABASE_URL, default the local server), from one seeded image per database.
export default defineConfig({
  resolve: { conditions: ['@quo/source'] },
  // Tests run server-side, where Vite resolves with the SSR conditions — without `module`, which
  // sends the AWS SDK to its bundler build (extensionless imports Node cannot load).
  ssr: {
    resolve: { conditions: ['@quo/source', ...defaultServerConditions.filter((c) => c !== 'module')] },
  },
  test: {
    restoreMocks: true,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/__tests__/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'pglite',
          include: ['test/*.test.ts'],
          env: { QUO_TEST_DB: 'pglite' },
          globalSetup: ['test/setup/pgliteImage.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['test/*.test.ts', 'test/postgres/*.test.ts'],
          env: { QUO_TEST_DB: 'postgres' },
          globalSetup: ['test/setup/postgresTemplate.ts'],
        },
      },
    ],
  },
})
