import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const FILE = join('data', 'openstreetmap', 'liechtenstein-2013-08-03.osm.pbf')

/** The OpenStreetMap extract shipped as the demo's geography, found from the sources and from `dist/`. */
export function demoExtractPath(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (let i = 0; i < 5; i++) {
    if (existsSync(join(dir, FILE))) return join(dir, FILE)
    dir = dirname(dir)
  }
  throw new Error(`the demo's OpenStreetMap extract (${FILE}) is missing`)
}
