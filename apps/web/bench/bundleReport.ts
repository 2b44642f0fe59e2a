import type { Plugin } from 'vite'

/** Which package (or workspace folder) a module id belongs to. */
function ownerOf(id: string): string {
  const pkg = id.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/)
  if (pkg?.[1]) return pkg[1]
  const workspace = id.match(/\/((?:apps|packages)\/[^/]+)\//)
  return workspace?.[1] ?? id
}

/**
 * `QUO_BUNDLE_REPORT=1 vite build` prints what the first script and its preloaded chunks are
 * made of, by package, before minification — where to look when the initial JS grows.
 */
export function bundleReport(top = 20): Plugin {
  return {
    name: 'quo-bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []))
      const entry = chunks.find((c) => c.isEntry)
      if (!entry) return
      // The entry's static imports and the boot chunk it preloads (startAfterFirstPaint).
      const boot = chunks.filter((c) => c.name === 'boot')
      const initial = new Set([
        entry.fileName,
        ...entry.imports,
        ...boot.flatMap((c) => [c.fileName, ...c.imports]),
      ])
      const sizes = new Map<string, number>()
      for (const chunk of chunks.filter((c) => initial.has(c.fileName) && c.name !== 'maplibre')) {
        for (const [id, m] of Object.entries(chunk.modules)) {
          sizes.set(ownerOf(id), (sizes.get(ownerOf(id)) ?? 0) + m.renderedLength)
        }
      }
      const all = [...sizes.values()].reduce((a, b) => a + b, 0)
      const lines = [...sizes]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(
          ([owner, n]) =>
            `${(n / 1024).toFixed(1).padStart(8)} KB ${((100 * n) / all).toFixed(1).padStart(5)} %  ${owner}`,
        )
      const lazy = chunks.filter((c) => !initial.has(c.fileName)).map((c) => c.fileName)
      console.log(
        `\ninitial JS without maplibre-gl, by package (before minification, ${(all / 1024).toFixed(0)} KB):\n${lines.join('\n')}\nlazy chunks: ${lazy.join(', ')}\n`,
      )
    },
  }
}
