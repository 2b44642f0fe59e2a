import { defineConfig, type Options } from 'tsup'
import preset from '../../tooling/tsup.package'

// One entry, `./editors` (React). React, @quo/ui and @quo/place-rules stay external so the app
// bundles a single copy of each: the rules the editors check with are the ones the app uses.
export default defineConfig({
  ...(preset as Options),
  entry: { editors: 'src/editors/index.ts' },
  external: ['react', 'react-dom', '@quo/ui', '@quo/place-rules'],
})
