import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'

const DIR = fileURLToPath(new URL('../baselines/', import.meta.url))
/** `QUO_UPDATE_BASELINES=1` rewrites the baselines after an intended change of the look. */
const UPDATE = process.env.QUO_UPDATE_BASELINES === '1'

export interface Comparison {
  /** Share of pixels that differ beyond anti-aliasing noise, 0–1. */
  differing: number
  /** Where the differences are drawn, for a person to look at. */
  diffPath: string
}

/**
 * Compares a screenshot with its committed baseline. A missing baseline is an error unless
 * baselines are being updated: a test never passes by writing its own expectation.
 */
export function compareWithBaseline(name: string, screenshot: Buffer): Comparison {
  const file = join(DIR, `${name}.png`)
  const diffPath = `/tmp/quo-e2e-diff-${name}.png`
  writeFileSync(`/tmp/quo-e2e-${name}.png`, screenshot)
  if (UPDATE) {
    mkdirSync(DIR, { recursive: true })
    writeFileSync(file, screenshot)
  }
  if (!existsSync(file)) {
    throw new Error(
      `no baseline ${file}; look at /tmp/quo-e2e-${name}.png and run with QUO_UPDATE_BASELINES=1`,
    )
  }
  const expected = PNG.sync.read(readFileSync(file))
  const actual = PNG.sync.read(screenshot)
  if (expected.width !== actual.width || expected.height !== actual.height) {
    throw new Error(
      `${name}: ${actual.width}×${actual.height} against a ${expected.width}×${expected.height} baseline`,
    )
  }
  const diff = new PNG({ width: actual.width, height: actual.height })
  const count = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: 0.1,
  })
  writeFileSync(diffPath, PNG.sync.write(diff))
  return { differing: count / (actual.width * actual.height), diffPath }
}
