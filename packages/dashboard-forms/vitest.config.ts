import { mergeConfig } from 'vitest/config'
import preset from '../../tooling/vitest.package'

// The editors render into a DOM, so the tests run in jsdom (as @quo/ui's); the rules they check
// with then sanitise markdown in that window, as they do in the dashboard.
export default mergeConfig(preset, {
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/__tests__/setup.ts'],
  },
})
