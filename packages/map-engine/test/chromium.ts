import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromiumOptions } from '@quo/bench'
import { type Browser, chromium, type Page } from 'playwright-core'
import { build } from 'vite'

const exampleRoot = fileURLToPath(new URL('../example/', import.meta.url))
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
}

/** Builds the example page once and serves it from a loopback port. */
export async function serveExample(): Promise<{ url: string; close: () => Promise<void> }> {
  const outDir = mkdtempSync(join(tmpdir(), 'quo-engine-'))
  await build({
    configFile: join(exampleRoot, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  })
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    )
    let file = join(outDir, path)
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(outDir, 'index.html')
    res.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream')
    createReadStream(file).pipe(res)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      await new Promise((r) => server.close(r))
      rmSync(outDir, { recursive: true, force: true })
    },
  }
}

/** Debian's Chromium with WebGL through SwiftShader: no GPU needed, no browser download. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumOptions())
}

/** Opens the example and waits until the engine has populated the map. */
export async function openExample(
  browser: Browser,
  url: string,
  viewport = { width: 1280, height: 800 },
  items = 2000,
  /** More of the example's query, e.g. `tiles=1000` for pins as tiles from 1,000 places on. */
  query = '',
): Promise<Page> {
  const page = await browser.newPage({ viewport })
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  // Only the navigation itself is awaited here, not the page's load event: on a CI machine busy
  // with every other suite, parsing MapLibre's bundle alone once took longer than goto's 30 s.
  // The status line below is the real sign of a ready map; the hook's own timeout (180 s) stays
  // the guard against a hang, and SwiftShader may draw slowly meanwhile.
  await page.goto(`${url}?items=${items}${query ? `&${query}` : ''}`, {
    waitUntil: 'commit',
    timeout: 60_000,
  })
  await page.waitForFunction(() => document.getElementById('status')?.textContent?.endsWith('Orte'), null, {
    timeout: 150_000,
  })
  if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`)
  return page
}
