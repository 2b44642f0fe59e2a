import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export interface Asset {
  file: string
  gzip: number
}

export interface BundleSizes {
  /** The entry script and every chunk `index.html` modulepreloads, maplibre-gl excepted. */
  initialJs: Asset[]
  initialCss: Asset[]
  /** MapLibre's own chunk (preloaded by the map screen) and its worker. */
  maplibre: Asset[]
  /** Everything loaded later: lazy routes, the detail card, opening hours, response schemas. */
  lazyJs: Asset[]
  lazyCss: Asset[]
}

const MAPLIBRE = /^maplibre(-gl-worker)?-[\w-]+\.m?js$/

/** Bytes of `file` as a browser receives it gzipped (level 9). */
function gzipped(dir: string, file: string): Asset {
  return { file, gzip: gzipSync(readFileSync(join(dir, file)), { level: 9 }).length }
}

/**
 * Sizes of a built app (`dist/`): what `index.html` loads up front — its module script, its
 * modulepreloads and stylesheets — apart from MapLibre, which is counted on its own.
 */
export function bundleSizes(distDir: string): BundleSizes {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const referenced = (pattern: RegExp) =>
    // Relative to dist/, whatever base the app is built for (`/`, `/dashboard/`).
    [...html.matchAll(pattern)].map((m) => (m[1] ?? '').replace(/^.*?(?=assets\/)/, '')).filter(Boolean)
  const scripts = [
    ...referenced(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...referenced(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ]
  const styles = referenced(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)
  const assets = readdirSync(join(distDir, 'assets')).map((f) => `assets/${f}`)
  const isMaplibre = (f: string) => MAPLIBRE.test(f.replace(/^assets\//, ''))
  const js = (f: string) => /\.m?js$/.test(f)
  const sizes = (files: string[]) => files.map((f) => gzipped(distDir, f))
  return {
    initialJs: sizes(scripts.filter((f) => !isMaplibre(f))),
    initialCss: sizes(styles),
    maplibre: sizes(assets.filter(isMaplibre)),
    lazyJs: sizes(assets.filter((f) => js(f) && !isMaplibre(f) && !scripts.includes(f))),
    lazyCss: sizes(assets.filter((f) => f.endsWith('.css') && !styles.includes(f))),
  }
}

export const total = (assets: readonly Asset[]) => assets.reduce((sum, a) => sum + a.gzip, 0)

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
