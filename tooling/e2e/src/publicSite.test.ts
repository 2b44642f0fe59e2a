import { request } from 'node:http'
import { BasemapResponse, BranchesResponse, Item } from '@quo/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { nearestPinPoint, useBrowser, waitForPins } from './browser.js'
import { serverOrigin, serverPort } from './server.js'

const { browser, url } = useBrowser()

/** A GET with a chosen Host header, not following redirects. */
function rawGet(host: string, path: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port: serverPort(), path, headers: { host } }, (res) => {
      res.resume()
      resolve({ status: res.statusCode ?? 0, location: res.headers.location })
    })
      .on('error', reject)
      .end()
  })
}
const api = async <T>(path: string, parse: (v: unknown) => T) =>
  parse(await (await fetch(`${serverOrigin()}/api${path}`)).json())

let vaduz: { shortId: number; keyword: string }
beforeAll(async () => {
  const { branches } = await api('/branches/', (v) => BranchesResponse.parse(v))
  const branch = branches.find((b) => b.hostKeywords.includes('vaduz'))
  if (!branch) throw new Error('demo branch vaduz missing')
  vaduz = { shortId: branch.shortId, keyword: 'vaduz.localhost' }
})

describe('public map site', () => {
  it('paints the search bar before it asks for the app’s script, and the app takes its place', async () => {
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } })
    // Script requests wait until the test has looked at the first paint.
    let releaseScripts = () => {}
    const scriptsMayLoad = new Promise<void>((resolve) => (releaseScripts = resolve))
    // For each script asked for: had the page painted its first content by then?
    const scripts: boolean[] = []
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      scripts.push(
        await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length > 0),
      )
      await scriptsMayLoad
      await route.continue()
    })
    // Not until `load`: on a busy machine the page may ask for its script before the load event,
    // which then waits for the script this test holds back.
    await page.goto(url(vaduz.keyword, '/map'), { waitUntil: 'commit' })
    const shell = page.locator('#quo-shell')
    await expect.poll(() => shell.isVisible()).toBe(true)
    expect(await shell.textContent()).toContain('Ort oder Strasse suchen')
    // Scripts are asked for only once the page has had its first contentful paint.
    await expect.poll(() => scripts.length).toBeGreaterThan(0)
    expect(scripts.every(Boolean)).toBe(true)
    releaseScripts()
    await waitForPins(page)
    // The app's own bar replaced the static one: one search field, the real one.
    expect(await shell.count()).toBe(0)
    await expect.poll(() => page.getByRole('searchbox', { name: 'Suche' }).count()).toBe(1)
    await page.close()
  })

  it('opens a branch by host and draws its pins; a click opens the place', async () => {
    const page = await browser().newPage({ viewport: { width: 1440, height: 900 } })
    await page.goto(url(vaduz.keyword, '/map'))
    await waitForPins(page)
    expect(await page.title()).toMatch(/Vaduz · quo/)
    await page.screenshot({ path: '/tmp/quo-e2e-map-desktop.png' })

    const point = await nearestPinPoint(page)
    await page.mouse.click(point.x, point.y)
    await page.waitForURL(/\/map\/place\/[A-Za-z0-9_-]+\/[^/]+$/)
    const [, nanoId] = /\/map\/place\/([A-Za-z0-9_-]+)\//.exec(page.url()) ?? []
    const item = await api(`/items/nanoid/${nanoId}`, (v) => Item.parse(v))
    await expect.poll(() => page.locator('#place-title').textContent()).toBe(item.title)
    await page.close()
  })

  it('deep-links straight to a place on a phone', async () => {
    const basemap = await api(`/items/basemap/branchshortid/${vaduz.shortId}`, (v) =>
      BasemapResponse.parse(v),
    )
    const [nanoId, title] = basemap.items[3] ?? []
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } })
    await page.goto(url(vaduz.keyword, `/map/place/${nanoId}`))
    await expect.poll(() => page.locator('#place-title').textContent()).toBe(title)
    await waitForPins(page)
    await page.screenshot({ path: '/tmp/quo-e2e-place-phone.png' })
    await page.close()
  })

  it('answers unknown routes and malformed ids with the 404 page', async () => {
    const page = await browser().newPage()
    for (const path of ['/gibt-es-nicht', '/map/place/!!/x']) {
      await page.goto(url(vaduz.keyword, path))
      await expect.poll(() => page.locator('h1').textContent()).toBe('This page could not be found')
    }
    await page.close()
  })

  it('follows the www and /zemma redirects', async () => {
    const page = await browser().newPage()
    await page.goto(url('www.vaduz.localhost', '/map'))
    expect(new URL(page.url()).host).toBe(`vaduz.localhost:${serverPort()}`)
    // The target host is another edition's; check the answer instead of following it.
    const res = await rawGet('schaan.localhost', '/zemma')
    expect(res.status).toBe(301)
    // The demo derives the target from the public URL it was seeded with (not a fixed :8080).
    expect(res.location).toMatch(/^http:\/\/zemma\.localhost:\d+\/map$/)
    expect(res.location).not.toContain(':8080')
    await page.close()
  })
})
