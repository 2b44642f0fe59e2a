import { readFileSync } from 'node:fs'
import { join } from 'node:path'

type Reporters = NonNullable<NonNullable<import('vitest/config').ViteUserConfig['test']>['reporters']>

/**
 * The suite's reporters. `npm test` sets QUO_TEST_REPORT_DIR; every suite then also writes its
 * results there as JSON (named after its package), from which the run prints one summary line.
 */
export function testReporters(): Reporters {
  const dir = process.env.QUO_TEST_REPORT_DIR
  if (!dir) return ['default']
  const { name } = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as { name: string }
  return ['default', ['json', { outputFile: join(dir, `${name.replace(/[@/]/g, '_')}.json`) }]]
}
