import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { generateDemo } from '@quo/demo-seed'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../src/db/database.js'
import { dumpPglite } from '../../src/db/pglite.js'
import { writeDemo } from '../../src/seed/writeDemo.js'
import { PGLITE_IMAGE_KEY, TEST_REFERENCE } from './constants.js'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteImage: string
  }
}

/** Migrates and seeds one PGlite once; every test file starts from a copy of its data dir. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'quo-pglite-'))
  const database = await openDatabase({})
  await database.migrate()
  await writeDemo(database.db, generateDemo({ referenceDate: TEST_REFERENCE }))
  const image = join(dir, 'image.tar')
  writeFileSync(image, Buffer.from(await (await dumpPglite(database)).arrayBuffer()))
  await database.close()
  project.provide(PGLITE_IMAGE_KEY, image)
  return () => rmSync(dir, { recursive: true, force: true })
}
