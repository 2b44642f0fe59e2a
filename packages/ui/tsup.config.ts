import { defineConfig, type Options } from 'tsup'
import preset from '../../tooling/tsup.package'

// React and Radix stay external so the app bundles a single copy of each (React hooks break
// with two). tsup would infer this from package.json; naming them keeps it true if deps move.
export default defineConfig({
  ...(preset as Options),
  entry: ['src/index.ts', 'src/colors.ts'],
  external: ['react', 'react-dom', '@radix-ui/react-dialog'],
})
