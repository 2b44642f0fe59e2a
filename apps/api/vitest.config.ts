import { availableParallelism, totalmem } from 'node:os'
import { defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'
import { testReporters } from '../../tooling/vitest.report'

// Every test file starts from the seeded database of its own (a PostgreSQL database cloned from
// the seeded template, or the worker's PGlite copy put back to the seed, test/helpers.ts), so files
// run side by side: one worker per core, bounded by memory since a PGlite worker peaks at 1.5 GB.
// QUO_TEST_WORKERS overrides it (1 runs the files one after another).
const workers =
  Number(process.env.QUO_TEST_WORKERS) ||
  Math.max(1, Math.min(availableParallelism(), Math.floor(totalmem() / 2 ** 30 / 3)))

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
    reporters: testReporters(),
    // A guard against hangs only: the suites run side by side on shared cores.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    maxWorkers: workers,
    // Files share their worker's modules (each still builds its own app): loading the app's
    // modules once per worker rather than once per file saves a fifth of the suite's CPU, and the
    // worker's open PGlite copy outlives each file (test/helpers.ts). No test file may rely on
    // module state another left behind.
    isolate: false,
    minWorkers: 1,
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
