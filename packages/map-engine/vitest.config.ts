import { mergeConfig } from 'vitest/config'
import preset from '../../tooling/vitest.package'

// The Chromium tests build the example page and drive real WebGL through SwiftShader.
export default mergeConfig(preset, { test: { testTimeout: 30_000, hookTimeout: 180_000 } })
