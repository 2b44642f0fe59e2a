import { defineConfig, type Options } from 'tsup'
import preset from '../../tooling/tsup.package'

// Two entries: `.` (pure validators and payloads, what the API imports) and `./editors` (React).
// React and @quo/ui stay external so the app bundles a single copy of each.
export default defineConfig({
  ...(preset as Options),
  entry: { index: 'src/index.ts', editors: 'src/editors/index.ts' },
  external: ['react', 'react-dom', '@quo/ui'],
})
