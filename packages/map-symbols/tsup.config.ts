import { defineConfig, type Options } from 'tsup'
import preset from '../../tooling/tsup.package'

// `tiles` is its own entry so the vector-tile encoder stays out of the web's bundle.
export default defineConfig({ ...(preset as Options), entry: ['src/index.ts', 'src/tiles.ts'] })
