import { request } from 'node:http'
import { BasemapResponse, BranchesResponse, Item } from '@quo/contract'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { nearestPinPoint, useBrowser, waitForPins } from './browser.js'

const { browser, url } = useBrowser()

/** A GET with a chosen Host header, not following redirects. */
function rawGet(host: string, path: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port: inject('port'), path, headers: { host } }, (res) => {
      res.resume()
      resolve({ status: res.statusCode ?? 0, location: res.headers.location })
    })
      .on('error', reject)
      .end()
  })
}
const api = async <T>(path: string, parse: (v: unknown) => T) =>
  parse(await (await fetch(`${inject('origin')}/api${path}`)).json())

let vaduz: { shortId: number; keyword: string }
beforeAll(async () => {
  const { branches } = await api('/branches/', (v) => BranchesResponse.parse(v))
  const branch = branches.find((b) => b.hostKeywords.includes('vaduz'))
  if (!branch) throw new Error('demo branch vaduz missing')
  vaduz = { shortId: branch.shortId, keyword: 'vaduz.localhost' }
})

describe('public map site', () => {
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
    expect(new URL(page.url()).host).toBe(`vaduz.localhost:${inject('port')}`)
    // The target host is another edition's; check the answer instead of following it.
    const res = await rawGet('schaan.localhost', '/zemma')
    expect(res.status).toBe(301)
    expect(res.location).toMatch(/^http:\/\/zemma\.localhost(:\d+)?\/map$/)
    await page.close()
  })
})
