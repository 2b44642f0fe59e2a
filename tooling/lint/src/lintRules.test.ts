import { execFile } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Each rule that docs/architecture.md lists must refuse a planted violation, and let the same
// code pass where it belongs. The plants live in a scratch copy of the configuration, never in
// the working tree, so a lint run beside this test cannot see them.

const root = resolve(fileURLToPath(import.meta.url), '../../../..')
// The package's own Biome (a devDependency knip cannot see used, since it is spawned).
const biome = resolve(fileURLToPath(import.meta.url), '../../node_modules/.bin/biome')
let scratch: string

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'quo-lint-'))
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'))
  // The scratch directory is no git checkout; everything in it is a plant.
  config.vcs = { enabled: false }
  config.$schema = undefined
  writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config))
  mkdirSync(join(scratch, 'tooling/lint'), { recursive: true })
  copyFileSync(
    join(root, 'tooling/lint/ui-text-in-messages.grit'),
    join(scratch, 'tooling/lint/ui-text-in-messages.grit'),
  )
})
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

interface Finding {
  rule: string
  message: string
}

/**
 * Lints `code` as if it were the repository's file `path`; answers what Biome reports. Biome
 * runs as a child process the test awaits: a synchronous spawn would hold the worker's event
 * loop through every run, past vitest's 60 s for a progress report on a busy machine.
 */
async function lint(path: string, code: string): Promise<Finding[]> {
  const file = join(scratch, path)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, code)
  try {
    // Biome exits non-zero when it finds something; its report is on stdout either way.
    const run = await promisify(execFile)(biome, ['lint', '--reporter=json', '--max-diagnostics=50', path], {
      cwd: scratch,
      encoding: 'utf8',
    }).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }))
    const report = JSON.parse(run.stdout) as {
      diagnostics: { category: string; description?: string; message?: unknown }[]
    }
    return report.diagnostics.map((d) => ({
      rule: d.category,
      message: d.description ?? JSON.stringify(d.message),
    }))
  } finally {
    rmSync(file)
  }
}

const rules = (findings: Finding[]) => findings.map((f) => f.rule)

describe('the layers the lint enforces', () => {
  const drizzle = "import { sql } from 'drizzle-orm'\nexport const one = sql`select 1`\n"

  it('keeps SQL in the API’s repositories, db and seed', async () => {
    const refused = await lint('apps/api/src/seo/plantedSitemap.ts', drizzle)
    expect(rules(refused)).toContain('lint/style/noRestrictedImports')
    expect(refused[0]?.message).toMatch(/SQL lives in src\/repositories/)
    expect(await lint('apps/api/src/repositories/plantedRepository.ts', drizzle)).toEqual([])
    expect(await lint('apps/api/src/db/plantedTable.ts', drizzle)).toEqual([])
  })

  it('lets only app.ts import route modules', async () => {
    const code = "import { registerRoutes } from '../routes/index.js'\nexport const r = registerRoutes\n"
    expect((await lint('apps/api/src/plugins/plantedPlugin.ts', code))[0]?.message).toMatch(/Route modules/)
    expect(await lint('apps/api/src/app.ts', code.replace('../routes', './routes'))).toEqual([])
  })

  it('keeps apps apart and packages below apps', async () => {
    expect(
      (await lint('apps/web/src/plantedShare.ts', "export { x } from '@quo/dashboard'\n"))[0]?.message,
    ).toMatch(/An app never imports another app/)
    expect(
      (await lint('packages/contract/src/plantedUp.ts', "export { x } from '@quo/api'\n"))[0]?.message,
    ).toMatch(/Packages never import an app/)
  })

  it('sends the apps’ state through their store module', async () => {
    const code = "import { atom } from 'jotai'\nexport const a = atom(1)\n"
    for (const path of ['apps/web/src/map/plantedAtom.ts', 'apps/dashboard/src/app/plantedAtom.ts']) {
      expect((await lint(path, code))[0]?.message).toMatch(/store module/)
    }
  })
})

describe('the code rules', () => {
  it('refuses non-null assertions', async () => {
    const code = 'export const first = (list: number[]) => list[0]!\n'
    expect(rules(await lint('packages/branch-config/src/plantedFirst.ts', code))).toContain(
      'lint/style/noNonNullAssertion',
    )
  })

  it('keeps German UI text in the messages modules', async () => {
    const code = "export const Hint = () => <p>{'Bitte warten, die Karte lädt'}</p>\n"
    expect(rules(await lint('apps/web/src/map/PlantedHint.tsx', code))).toContain('plugin')
    expect(rules(await lint('apps/dashboard/src/screens/PlantedHint.tsx', code))).toContain('plugin')
  })

  it('finds German UI text wherever the code holds it, outside JSX too', async () => {
    const constant = "export const WAIT = 'Bitte warten'\n"
    expect(rules(await lint('apps/web/src/forms/plantedConstant.ts', constant))).toEqual(['plugin'])
    const attribute =
      'export const Hall = ({ title }: { title: string }) => <SmallCard title={title} kind="Gebäude" />\n'
    expect(rules(await lint('apps/web/src/cards/PlantedKind.tsx', attribute))).toEqual(['plugin'])
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the plant is source code holding a template
    const template = 'export const left = (n: number) => `Noch ${n} Minuten bis zur Abfahrt`\n'
    // One finding per literal chunk: "Noch " and " Minuten bis zur Abfahrt".
    expect(rules(await lint('apps/embed/src/plantedTemplate.ts', template))).toEqual(['plugin', 'plugin'])
    const problem = "export const expired = () => '<p>Sie wurden abgemeldet.</p>'\n"
    expect((await lint('apps/api/src/identity/plantedPage.ts', problem))[0]?.message).toMatch(
      /messages module/,
    )
  })

  it('lets code strings, the messages modules, tests and marked data keep their text', async () => {
    const code = [
      'export const Row = () => <div className="flex flex-col gap-2 rounded-2xl bg-white p-4 text-sm" />',
      "export const url = 'https://vaduz.quo.li/api/basemap/style.json?season=winter'",
      "export function fail(): never { throw new Error('Unknown item: the record does not exist') }",
      '',
    ].join('\n')
    expect(await lint('apps/web/src/cards/PlantedRow.tsx', code)).toEqual([])
    const german = "export const messages = { wait: 'Bitte warten', kind: 'Gebäude' }\n"
    expect(await lint('apps/web/src/messages.ts', german)).toEqual([])
    expect(await lint('apps/embed/src/generator/generatorMessages.ts', german)).toEqual([])
    expect(await lint('apps/web/src/forms/__tests__/planted.test.ts', german)).toEqual([])
    const marked =
      "// biome-ignore lint/plugin: an OSM value the data is matched on\nexport const hall = 'Gebäude'\n"
    expect(await lint('apps/api/src/importers/plantedValue.ts', marked)).toEqual([])
  })
})
