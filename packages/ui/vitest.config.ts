import { mergeConfig } from 'vitest/config'
import preset from '../../tooling/vitest.package'

// Components render into a DOM, so this package alone runs its tests in jsdom. theme.css is
// let through Vitest's CSS stub because a test compares it with the TypeScript theme.
export default mergeConfig(preset, {
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/__tests__/setup.ts'],
    css: { include: [/theme\.css/] },
  },
})
