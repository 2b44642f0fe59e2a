import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SearchShortcut, ShortcutResultsPage } from '@quo/contract'
import type { Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { useBrowser } from './browser.js'
import { serverOrigin, serverPort } from './server.js'

const { browser, url } = useBrowser()
const VADUZ_HOST = 'vaduz.localhost'

let shortcut: SearchShortcut
/** How many places the shortcut finds in Vaduz. */
let shortcutTotal = 0
let partner: Server
let partnerOrigin = ''
beforeAll(async () => {
  const all = z
    .array(SearchShortcut)
    .parse(await (await fetch(`${serverOrigin()}/api/search/shortcuts/`)).json())
  const vaduz = all.filter((s) => s.branchShortId === 3)
  // The shortcut with the most results, so that its list has a second page.
  let best = { shortcut: vaduz[0], total: -1 }
  for (const s of vaduz) {
    const page = ShortcutResultsPage.parse(
      await (
        await fetch(`${serverOrigin()}/api/search/shortcuts/${s.id}/results/?host=${VADUZ_HOST}`)
      ).json(),
    )
    if (page.total > best.total) best = { shortcut: s, total: page.total }
  }
  if (!best.shortcut || best.total <= 30)
    throw new Error('the demo gives Vaduz a shortcut with over 30 places')
  shortcut = best.shortcut
  shortcutTotal = best.total
  // A partner's page on another origin: the loader snippet, and a log of the events it hears.
  partner = createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://x').searchParams
    const src = query.get('src') ?? ''
    const loader = query.get('loader') ?? ''
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.end(`<!doctype html><html lang="de"><title>Partner</title>
      <h1>Gemeinde Vaduz – Essen</h1>
      <div id="embed" data-quo-embed="${src}" data-title="Essen"></div>
      <p>Fusszeile des Partners</p>
      <script>
        window.heard = []
        for (const type of ['quo:ready', 'quo:resize', 'quo:select'])
          document.addEventListener(type, (e) => window.heard.push({ type, detail: e.detail }))
      </script>
      <script src="${loader}" async></script>`)
  })
  await new Promise<void>((r) => partner.listen(0, '127.0.0.1', r))
  partnerOrigin = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((r) => partner.close(() => r())))

type Heard = { type: string; detail: Record<string, unknown> }[]
const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: Heard }).heard)

async function openPartnerPage(viewport: { width: number; height: number }, options = '') {
  const page = await browser().newPage({ viewport })
  const requests: string[] = []
  page.on('request', (r) => requests.push(r.url()))
  const src = url(VADUZ_HOST, `/embed/search-shortcut/${shortcut.id}/essen${options}`)
  const loader = url(VADUZ_HOST, '/embed/loader.js')
  await page.goto(`${partnerOrigin}/?src=${encodeURIComponent(src)}&loader=${encodeURIComponent(loader)}`)
  const frameElement = page.locator('#embed iframe')
  await expect.poll(() => frameElement.count()).toBe(1)
  const frame = (await (await frameElement.elementHandle())?.contentFrame()) as Frame
  await expect.poll(() => frame.locator('.results li').count()).toBe(30)
  return { page, frame, frameElement, requests }
}

describe('the embed on a partner page', () => {
  it('lists the results with opening states, grows with them and tells the page', async () => {
    const { page, frame, frameElement } = await openPartnerPage({ width: 1280, height: 800 })
    await expect.poll(() => frame.locator('h1').textContent()).toBe(shortcut.title)
    const states = await frame.locator('.hours').allTextContents()
    expect(states.length).toBeGreaterThan(0)
    for (const s of states)
      expect(s).toMatch(/^(Geöffnet · bis|Schliesst bald · bis|Geschlossen · öffnet|Geschlossen$)/)
    await expect.poll(async () => (await heard(page)).some((e) => e.type === 'quo:ready')).toBe(true)

    // The iframe takes its content's height; the next page makes both taller.
    const contentHeight = () =>
      frame.evaluate(() => Math.ceil(document.querySelector('#app')?.getBoundingClientRect().height ?? 0))
    const frameHeight = async () => Math.round((await frameElement.boundingBox())?.height ?? 0)
    await expect
      .poll(async () => Math.abs((await frameHeight()) - (await contentHeight())))
      .toBeLessThanOrEqual(1)
    const before = await frameHeight()
    // By keyboard: the frame grows under the pointer while it settles, a key press cannot miss.
    await frame.getByRole('button', { name: 'Mehr anzeigen' }).press('Enter')
    await expect
      .poll(
        async () =>
          `${await frame.locator('.results li').count()} ${await frame.locator('.status').textContent()}`,
      )
      .toMatch(/^(3[1-9]|[4-9]\d) $/)
    await expect.poll(frameHeight).toBeGreaterThan(before + 200)
    await expect
      .poll(async () => Math.abs((await frameHeight()) - (await contentHeight())))
      .toBeLessThanOrEqual(1)
    expect((await heard(page)).some((e) => e.type === 'quo:resize' && Number(e.detail.height) > before)).toBe(
      true,
    )
    await page.screenshot({ path: '/tmp/quo-e2e-embed-desktop.png', fullPage: true })
    await page.close()
  })

  it('opens a result on the full site in a new window and reports quo:select to the page', async () => {
    const { page, frame } = await openPartnerPage({ width: 390, height: 844 })
    const first = frame.locator('.results a').first()
    const title = await first.locator('.title').textContent()
    const popup = page.waitForEvent('popup')
    // The click is counted (docs/product.md §3: embed_* metrics), with keepalive, so it outlives the page.
    const metric = page.waitForResponse(
      (r) => r.url().endsWith('/api/metrics/') && r.request().method() === 'POST',
    )
    await first.click()
    expect((await metric).status()).toBe(202)
    expect((await metric).request().postDataJSON()).toMatchObject({ metric_key: 'embed_item_click' })
    const opened = await popup
    const target = new URL(opened.url())
    expect(target.host).toBe(`${VADUZ_HOST}:${serverPort()}`)
    expect(target.pathname).toMatch(/^\/map\/place\/[A-Za-z0-9_-]+\/[^/]+$/)
    await expect.poll(() => opened.locator('#place-title').textContent()).toBe(title)
    const select = (await heard(page)).find((e) => e.type === 'quo:select')
    expect(select?.detail.url).toBe(opened.url())
    expect(target.pathname).toContain(String(select?.detail.nanoId))
    // The frame itself stays on the list.
    expect(new URL(frame.url()).pathname).toMatch(/^\/embed\/search-shortcut\//)
    await page.screenshot({ path: '/tmp/quo-e2e-embed-phone.png', fullPage: true })
    await opened.close()
    await page.close()
  })

  it('ignores messages that do not come from its own frame', async () => {
    const { page, frame, frameElement } = await openPartnerPage({ width: 1280, height: 800 })
    await expect.poll(async () => (await heard(page)).some((e) => e.type === 'quo:ready')).toBe(true)
    // The embed resizes while its symbols arrive: wait until it has settled.
    let count = -1
    await expect
      .poll(async () => {
        const before = count
        await page.waitForTimeout(300)
        count = (await heard(page)).length
        return count === before
      })
      .toBe(true)
    const height = Math.round((await frameElement.boundingBox())?.height ?? 0)
    // The partner page (or a script on it) posting as if it were the embed.
    await page.evaluate(() => {
      window.postMessage({ type: 'quo:resize', height: 50 }, '*')
      window.postMessage({ type: 'quo:select', nanoId: 'fake', url: 'https://evil.example/' }, '*')
    })
    // The embed's own window greeting it is not its parent: it keeps talking to the page only.
    await frame.evaluate(() => window.postMessage({ type: 'quo:hello' }, '*'))
    await page.waitForTimeout(500)
    expect((await heard(page)).length).toBe(count)
    expect(Math.round((await frameElement.boundingBox())?.height ?? 0)).toBe(height)
    await page.close()
  })

  it('loads the map only when it is opened, with the wheel left to the page', async () => {
    const { page, frame, requests } = await openPartnerPage({ width: 1280, height: 800 })
    const mapRequests = () => requests.filter((r) => /resultsMap|maplibre/.test(r))
    expect(mapRequests()).toEqual([])
    await frame.getByRole('button', { name: 'Karte anzeigen' }).click()
    await expect.poll(() => frame.locator('.map canvas').count()).toBe(1)
    expect(mapRequests().length).toBeGreaterThan(0)
    await expect.poll(() => frame.locator('.map .pin').count()).toBe(30)
    expect(await frame.getByRole('button', { name: 'Karte ausblenden' }).getAttribute('aria-expanded')).toBe(
      'true',
    )
    await page.screenshot({ path: '/tmp/quo-e2e-embed-map.png' })
    await page.close()
  })

  it('when the network drops, says so, keeps its list, and loads what was asked for once it returns', async () => {
    const { page, frame } = await openPartnerPage({ width: 1280, height: 800 })
    const sent: Promise<string[]>[] = []
    page.on('response', (r) => {
      if (r.url().endsWith('/api/metrics/') && r.status() === 202) {
        const body = r.request().postDataJSON() as { metric_key: string } | { metric_key: string }[]
        sent.push(Promise.resolve([body].flat().map((m) => m.metric_key)))
      }
    })
    const status = frame.locator('p.status')
    await page.context().setOffline(true)
    await frame.getByRole('button', { name: 'Mehr anzeigen' }).click()
    await expect
      .poll(() => status.textContent())
      .toMatch(/^Keine Internetverbindung\. Die Orte erscheinen, sobald das Gerät wieder online ist\./)
    expect(await frame.locator('.results li').count()).toBe(30)
    // The map's code was never loaded: it says why it is missing.
    await frame.getByRole('button', { name: 'Karte anzeigen' }).click()
    await expect
      .poll(() => frame.locator('.map').textContent())
      .toBe('Keine Internetverbindung. Die Karte erscheint, sobald das Gerät wieder online ist.')
    await page.screenshot({ path: '/tmp/quo-e2e-embed-offline.png' })

    await page.context().setOffline(false)
    await expect.poll(() => frame.locator('.results li').count()).toBe(Math.min(60, shortcutTotal))
    await expect.poll(() => frame.locator('.map canvas').count()).toBe(1)
    expect(await status.textContent()).toBe('')
    // The map's opening, counted offline, arrives once.
    await expect
      .poll(async () => (await Promise.all(sent)).flat().filter((k) => k === 'embed_map_open'))
      .toEqual(['embed_map_open'])
    await page.waitForTimeout(1000)
    expect((await Promise.all(sent)).flat().filter((k) => k === 'embed_map_open')).toHaveLength(1)
    await page.close()
  })

  it('answers framable headers on /embed/ and refusing ones elsewhere', async () => {
    // Node resolves no *.localhost: the main host answers the same families.
    const origin = serverOrigin()
    const embed = await fetch(`${origin}/embed/search-shortcut/${shortcut.id}/essen`)
    expect(embed.status).toBe(200)
    expect(embed.headers.get('content-security-policy')).toContain('frame-ancestors *')
    expect(embed.headers.get('x-frame-options')).toBeNull()
    const loader = await fetch(`${origin}/embed/loader.js`)
    expect(loader.status).toBe(200)
    expect(loader.headers.get('content-type')).toContain('javascript')
    const dashboard = await fetch(`${origin}/dashboard/`)
    expect(dashboard.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(dashboard.headers.get('x-frame-options')).toBe('DENY')
  })

  it('offers partners the code for a shortcut with a live preview', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(url(VADUZ_HOST, '/embed/'))
    await expect.poll(() => page.getByLabel('Auswahl').count()).toBe(1)
    await page.getByLabel('Auswahl').selectOption(String(shortcut.id))
    await page.getByLabel('Akzentfarbe').selectOption('blau')
    const code = await page.getByRole('textbox', { name: 'Code mit Skript (empfohlen)' }).inputValue()
    expect(code).toContain(`/embed/search-shortcut/${shortcut.id}/`)
    expect(code).toContain('accent=blau')
    expect(code).toContain('/embed/loader.js')
    const frame = page.frameLocator('.preview iframe')
    await expect.poll(() => frame.locator('.results li').count()).toBe(30)
    await page.screenshot({ path: '/tmp/quo-e2e-embed-generator.png', fullPage: true })
    await page.close()
  })
})
