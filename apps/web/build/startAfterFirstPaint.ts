import type { Plugin } from 'vite'

const ENTRY_SCRIPT = /[ \t]*<script type="module" crossorigin src="[^"]+"><\/script>\n?/
const STYLESHEETS = /[ \t]*<link rel="stylesheet" crossorigin href="[^"]+">\n?/g

/**
 * The page paints its static shell (index.html) before any of the app's code is asked for: the
 * entry script, the stylesheet and `modulepreload` links for the app (`src/boot.tsx`, imported
 * dynamically by `src/main.tsx`) and the chunks it imports move into an inert
 * `<template id="quo-app">`, which a small script puts into the page after the first frame.
 * On a slow link the visitor sees the search bar and the start pins at once instead of after
 * 400 KB of script, and the script still starts loading right after that first frame.
 * The template keeps the tags as they were, so tools that read `index.html` for what the page
 * loads up front (the size check, `pnpm bench:web`) still find them.
 */
export function startAfterFirstPaint(bootModule: string): Plugin {
  return {
    name: 'quo-start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = new Map(
          Object.values(bundle ?? {}).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])),
        )
        // Rollup may merge the module into a shared chunk, which then has no facade of its own.
        const boot = [...chunks.values()].find(
          (c) => c.isDynamicEntry && c.moduleIds.some((id) => id.endsWith(bootModule)),
        )
        if (!boot) throw new Error(`startAfterFirstPaint: no chunk holds ${bootModule}`)
        const files = new Set<string>()
        const visit = (file: string) => {
          // The entry itself is the page's module script already.
          if (files.has(file) || chunks.get(file)?.isEntry) return
          files.add(file)
          for (const imported of chunks.get(file)?.imports ?? []) visit(imported)
        }
        visit(boot.fileName)

        const entry = ENTRY_SCRIPT.exec(html)?.[0]
        if (!entry) throw new Error('startAfterFirstPaint: index.html has no module entry script')
        const stylesheets = html.match(STYLESHEETS) ?? []
        const app = [
          ...stylesheets.map((tag) => tag.trim()),
          ...[...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          entry.trim(),
        ]
        const body = html.replace(ENTRY_SCRIPT, '').replace(STYLESHEETS, '')
        return body.replace(
          '</body>',
          `  <template id="quo-app">\n      ${app.join('\n      ')}\n    </template>\n    <script>${LOADER}</script>\n  </body>`,
        )
      },
    },
  }
}

/**
 * Puts the template's tags into the head once the page's first contentful paint is on screen —
 * on the map, whose top bar is static markup; a frame callback is no such signal, as the browser
 * may hold the first frames of a new page back — or at once on pages without a static shell,
 * and after 1.5 s at the latest (a background tab paints nothing). `window.__quoStyles` settles
 * once the stylesheet has loaded: `src/main.tsx` renders nothing before.
 */
const LOADER = `
      ;(() => {
        let started = false
        const start = () => {
          if (started) return
          started = true
          const loads = []
          for (const tag of document.getElementById('quo-app').content.children) {
            const el = document.createElement(tag.localName)
            for (const { name, value } of tag.attributes) el.setAttribute(name, value)
            if (el.rel === 'stylesheet') loads.push(new Promise((done) => (el.onload = el.onerror = done)))
            document.head.append(el)
          }
          window.__quoStyles = Promise.all(loads)
        }
        const shell = document.documentElement.classList.contains('quo-on-map')
        if (!shell || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return start()
        new PerformanceObserver((list, observer) => {
          if (!list.getEntriesByName('first-contentful-paint').length) return
          observer.disconnect()
          start()
        }).observe({ type: 'paint', buffered: true })
        setTimeout(start, 1500)
      })()
    `
