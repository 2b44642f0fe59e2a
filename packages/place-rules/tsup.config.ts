import { defineConfig, type Options } from 'tsup'
import preset from '../../tooling/tsup.package'

// The DOM the markdown sanitiser works on is chosen where the package is imported, not here:
// `#dom-window` stays an import that the package's `imports` map resolves by condition (jsdom
// under `node`, the page's own window elsewhere), so both variants are built beside the entry.
export default defineConfig({
  ...(preset as Options),
  entry: {
    index: 'src/index.ts',
    'domWindow.node': 'src/domWindow.node.ts',
    'domWindow.browser': 'src/domWindow.browser.ts',
  },
  external: ['#dom-window'],
})
