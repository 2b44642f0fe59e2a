import { defineConfig, type Options } from 'tsup'
import preset from '../../tooling/tsup.package'

// `constants` is its own entry so code that needs only plain values (the map engine) never
// loads zod with the schemas.
export default defineConfig({ ...(preset as Options), entry: ['src/index.ts', 'src/constants.ts'] })
