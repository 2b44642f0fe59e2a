import {
  BasemapResponse,
  type Branch,
  BranchesResponse,
  Building,
  SearchShortcut,
  Street,
  Tag,
} from '@quo/contract'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { useBrowser, waitForPins } from './browser.js'
import { serverOrigin } from './server.js'

const { browser, url } = useBrowser()
const api = async <T>(path: string, schema: z.ZodType<T>) =>
  schema.parse(await (await fetch(`${serverOrigin()}/api${path}`)).json())

let branches: Branch[]
beforeAll(async () => {
  branches = (await api('/branches/', BranchesResponse)).branches
})
const hostOf = (b: Branch) => `${b.hostKeywords[0]}.localhost`

async function open(host: string, path: string, viewport = { width: 1440, height: 900 }): Promise<Page> {
  const page = await browser().newPage({ viewport })
  await page.goto(url(host, path))
  return page
}

const zoomOf = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __quoEngine: { map: { getZoom(): number } } }).__quoEngine.map.getZoom(),
  )

describe('map routes', () => {
  it("shows the start view's pins as a picture first, then the map draws them in the same places", async () => {
    const viewport = { width: 1440, height: 900 }
    const host = 'vaduz.localhost'
    const svg = await (
      await fetch(
        `${serverOrigin()}/api/basemap/start-pins.svg?host=${host}&w=${viewport.width}&h=${viewport.height}`,
      )
    ).text()
    const pictured = [
      ...svg.matchAll(/<use href="#quo-(icon|event)-[^"]+" x="([-\d.]+)" y="([-\d.]+)"\/>/g),
    ].map((m) => {
      const half = m[1] === 'event' ? 34 : 20
      return { x: Number(m[2]) + half, y: Number(m[3]) + half }
    })
    expect(pictured.length).toBeGreaterThan(20)
    const page = await open(host, '/map', viewport)
    await waitForPins(page)
    // The picture was the page's first pins, and it is gone once the map has drawn its own.
    await expect.poll(() => page.locator('#quo-start-pins').count()).toBe(0)
    const firstPins = await page.evaluate(
      () => (performance.getEntriesByName('quo:first-pins')[0] as PerformanceMark | undefined)?.detail,
    )
    expect(firstPins).toEqual({ source: 'start-pins' })
    expect(await page.locator('[data-quo-map]').evaluate((e) => getComputedStyle(e).opacity)).toBe('1')
    const drawnShare = async () => {
      const drawn = await page.evaluate(() => {
        interface MapLike {
          queryRenderedFeatures(o: object): { geometry: unknown }[]
          project(c: [number, number]): { x: number; y: number }
        }
        const map = (window as unknown as { __quoEngine: { map: MapLike } }).__quoEngine.map
        return map
          .queryRenderedFeatures({ layers: ['quo-items'] })
          .map((f) => map.project((f.geometry as { coordinates: [number, number] }).coordinates))
      })
      return (
        pictured.filter((p) => drawn.some((d) => Math.hypot(d.x - p.x, d.y - p.y) < 1.5)).length /
        pictured.length
      )
    }
    // MapLibre places pins tile by tile (on a busy machine, with the other suites beside this one,
    // over many frames). Where two pins collide, which one it shows depends on the order its tiles
    // arrived in, so under load a sixth of the picture's pins can stay hidden behind a neighbour
    // (a steady 83 % was seen); a wrong projection or another set of places would match none.
    await expect.poll(drawnShare, { timeout: 30_000 }).toBeGreaterThan(0.75)
    await page.close()
  })

  it('search finds places by title and highlights them on the map', async () => {
    const branch = branches.find((b) => b.hostKeywords.includes('vaduz')) as Branch
    const rows = (await api(`/items/basemap/branchshortid/${branch.shortId}`, BasemapResponse)).items
    const title = rows[10]?.[1] as string
    const page = await open(hostOf(branch), '/map')
    await waitForPins(page)
    await page.getByLabel('Suche').fill(title)
    // A result row reads its title, then its category and facts.
    const results = page.getByRole('region', { name: 'Suche', exact: true })
    const startsWithTitle = new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`)
    await expect.poll(() => results.getByRole('link', { name: startsWithTitle }).count()).toBeGreaterThan(0)
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (
              window as unknown as { __quoEngine: { map: { queryRenderedFeatures(o: object): unknown[] } } }
            ).__quoEngine.map.queryRenderedFeatures({ layers: ['quo-highlighted'] }).length,
        ),
      )
      .toBeGreaterThan(0)
    await page.screenshot({ path: '/tmp/quo-e2e-search.png' })
    await page.close()
  })

  it('the chat card answers a question with places that open their card', async () => {
    const branch = branches.find((b) => b.hostKeywords.includes('vaduz')) as Branch
    const rows = (await api(`/items/basemap/branchshortid/${branch.shortId}`, BasemapResponse)).items
    const title = rows[5]?.[1] as string
    const page = await open(hostOf(branch), '/map', { width: 390, height: 844 })
    await waitForPins(page)
    await page.getByRole('button', { name: 'Fragen' }).click()
    const chat = page.getByRole('region', { name: 'Fragen' })
    await chat.getByLabel('Ihre Frage').fill(`Wo ist ${title}?`)
    await chat.getByRole('button', { name: 'Fragen' }).click()
    const answer = chat.getByRole('link', { name: title, exact: true })
    await expect.poll(() => answer.count()).toBeGreaterThan(0)
    await page.screenshot({ path: '/tmp/quo-e2e-chat-phone.png' })
    await answer.first().click()
    await expect.poll(() => page.locator('#place-title').textContent()).toBe(title)
    await page.close()
  })

  it('a tag route lists the items with that tag', async () => {
    const branch = branches.find((b) => b.hostKeywords.includes('vaduz')) as Branch
    const rows = (await api(`/items/basemap/branchshortid/${branch.shortId}`, BasemapResponse)).items
    const tags = await api('/tags/', z.array(Tag))
    const tagId = rows.flatMap((r) => r[8])[0] as number
    const tag = tags.find((t) => t.id === tagId) as Tag
    const expected = rows.filter((r) => r[8].includes(tagId)).length
    const page = await open(hostOf(branch), `/map/tag/${tagId}/x`)
    const name = tag.translations.find((t) => t.language === 'de')?.tagValueTranslate ?? tag.tagValue
    const card = page.getByRole('region', { name })
    await expect.poll(() => card.getByRole('link').count()).toBe(expected)
    await page.close()
  })

  it('a search shortcut route shows the shortcut of this branch', async () => {
    const shortcuts = await api('/search/shortcuts/', z.array(SearchShortcut))
    const shortcut = shortcuts.find((s) => s.branchShortId !== null) as SearchShortcut
    const branch = branches.find((b) => b.shortId === shortcut.branchShortId) as Branch
    const page = await open(
      hostOf(branch),
      `/map/search-shortcut/${shortcut.id}/${encodeURIComponent(shortcut.title)}`,
    )
    await expect.poll(() => page.getByRole('heading', { name: shortcut.title }).count()).toBe(1)
    await page.close()
  })

  it('deep links select a street (zoom ≥ 17) and a building (zoom ≥ 18)', async () => {
    const branch = branches.find((b) => b.hasStreets && b.hasBuildings) as Branch
    const [street] = await api(`/streets/branchshortid/${branch.shortId}`, z.array(Street))
    const [building] = await api(`/buildings/branchshortid/${branch.shortId}`, z.array(Building))
    if (!street || !building) throw new Error('demo streets and buildings missing')
    let page = await open(hostOf(branch), `/map/street/${street.nanoId}`)
    await expect.poll(() => page.locator('#place-title').textContent()).toBe(street.title)
    await waitForPins(page)
    await expect.poll(() => zoomOf(page)).toBeGreaterThanOrEqual(17)
    await page.close()
    page = await open(hostOf(branch), `/map/building/${building.nanoId}`, { width: 390, height: 844 })
    await expect.poll(() => page.locator('#place-title').count()).toBe(1)
    await waitForPins(page)
    await expect.poll(() => zoomOf(page)).toBeGreaterThanOrEqual(18)
    await page.screenshot({ path: '/tmp/quo-e2e-building-phone.png' })
    await page.close()
  })
})
