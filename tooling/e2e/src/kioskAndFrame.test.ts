import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { BasemapResponse, type Branch, BranchesResponse } from '@quo/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { nearestPinPoint, useBrowser, waitForPins } from './browser.js'
import { serverOrigin } from './server.js'

const { browser, url } = useBrowser()
const api = async <T>(path: string, schema: z.ZodType<T>) =>
  schema.parse(await (await fetch(`${serverOrigin()}/api${path}`)).json())

let branches: Branch[]
let partner: Server
let partnerOrigin = ''
beforeAll(async () => {
  branches = (await api('/branches/', BranchesResponse)).branches
  // A partner's page on another origin that embeds the map.
  partner = createServer((req, res) => {
    const src = new URL(req.url ?? '/', 'http://x').searchParams.get('src') ?? ''
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.end(`<!doctype html><title>Partner</title><iframe src="${src}" width="800" height="600"></iframe>`)
  })
  await new Promise<void>((r) => partner.listen(0, '127.0.0.1', r))
  partnerOrigin = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((r) => partner.close(() => r())))

describe('kiosk and iframe', () => {
  it('a kiosk hides the logo and returns to the start view when idle', async () => {
    const branch = branches.find((b) => b.hasKiosk) as Branch
    const [nanoId] =
      (await api(`/items/basemap/branchshortid/${branch.shortId}`, BasemapResponse)).items[0] ?? []
    const page = await browser().newPage({ viewport: { width: 1080, height: 1920 } })
    await page.goto(url(`${branch.hostKeywords[0]}.localhost`, `/map/place/${nanoId}?iskiosk&idle=3`))
    await expect.poll(() => page.locator('#place-title').count()).toBe(1)
    expect(await page.getByRole('link', { name: 'quo – Startseite' }).count()).toBe(0)
    // No one touches the kiosk: after the idle time it is back on the start view.
    await page.waitForURL((u) => u.pathname === '/map', { timeout: 15_000 })
    expect(new URL(page.url()).searchParams.has('iskiosk')).toBe(true)
    expect(await page.locator('#place-title').count()).toBe(0)
    await page.close()
  })

  it('inside a partner’s iframe the map offers “Vergrössern” and opens clicks in a new window', async () => {
    const branch = branches.find((b) => b.hostKeywords.includes('vaduz')) as Branch
    const page = await browser().newPage({ viewport: { width: 1000, height: 700 } })
    const src = url(`${branch.hostKeywords[0]}.localhost`, '/map')
    await page.goto(`${partnerOrigin}/?src=${encodeURIComponent(src)}`)
    const frame = page.frames().find((f) => f !== page.mainFrame())
    if (!frame) throw new Error('no frame')
    await frame.waitForLoadState()
    await expect.poll(() => frame.getByRole('link', { name: 'Vergrössern' }).count()).toBe(1)
    await waitForPins(frame)
    const point = await nearestPinPoint(frame)
    const box = await (await frame.frameElement()).boundingBox()
    const popup = page.waitForEvent('popup')
    await page.mouse.click((box?.x ?? 0) + point.x, (box?.y ?? 0) + point.y)
    const opened = await popup
    expect(opened.url()).toMatch(/\/map\/place\/[A-Za-z0-9_-]+\/[^/]+$/)
    // The frame itself stays on the map.
    expect(new URL(frame.url()).pathname).toBe('/map')
    await page.close()
  })

  it('a partner cannot frame the dashboard or the sign-in pages', async () => {
    const page = await browser().newPage({ viewport: { width: 1000, height: 700 } })
    for (const path of ['/dashboard/', '/idp/.well-known/openid-configuration']) {
      const src = url('localhost', path)
      const refused = page.waitForEvent('console', (m) => /frame-ancestors/.test(m.text()))
      await page.goto(`${partnerOrigin}/?src=${encodeURIComponent(src)}`)
      expect((await refused).text()).toContain("frame-ancestors 'none'")
      const frame = page.frames().find((f) => f !== page.mainFrame())
      // The browser shows its own error page in the frame, never the staff app.
      expect(frame?.url()).not.toBe(src)
    }
    await page.close()
  })

  it('the map runs under its Content-Security-Policy without a single violation', async () => {
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } })
    const violations: string[] = []
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text())
    })
    const response = await page.goto(url('vaduz.localhost', '/map'))
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
    await waitForPins(page)
    // The inline start-pins script ran (allowed by its hash): the picture came first.
    const marks = await page.evaluate(() =>
      performance.getEntriesByName('quo:first-pins').map((m) => (m as PerformanceMark).detail),
    )
    expect(marks).toEqual([{ source: 'start-pins' }])
    expect(violations).toEqual([])
    await page.close()
  })
})
