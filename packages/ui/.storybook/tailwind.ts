import { readdirSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { compile } from 'tailwindcss'
import type { Plugin } from 'vite'

// @tailwindcss/vite is a dependency of the app, not of this package. Storybook therefore
// compiles the stylesheet with Tailwind's own compiler and hands it the words of the files
// that `@source` names; Tailwind keeps the words that are utilities and ignores the rest.

const require = createRequire(import.meta.url)
const SOURCE_FILE = /\.(tsx?|jsx?|mdx|html)$/
// Class names never contain whitespace, quotes, braces or `$`; arbitrary values keep their
// brackets and parentheses.
const NOT_IN_CLASS_NAMES = /[\s"'`{}$]+/
const TAILWIND_IMPORT = /@import\s+["']tailwindcss["']/

async function loadStylesheet(id: string, base: string) {
  const file =
    id.startsWith('.') || path.isAbsolute(id)
      ? path.resolve(base, id)
      : require.resolve(id === 'tailwindcss' ? 'tailwindcss/index.css' : id)
  return { path: file, base: path.dirname(file), content: readFileSync(file, 'utf8') }
}

async function loadModule(): Promise<never> {
  throw new Error('Tailwind plugins and configs (@plugin, @config) are not used by @quo/ui')
}

function sourceFiles(entry: string): string[] {
  if (!statSync(entry, { throwIfNoEntry: false })?.isDirectory())
    return SOURCE_FILE.test(entry) ? [entry] : []
  return readdirSync(entry, { recursive: true, encoding: 'utf8' })
    .filter((name) => SOURCE_FILE.test(name) && !name.split(path.sep).includes('node_modules'))
    .map((name) => path.join(entry, name))
}

/** Vite plugin compiling every CSS file that imports `tailwindcss`. */
export function tailwind(): Plugin {
  return {
    name: 'quo:storybook-tailwind',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id
      if (!file.endsWith('.css') || !TAILWIND_IMPORT.test(code)) return null
      const compiler = await compile(code, { base: path.dirname(file), loadStylesheet, loadModule })
      const candidates = new Set<string>()
      for (const source of compiler.sources) {
        if (source.negated) continue
        for (const sourceFile of sourceFiles(path.resolve(source.base, source.pattern))) {
          this.addWatchFile(sourceFile)
          for (const word of readFileSync(sourceFile, 'utf8').split(NOT_IN_CLASS_NAMES)) candidates.add(word)
        }
      }
      return { code: compiler.build([...candidates]), map: null }
    },
  }
}
