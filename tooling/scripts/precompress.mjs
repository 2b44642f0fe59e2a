#!/usr/bin/env node
// Compresses a built app's hashed assets once, at build time: next to each file of
// `<dist>/assets` worth compressing it writes `.br` (Brotli, quality 11) and `.gz` (gzip,
// level 9), which the API serves as they are (`@fastify/static`'s pre-compressed mode) instead
// of compressing the same bytes again on every request (docs/performance.md).
//
//   node tooling/scripts/precompress.mjs apps/web/dist

import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Text formats; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.svg', '.html', '.txt', '.wasm', '.xml'])
/** Below this a compressed copy saves less than its headers cost (as the API's runtime threshold). */
const MIN_BYTES = 1024

const dist = process.argv[2]
if (!dist) {
  console.error('usage: precompress.mjs <dist directory>')
  process.exit(2)
}
const assets = join(dist, 'assets')
const names = await readdir(assets).catch(() => [])
const started = performance.now()
let raw = 0
let br = 0
let count = 0
await Promise.all(
  names
    .filter((name) => COMPRESSIBLE.has(extname(name)))
    .map(async (name) => {
      const file = join(assets, name)
      if (!(await stat(file)).isFile()) return
      const bytes = await readFile(file)
      if (bytes.length < MIN_BYTES) return
      const [brotlied, gzipped] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gz(bytes, { level: 9 }),
      ])
      // A copy no smaller than the file would only cost a read: the file itself is served.
      if (brotlied.length < bytes.length) await writeFile(`${file}.br`, brotlied)
      if (gzipped.length < bytes.length) await writeFile(`${file}.gz`, gzipped)
      raw += bytes.length
      br += Math.min(brotlied.length, bytes.length)
      count++
    }),
)
const kb = (n) => `${(n / 1024).toFixed(0)} KB`
console.log(
  `precompressed ${count} assets of ${dist}: ${kb(raw)} → ${kb(br)} brotli in ${Math.round(performance.now() - started)} ms`,
)
