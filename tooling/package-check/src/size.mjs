#!/usr/bin/env node
// Size limits, gzip: every entry point of every published package (its file in dist and the
// chunks it imports statically) and the initial JavaScript of the apps (what dist/index.html
// loads first: its module scripts, modulepreloads, inline scripts and their static imports).
// Needs the builds. Limits live in size-limits.json; `--update` writes today's figures plus 5 %.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const root = resolve(fileURLToPath(import.meta.url), '../../../..')
const limitsFile = resolve(fileURLToPath(import.meta.url), '../../size-limits.json')
const update = process.argv.includes('--update')
const HEADROOM = 1.05

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'))

// Relative static imports and re-exports of an ES module, minified or not; `import('…')` is lazy.
const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g

/** The file and every file it imports statically, transitively. */
function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen
  if (!existsSync(file)) throw new Error(`missing ${file}: build first`)
  seen.add(file)
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
    staticClosure(resolve(dirname(file), spec), seen)
  }
  return seen
}

const measure = (contents) => ({
  raw: contents.reduce((n, c) => n + c.length, 0),
  gzip: contents.reduce((n, c) => n + gzipSync(c, { level: 9 }).length, 0),
})

const targets = []
/** Modules a bundle pulled in that it must not; any fails the run, `--update` or not. */
const unwanted = []

for (const dir of readdirSync(join(root, 'packages'))) {
  const pkgDir = join(root, 'packages', dir)
  const manifest = readJson(join(pkgDir, 'package.json'))
  if (manifest.private) continue
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    const file = typeof target === 'object' ? target.import : undefined
    if (!file?.endsWith('.js')) continue
    const files = [...staticClosure(join(pkgDir, file))]
    targets.push({
      name: subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`,
      files: files.length,
      ...measure(files.map((f) => readFileSync(f))),
    })
  }
}

/** A URL path of the built page (`/embed/assets/x.js`) as a file of the app's dist. */
function distFile(dist, url) {
  const parts = url.split('?')[0].split('/').filter(Boolean)
  for (let i = 0; i < parts.length; i++) {
    const file = join(dist, ...parts.slice(i))
    if (existsSync(file)) return file
  }
  throw new Error(`${url} of ${dist}/index.html is not in ${dist}`)
}

for (const app of ['web', 'embed', 'dashboard']) {
  const dist = join(root, 'apps', app, 'dist')
  const htmlFile = join(dist, 'index.html')
  if (!existsSync(htmlFile)) throw new Error(`missing ${htmlFile}: build @quo/${app} first`)
  const html = readFileSync(htmlFile, 'utf8')
  const urls = [
    ...[...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="modulepreload"/g)].map((m) => m[1]),
  ].filter((url) => !/^[a-z]+:/i.test(url))
  const files = new Set()
  for (const url of urls) staticClosure(distFile(dist, url), files)
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .filter((js) => js.trim() && !/type="(application\/(ld\+)?json|importmap)"/.test(js))
  const measureApp = (name, picked) =>
    targets.push({
      name,
      files: picked.length + inline.length,
      ...measure([...picked.map((f) => readFileSync(f)), ...inline.map((js) => Buffer.from(js))]),
    })
  measureApp(`@quo/${app} initial JS`, [...files])
  // MapLibre's chunk is most of the web's first load: the app's own code gets a limit of its own.
  const own = [...files].filter((f) => !/\/maplibre-[^/]*\.js$/.test(f))
  if (own.length < files.size) measureApp(`@quo/${app} initial JS w/o MapLibre`, own)
}

// What an app that uses only the map engine bundles of it: the engine and the packages it imports,
// tree-shaken by Rollup as Vite builds an app, every export kept, MapLibre (its peer) aside. zod
// must stay out: the engine takes plain values from `@quo/contract/constants`, never the schemas,
// whose import would bring zod and every schema along.
const { build } = await import('vite')
async function consumerBundle(name, entry, forbidden) {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    publicDir: false,
    build: {
      write: false,
      target: 'es2022',
      reportCompressedSize: false,
      rollupOptions: {
        input: entry,
        preserveEntrySignatures: 'strict',
        external: (id) => id === 'maplibre-gl' || id.startsWith('maplibre-gl/'),
      },
    },
  })
  const chunks = [result].flat().flatMap((r) => r.output.filter((o) => o.type === 'chunk'))
  const pulled = chunks.flatMap((c) => Object.keys(c.modules)).filter((id) => forbidden.test(id))
  if (pulled.length > 0)
    unwanted.push(`${name} bundles ${pulled.length} modules it must not, e.g. ${pulled[0]}`)
  targets.push({ name, files: chunks.length, ...measure(chunks.map((c) => Buffer.from(c.code))) })
}
const zod = /[/\\]node_modules[/\\](\.pnpm[/\\])?zod[@/\\]/
await consumerBundle('@quo/map-engine consumer', join(root, 'packages/map-engine/dist/index.js'), zod)
await consumerBundle(
  '@quo/contract/constants consumer',
  join(root, 'packages/contract/dist/constants.js'),
  zod,
)

// The embed's loader script is pasted into partners' pages: the lightest thing on them.
const loader = join(root, 'apps', 'embed', 'dist', 'loader.js')
if (!existsSync(loader)) throw new Error(`missing ${loader}: build @quo/embed first`)
targets.push({ name: '@quo/embed loader', files: 1, ...measure([readFileSync(loader)]) })

const limits = existsSync(limitsFile) ? readJson(limitsFile) : {}
const kb = (n) => `${(n / 1024).toFixed(1)} kB`
let failed = false
console.log('size (gzip, level 9)                 files      raw     gzip    limit')
for (const t of targets) {
  const limit = limits[t.name]
  const over = limit !== undefined && t.gzip > limit
  if (over || (limit === undefined && !update)) failed = true
  console.log(
    `${over ? 'OVER' : limit === undefined ? 'NEW ' : 'ok  '} ${t.name.padEnd(32)} ${String(t.files).padStart(5)} ${kb(t.raw).padStart(9)} ${kb(t.gzip).padStart(8)} ${limit === undefined ? '       —' : kb(limit).padStart(8)}`,
  )
}

for (const message of unwanted) console.error(message)
if (update) {
  const next = Object.fromEntries(targets.map((t) => [t.name, Math.ceil(t.gzip * HEADROOM)]))
  writeFileSync(limitsFile, `${JSON.stringify(next, null, 2)}\n`)
  console.log(`wrote ${limitsFile} (today's figures + ${Math.round((HEADROOM - 1) * 100)} %)`)
} else if (failed) {
  console.error(
    'size limits exceeded or missing: make it smaller, or run `pnpm --filter @quo/package-check size:update`',
  )
  process.exit(1)
}
if (unwanted.length > 0) process.exit(1)
