import { copyFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const MAPLIBRE_DIST = fileURLToPath(new URL('../node_modules/maplibre-gl/dist/', import.meta.url))
const PAGE = fileURLToPath(new URL('./floor.html', import.meta.url))
const SCRIPT = fileURLToPath(new URL('./floor.js', import.meta.url))

/**
 * Puts the floor page (bench/floor.html and its floor.js, MapLibre alone with the branch's pins) and MapLibre's
 * ESM build into the copy of `dist/` the bench server serves; answers the page's path.
 */
export function installFloorPage(webDist: string): string {
  const dir = join(webDist, 'bench-floor')
  mkdirSync(dir, { recursive: true })
  for (const file of [
    'maplibre-gl.mjs',
    'maplibre-gl-shared.mjs',
    'maplibre-gl-worker.mjs',
    'maplibre-gl.css',
  ])
    copyFileSync(join(MAPLIBRE_DIST, file), join(dir, file))
  copyFileSync(PAGE, join(dir, 'floor.html'))
  copyFileSync(SCRIPT, join(dir, 'floor.js'))
  return '/bench-floor/floor.html'
}
