import { defineConfig, type Options } from 'tsup'
import preset from '../../tooling/tsup.package'

// `pins` is its own entry so the API can draw pins without loading MapLibre.
export default defineConfig({ ...(preset as Options), entry: ['src/index.ts', 'src/pins.ts'] })
