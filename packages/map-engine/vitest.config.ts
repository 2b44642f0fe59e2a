import { mergeConfig } from 'vitest/config'
import preset from '../../tooling/vitest.package'

// The Chromium tests build the example page and drive real WebGL through SwiftShader; in CI they
// share two cores with the e2e suites, hence the long test timeout (settle logs slow frames).
export default mergeConfig(preset, { test: { testTimeout: 180_000, hookTimeout: 180_000 } })
