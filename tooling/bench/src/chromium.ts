import { existsSync } from 'node:fs'

/** Debian's Chromium: nothing downloads a browser (`CHROMIUM_PATH` points at another). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** WebGL through SwiftShader, so maps draw on a machine without a GPU. */
const SOFTWARE_WEBGL = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist']

/**
 * How tests and benchmarks start Chromium: Debian's build, without its sandbox (CI runs as
 * root), with software WebGL unless `webgl: false`, and any further switches.
 * @throws when Chromium is not installed
 * @example await chromium.launch(chromiumOptions({ args: ['--disable-gpu-compositing'] }))
 */
export function chromiumOptions({
  webgl = true,
  args = [],
}: {
  webgl?: boolean
  args?: readonly string[]
} = {}): {
  executablePath: string
  args: string[]
} {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}; install Debian's chromium`)
  return { executablePath: CHROMIUM_PATH, args: ['--no-sandbox', ...(webgl ? SOFTWARE_WEBGL : []), ...args] }
}
