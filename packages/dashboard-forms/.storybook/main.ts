import type { StorybookConfig } from '@storybook/react-vite'
import { mergeConfig } from 'vite'
// The editors are styled with @quo/ui's theme; its Storybook's Tailwind compiler serves here too.
import { tailwind } from '../../ui/.storybook/tailwind'

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
          // Radix (inside @quo/ui) marks its modules "use client"; meaningless in this bundle.
          onwarn(warning, warn) {
            if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
          },
        },
      },
    }),
}

export default config
