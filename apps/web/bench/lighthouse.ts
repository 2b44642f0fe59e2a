import { chromiumOptions } from '@quo/bench'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'

export interface LighthouseFigures {
  performance: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  speedIndexMs: number
  cls: number
  /** What Lighthouse found to be the largest contentful paint. */
  lcpElement: string
}

/**
 * Lighthouse's mobile performance run (its default: a mid-range phone, simulated slow 4G and
 * 4× CPU) on one page in Debian's Chromium, started by Playwright with a debugging port for
 * Lighthouse to drive.
 */
export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const port = 9222 + Math.floor(Math.random() * 500)
  const browser = await chromium.launch(chromiumOptions({ args: [`--remote-debugging-port=${port}`] }))
  try {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    if (!result) throw new Error('Lighthouse returned nothing')
    const { audits, categories } = result.lhr
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN
    // Lighthouse 13 names the element in its LCP breakdown insight, a list of the subparts'
    // table and the element's node; the audit 'largest-contentful-paint-element' is gone.
    const lcpParts = (
      audits['lcp-breakdown-insight']?.details as
        | { items?: { type?: string; snippet?: string }[] }
        | undefined
    )?.items
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      speedIndexMs: value('speed-index'),
      cls: value('cumulative-layout-shift'),
      lcpElement: lcpParts?.find((part) => part.type === 'node')?.snippet ?? '(none)',
    }
  } finally {
    await browser.close()
  }
}
