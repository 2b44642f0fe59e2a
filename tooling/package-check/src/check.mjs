#!/usr/bin/env node
// Do the published packages install and type-check elsewhere? Packs every package of
// packages/* as `pnpm publish` would (workspace:* rewritten, publishConfig applied), checks that
// each tarball carries the root's MIT LICENSE, lints each
// tarball with publint and @arethetypeswrong/cli (esm-only profile), installs the tarballs into a
// scratch project outside the workspace (pnpm, offline from the workspace's store when it can),
// type-checks a file importing every package and subpath with skipLibCheck false under
// moduleResolution bundler, node16 and nodenext, imports and requires every entry in Node, and
// finally runs the release as a dry run (`pnpm publish -r --dry-run`). Fails on the first broken
// step; prints how long each took.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(fileURLToPath(import.meta.url), '../../../..')
const here = resolve(fileURLToPath(import.meta.url), '../..')
const bin = (name) => join(here, 'node_modules', '.bin', name)
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc')
const keep = process.argv.includes('--keep')
const started = performance.now()
const failures = []

function run(cmd, args, opts = {}) {
  return new Promise((done, fail) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...opts })
    let out = ''
    child.stdout.on('data', (d) => {
      out += d
    })
    child.stderr.on('data', (d) => {
      out += d
    })
    child.on('error', fail)
    child.on('close', (code) => done({ ok: code === 0, out: out.trim() }))
  })
}

/** Runs a named check, prints its verdict and time; `fn` resolves to true when it passed. */
async function step(name, fn) {
  const t = performance.now()
  const ok = await fn()
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${((performance.now() - t) / 1000).toFixed(1)} s)`)
  if (!ok) failures.push(name)
  return ok
}

/** A command's check: passes when it exits 0, else shows its output. */
const command = (cmd, args, opts) => async () => {
  const r = await run(cmd, args, opts)
  if (!r.ok) console.error(r.out)
  return r.ok
}

/** Runs thunks two at a time: the machine that runs `npm test` may have two cores. */
async function twoAtATime(thunks) {
  const queue = [...thunks]
  const worker = async () => {
    while (queue.length > 0) await queue.shift()()
  }
  await Promise.all([worker(), worker()])
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'))

// The published packages: every package of packages/* that is not private.
const packages = readdirSync(join(root, 'packages'))
  .map((dir) => ({
    dir: join(root, 'packages', dir),
    manifest: readJson(join(root, 'packages', dir, 'package.json')),
  }))
  .filter((p) => !p.manifest.private)

const scratch = mkdtempSync(join(tmpdir(), 'quo-package-check-'))
const tarballs = join(scratch, 'tarballs')
mkdirSync(tarballs)

try {
  // 1. Pack like publish does.
  const packed = await step(`pack ${packages.length} packages`, async () => {
    const results = []
    await twoAtATime(
      packages.map((p) => async () => {
        results.push(await command('pnpm', ['pack', '--pack-destination', tarballs], { cwd: p.dir })())
      }),
    )
    return results.every(Boolean)
  })
  if (!packed) throw new Error('packing failed')
  const packagesByName = Object.fromEntries(packages.map((p) => [p.manifest.name, p.manifest]))
  const tarballOf = (name) =>
    join(tarballs, `${name.replace('@', '').replace('/', '-')}-${packagesByName[name].version}.tgz`)

  // Every tarball carries the license its manifest names (the MIT text, LICENSE in `files`).
  await step('LICENSE in every tarball', async () => {
    const license = readFileSync(join(root, 'LICENSE'), 'utf8')
    const missing = []
    for (const { manifest } of packages) {
      const r = await run('tar', ['-xzOf', tarballOf(manifest.name), 'package/LICENSE'])
      if (!r.ok || r.out !== license.trim() || manifest.license !== 'MIT') missing.push(manifest.name)
    }
    if (missing.length > 0) console.error(`no MIT LICENSE (the root's) in ${missing.join(', ')}`)
    return missing.length === 0
  })

  // 2. publint and attw on each tarball.
  await twoAtATime(
    packages.flatMap(({ manifest }) => {
      // Stylesheets (`@quo/ui/theme.css`) have no types to resolve.
      const css = Object.keys(manifest.exports ?? {}).filter((subpath) => subpath.endsWith('.css'))
      const exclude = css.length > 0 ? ['--exclude-entrypoints', ...css] : []
      const tarball = tarballOf(manifest.name)
      return [
        () => step(`publint ${manifest.name}`, command(bin('publint'), ['run', tarball, '--strict'])),
        () =>
          step(
            `attw --profile esm-only ${manifest.name}`,
            command(bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'ascii', ...exclude]),
          ),
      ]
    }),
  )

  // 3. A consumer project outside the workspace, from the tarballs. The packages' dependencies on
  // each other name registry versions after packing, so overrides point them at the tarballs too.
  const consumer = join(scratch, 'consumer')
  mkdirSync(consumer)
  const fileSpecs = Object.fromEntries(
    packages.map(({ manifest }) => [manifest.name, `file:${tarballOf(manifest.name)}`]),
  )
  const ui = packagesByName['@quo/ui']
  const engine = packagesByName['@quo/map-engine']
  const peers = {
    react: ui.devDependencies.react,
    'react-dom': ui.devDependencies['react-dom'],
    '@types/react': ui.devDependencies['@types/react'],
    '@types/react-dom': ui.devDependencies['@types/react-dom'],
    'maplibre-gl': engine.peerDependencies['maplibre-gl'],
    // maplibre-gl's declarations use the global GeoJSON namespace without referencing it.
    '@types/geojson': readJson(join(root, 'packages/map-engine/node_modules/maplibre-gl/package.json'))
      .dependencies['@types/geojson'],
  }
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify(
      {
        name: 'quo-consumer',
        private: true,
        type: 'module',
        dependencies: { ...fileSpecs, ...peers },
        pnpm: { overrides: fileSpecs },
      },
      null,
      2,
    ),
  )
  // The workspace's store, also when the temp dir is on another file system.
  const store = (await run('pnpm', ['store', 'path'], { cwd: root })).out.split('\n').pop()
  const install = command(
    'pnpm',
    [
      'install',
      '--prefer-offline',
      '--ignore-workspace',
      '--store-dir',
      store,
      '--config.auto-install-peers=true',
      '--config.strict-peer-dependencies=false',
      '--reporter=append-only',
    ],
    // An install once sat idle for half an hour with no connection open (a registry answer that
    // never came): give it a few minutes, then one more try, rather than stall the whole run.
    { cwd: consumer, timeout: 180_000, killSignal: 'SIGKILL' },
  )
  const installed = await step('install the tarballs into a scratch project', async () => {
    if (await install()) return true
    console.error('install failed or timed out; trying once more')
    return install()
  })

  if (installed) {
    // Every entry point of every package: the exports map's JavaScript subpaths.
    const entries = packages.flatMap(({ manifest }) =>
      Object.entries(manifest.exports ?? { '.': manifest.main })
        .filter(([subpath, target]) => subpath !== './package.json' && !String(target).endsWith('.css'))
        .map(([subpath]) => (subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`)),
    )
    const ident = (i) => `m${i}`
    writeFileSync(
      join(consumer, 'index.ts'),
      [
        '// Generated by @quo/package-check: one import of every entry point of every package.',
        ...entries.map((e, i) => `import * as ${ident(i)} from '${e}'`),
        "import { categoryColor, type HexColor } from '@quo/map-symbols'",
        "import { createPublicApiClient } from '@quo/api-client'",
        "import type { BranchesResponse } from '@quo/contract'",
        "import { BASEMAP_FLAGS } from '@quo/contract/constants'",
        '',
        "export const color: HexColor = categoryColor('eating')",
        // The zod-free entry's declarations keep the literal types its values are used as.
        'export const featured: 128 = BASEMAP_FLAGS.featured',
        "export const client = createPublicApiClient({ baseUrl: 'https://example.org/api' })",
        'export const branches: Promise<BranchesResponse> = client.branches()',
        `export const all = [${entries.map((_, i) => ident(i)).join(', ')}]`,
        '',
      ].join('\n'),
    )
    const compilerOptions = {
      target: 'ES2022',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      jsx: 'react-jsx',
    }
    // Under node16/nodenext, maplibre-gl's own dependencies ship declarations with extensionless
    // relative imports (TS2834). Those errors are theirs, not ours: they are counted and shown, and
    // every other error fails the check.
    const theirs = /^node_modules\/\.pnpm\/@maplibre\+(geojson-vt|vt-pbf)@[^/]+\/.*error TS2834:/
    const resolutions = [
      ['bundler', { module: 'ESNext', moduleResolution: 'Bundler' }, null],
      ['node16', { module: 'Node16', moduleResolution: 'Node16' }, theirs],
      ['nodenext', { module: 'NodeNext', moduleResolution: 'NodeNext' }, theirs],
    ]
    await twoAtATime(
      resolutions.map(([name, module, tolerated]) => () => {
        const config = `tsconfig.${name}.json`
        writeFileSync(
          join(consumer, config),
          JSON.stringify(
            { compilerOptions: { ...compilerOptions, ...module }, files: ['index.ts'] },
            null,
            2,
          ),
        )
        return step(`tsc (skipLibCheck false, moduleResolution ${name})`, async () => {
          const r = await run(process.execPath, [tsc, '-p', config, '--pretty', 'false'], { cwd: consumer })
          if (r.ok) return true
          const errors = r.out.split('\n').filter((line) => /error TS\d+:/.test(line))
          const ours = errors.filter((line) => !tolerated?.test(line))
          if (ours.length > 0 || errors.length === 0) console.error(r.out)
          else
            console.log(
              `     ${errors.length} errors in maplibre-gl's dependencies' declarations (TS2834) tolerated`,
            )
          return ours.length === 0 && errors.length > 0
        })
      }),
    )

    // Node loads every entry both ways: import, and require(esm) through the default condition.
    // Entries that need a browser (MapLibre, React DOM) are only resolved there.
    const needsBrowser = (e) => e === '@quo/map-engine' || e === '@quo/ui'
    const script = [
      "import { createRequire } from 'node:module'",
      'const require = createRequire(import.meta.url)',
      `for (const e of ${JSON.stringify(entries)}) {`,
      `  if (${JSON.stringify(entries.filter(needsBrowser))}.includes(e)) { import.meta.resolve(e); require.resolve(e); continue }`,
      '  await import(e)',
      '  require(e)',
      '}',
    ].join('\n')
    writeFileSync(join(consumer, 'load.mjs'), script)
    await step(
      'node imports and requires every entry',
      command(process.execPath, ['--no-warnings', 'load.mjs'], { cwd: consumer }),
    )
  }

  // 4. The release as a dry run: what `changeset publish` would hand to pnpm.
  await step(
    'pnpm publish -r --dry-run',
    command('pnpm', ['-r', '--filter', './packages/*', 'publish', '--dry-run', '--no-git-checks'], {
      cwd: root,
    }),
  )
} finally {
  if (keep) console.log(`scratch project kept in ${scratch}`)
  else rmSync(scratch, { recursive: true, force: true })
}

console.log(`package-check: ${((performance.now() - started) / 1000).toFixed(1)} s`)
if (failures.length > 0) {
  console.error(`package-check failed: ${failures.join(', ')}`)
  process.exit(1)
}
