import { join } from 'node:path'

type Reporters = NonNullable<NonNullable<import('vitest/config').ViteUserConfig['test']>['reporters']>

/**
 * Where every suite also leaves its results as JSON, in its own package (gitignored). Turbo keeps
 * the file with a cached test run (turbo.json `outputs`) and puts it back when it replays one, so
 * `npm test` counts every suite in its summary line, run or replayed (tooling/scripts/run.mjs).
 */
const TEST_REPORT = '.test-report.json'

/** The suite's reporters: Vitest's own, and the JSON report for the summary line. */
export function testReporters(): Reporters {
  return ['default', ['json', { outputFile: join(process.cwd(), TEST_REPORT) }]]
}
