import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { compareWithBaseline } from './baselines.js'
import { useBrowser } from './browser.js'

const { browser, url } = useBrowser()

/** Up to 1 % of the pixels may differ (font hinting, anti-aliasing); a moved or missing part is far more. */
const TOLERANCE = 0.01

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const

/**
 * The page once it has settled: the loading bar gone, fonts ready. The map's canvas is
 * hidden, since software WebGL draws it with small differences from run to run; the map
 * itself is checked through the engine by the other tests.
 */
async function settled(page: Page): Promise<Buffer> {
  await page.addStyleTag({ content: 'canvas { visibility: hidden !important; }' })
  await page.waitForFunction(() => document.fonts.status === 'loaded')
  await page.waitForFunction(() => {
    const bar = document.querySelector('[role=progressbar]')
    return !bar || bar.getAttribute('aria-hidden') === 'true'
  })
  await page.waitForTimeout(700)
  return page.screenshot({ animations: 'disabled', caret: 'hide' })
}

const PAGES = [
  { name: 'home', host: 'localhost', path: '/', ready: 'Regionen' },
  { name: 'not-found', host: 'localhost', path: '/gibt-es-nicht', ready: 'This page could not be found' },
  {
    name: 'map-shortcut',
    host: 'vaduz.localhost',
    path: '/map/search-shortcut/10/x',
    ready: 'Essen & Trinken',
  },
] as const

describe('the look, against committed baselines', () => {
  for (const p of PAGES) {
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      it(`${p.name} on a ${device}`, async () => {
        const page = await browser().newPage({ viewport })
        await page.goto(url(p.host, p.path))
        await page.getByText(p.ready, { exact: true }).first().waitFor()
        const result = compareWithBaseline(`${p.name}-${device}`, await settled(page))
        await page.close()
        expect(result.differing, `see ${result.diffPath}`).toBeLessThanOrEqual(TOLERANCE)
      })
    }
  }
})
