import type { StorybookConfig } from '@storybook/react-vite'
import { mergeConfig } from 'vite'
import { tailwind } from './tailwind'

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  // CI and local builds run offline; telemetry would only wait for the network.
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [tailwind()],
      build: {
        rollupOptions: {
          // Radix marks its modules "use client" for server components; meaningless in a
          // client-only bundle, so the build need not warn about each of them.
          onwarn(warning, warn) {
            if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
          },
        },
      },
    }),
}

export default config
