import { filterableTags } from '@quo/branch-config'
import {
  BasemapResponse,
  type Branch,
  BranchesResponse,
  decodeBasemap,
  SearchShortcut,
  Tag,
} from '@quo/contract'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { useBrowser, waitForPins } from './browser.js'
import { boothYellow, differing, drawnLevels, floorPlanPixels, setLayerVisible } from './floorPlan.js'
import { serverOrigin } from './server.js'

const { browser, url } = useBrowser()
const api = async <T>(path: string, schema: z.ZodType<T>) =>
  schema.parse(await (await fetch(`${serverOrigin()}/api${path}`)).json())

let branches: Branch[]
beforeAll(async () => {
  branches = (await api('/branches/', BranchesResponse)).branches
})
const byShortId = (id: number) => branches.find((b) => b.shortId === id) as Branch
const hostOf = (b: Branch) => `${b.hostKeywords[0]}.localhost`

async function open(host: string, path: string, viewport = { width: 1440, height: 900 }): Promise<Page> {
  const page = await browser().newPage({ viewport })
  await page.goto(url(host, path))
  return page
}

/** Colour of the basemap's land, which differs between the seasons' styles. */
const landColour = (page: Page) =>
  page.evaluate(() => {
    const map = (
      window as unknown as {
        __quoEngine: {
          map: { getStyle(): { layers: { id: string; type: string; paint?: Record<string, unknown> }[] } }
        }
      }
    ).__quoEngine.map
    return String(
      map.getStyle().layers.find((l) => l.type === 'background' || l.id === 'land')?.paint?.[
        'background-color'
      ],
    )
  })

describe('branch modes', () => {
  it('on the trade fair (branch 25) the level switcher shows one floor and its floor plan at a time', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } })
    const answers: { url: string; status: number; type: string }[] = []
    page.on('response', (r) =>
      answers.push({ url: r.url(), status: r.status(), type: r.headers()['content-type'] ?? '' }),
    )
    await page.goto(url(hostOf(byShortId(25)), '/map'))
    await waitForPins(page)
    const floors = page.getByRole('group', { name: 'Stockwerk' })
    await expect
      .poll(() => floors.getByRole('button', { name: 'EG' }).getAttribute('aria-pressed'))
      .toBe('true')
    await expect.poll(() => drawnLevels(page)).toEqual(['EG'])
    const tilesOf = (key: string) => answers.filter((a) => a.url.includes(`/tiles_${key}/`))
    // The floor plan's tiles are asked for at their real address and answer PNGs.
    await expect.poll(() => tilesOf('eg').filter((a) => a.status === 200).length).toBeGreaterThan(0)
    for (const tile of tilesOf('eg'))
      expect(new URL(tile.url).pathname).toMatch(/^\/api\/branches\/25\/tiles_eg\/\d+\/\d+\/\d+\.png$/)
    expect(tilesOf('eg').every((t) => t.status === 200 && t.type === 'image/png')).toBe(true)

    // What the floor plan itself draws: the map without it differs, in its booths' yellow.
    const ground = await floorPlanPixels(page)
    await setLayerVisible(page, 'quo-level-EG', false)
    const without = await floorPlanPixels(page)
    await setLayerVisible(page, 'quo-level-EG', true)
    expect(differing(ground, without)).toBeGreaterThan(2000)
    expect(boothYellow(ground) - boothYellow(without)).toBeGreaterThan(500)

    await floors.getByRole('button', { name: 'OG' }).click()
    await expect
      .poll(() => floors.getByRole('button', { name: 'OG' }).getAttribute('aria-pressed'))
      .toBe('true')
    await expect.poll(() => drawnLevels(page)).toEqual(['OG'])
    await expect.poll(() => tilesOf('og').filter((a) => a.status === 200).length).toBeGreaterThan(0)
    const upper = await floorPlanPixels(page)
    expect(differing(ground, upper)).toBeGreaterThan(2000)
    await page.screenshot({ path: '/tmp/quo-e2e-level-og.png' })
    // Every request of the page was answered, the browser's own favicon probe aside.
    expect(answers.filter((a) => a.status === 404 && !a.url.endsWith('/favicon.ico'))).toEqual([])
    await page.close()
  }, 120_000)

  it('on branch 21 the query picks the season; winter is the default', async () => {
    const malbun = byShortId(21)
    const season = (page: Page) =>
      page.getByRole('group', { name: 'Saison' }).getByRole('radio', { checked: true }).getAttribute('value')
    const summer = malbun.seasons.find((s) => /sommer|summer/i.test(`${s.title} ${s.path}`))
    const winter = malbun.seasons.find((s) => /winter/i.test(`${s.title} ${s.path}`))
    if (!summer || !winter) throw new Error('branch 21 has no summer and winter seasons')
    let page = await open(hostOf(malbun), `/map?season=${summer.path}`)
    await expect.poll(() => season(page)).toBe(String(summer.id))
    await page.close()
    page = await open(hostOf(malbun), '/map')
    await expect.poll(() => season(page)).toBe(String(malbun.currentSeasonId ?? winter.id))
    await waitForPins(page)
    const winterLand = await landColour(page)
    await page.getByRole('group', { name: 'Saison' }).getByText(summer.title).click()
    await expect.poll(() => season(page)).toBe(String(summer.id))
    // The map changes its style with the season, and its pins come back on the new style.
    await expect.poll(() => landColour(page)).not.toBe(winterLand)
    await waitForPins(page)
    await page.close()
  })

  it('tag chips narrow a search shortcut and the route keeps the choice', async () => {
    const shortcuts = await api('/search/shortcuts/', z.array(SearchShortcut))
    const vaduz = branches.find((b) => b.hostKeywords.includes('vaduz')) as Branch
    const shortcut = shortcuts.find((s) => s.branchShortId === vaduz.shortId) as SearchShortcut
    const page = await open(hostOf(vaduz), `/map/search-shortcut/${shortcut.id}/x`)
    const card = page.getByRole('region', { name: shortcut.title })
    await expect.poll(() => card.getByRole('link').count()).toBeGreaterThan(0)
    const all = await card.getByRole('link').count()
    const chip = card.getByRole('group', { name: 'Nach Merkmalen filtern' }).getByRole('button').first()
    const label = await chip.textContent()
    await chip.click()
    await page.waitForURL(/\/tags\/\d+$/)
    await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true')
    const narrowed = await card.getByRole('link').count()
    expect(narrowed).toBeGreaterThan(0)
    expect(narrowed).toBeLessThanOrEqual(all)
    // The narrowed route opened directly shows the same choice.
    const direct = await open(hostOf(vaduz), new URL(page.url()).pathname)
    const directCard = direct.getByRole('region', { name: shortcut.title })
    await expect.poll(() => directCard.getByRole('link').count()).toBe(narrowed)
    await expect
      .poll(() => directCard.getByRole('button', { name: label ?? '' }).getAttribute('aria-pressed'))
      .toBe('true')
    await direct.close()
    await chip.click()
    await page.waitForURL((u) => !u.pathname.includes('/tags/'))
    await expect.poll(() => card.getByRole('link').count()).toBe(all)
    await page.close()
  })

  it('a link with two tags of one group shows both chips first and lists places with either (phone)', async () => {
    const shortcuts = await api('/search/shortcuts/', z.array(SearchShortcut))
    const tags = filterableTags(await api('/tags/', z.array(Tag)))
    const vaduz = branches.find((b) => b.hostKeywords.includes('vaduz')) as Branch
    const items = decodeBasemap(await api(`/items/basemap/branchshortid/${vaduz.shortId}`, BasemapResponse))
    // A shortcut of Vaduz whose places carry two tags of one group; the rarest two, which sort
    // last among the chips when nothing is chosen.
    let found: { shortcut: SearchShortcut; pair: Tag[]; members: typeof items } | undefined
    for (const shortcut of shortcuts.filter((s) => s.branchShortId === vaduz.shortId)) {
      const members = items.filter(
        (i) =>
          (!shortcut.categoryIds.length ||
            (i.categoryId !== null && shortcut.categoryIds.includes(i.categoryId))) &&
          (!shortcut.tagIds.length || shortcut.tagIds.some((t) => i.tagIds.includes(t))),
      )
      const count = (t: Tag) => members.filter((i) => i.tagIds.includes(t.id)).length
      for (const group of new Set(tags.map((t) => t.tagGroup))) {
        const carried = tags
          .filter((t) => t.tagGroup === group && count(t) > 0)
          .sort((a, b) => count(a) - count(b))
        if (
          carried.length >= 2 &&
          tags.filter((t) => members.some((i) => i.tagIds.includes(t.id))).length > 4
        ) {
          found = { shortcut, pair: carried.slice(0, 2), members }
          break
        }
      }
      if (found) break
    }
    if (!found) throw new Error('the demo has no Vaduz shortcut with two tags of one group')
    const { shortcut, pair, members } = found
    const ids = pair.map((t) => t.id).sort((a, b) => a - b)
    const either = members.filter((i) => ids.some((id) => i.tagIds.includes(id))).length
    const page = await open(hostOf(vaduz), `/map/search-shortcut/${shortcut.id}/x/tags/${ids.join(',')}`, {
      width: 390,
      height: 844,
    })
    const card = page.getByRole('region', { name: shortcut.title })
    await expect.poll(() => card.getByRole('link').count(), { timeout: 15_000 }).toBe(either)
    const chips = card.getByRole('group', { name: 'Nach Merkmalen filtern' }).getByRole('button')
    // The chosen chips lead the row and are in view, pressed.
    for (const position of [0, 1]) {
      const chip = chips.nth(position)
      expect(await chip.getAttribute('aria-pressed')).toBe('true')
      const box = await chip.boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true)
    }
    expect(await chips.nth(2).getAttribute('aria-pressed')).toBe('false')
    await page.screenshot({ path: '/tmp/quo-e2e-tag-chips-phone.png' })
    await page.close()
  })
})
