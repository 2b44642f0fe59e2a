import type { Plugin } from 'vite'

/**
 * `src/main.tsx` imports the app (`src/boot.tsx`) dynamically, so the page can paint before the
 * app's code runs. Vite would fetch a dynamic import only when it is called: this adds
 * `modulepreload` links for the app's chunk and the chunks it imports to `index.html`, so they
 * load in parallel with the entry as before (and count as initial JS in `pnpm bench:web`).
 */
export function preloadBoot(bootModule: string): Plugin {
  return {
    name: 'quo-preload-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = new Map(
          Object.values(bundle ?? {}).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])),
        )
        // Rollup may merge the module into a shared chunk, which then has no facade of its own.
        const boot = [...chunks.values()].find(
          (c) => c.isDynamicEntry && c.moduleIds.some((id) => id.endsWith(bootModule)),
        )
        if (!boot) throw new Error(`preloadBoot: no chunk holds ${bootModule}`)
        const files = new Set<string>()
        const visit = (file: string) => {
          // The entry itself is the page's module script already.
          if (files.has(file) || chunks.get(file)?.isEntry) return
          files.add(file)
          for (const imported of chunks.get(file)?.imports ?? []) visit(imported)
        }
        visit(boot.fileName)
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}
