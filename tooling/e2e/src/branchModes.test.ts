import { type Branch, BranchesResponse, SearchShortcut } from '@quo/contract'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { z } from 'zod'
import { useBrowser, waitForPins } from './browser.js'

const { browser, url } = useBrowser()
const api = async <T>(path: string, schema: z.ZodType<T>) =>
  schema.parse(await (await fetch(`${inject('origin')}/api${path}`)).json())

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

/** Levels of the pins the map has drawn. */
const drawnLevels = (page: Page) =>
  page.evaluate(() => {
    const map = (
      window as unknown as {
        __quoEngine: { map: { queryRenderedFeatures(o: object): { properties: { level: string } }[] } }
      }
    ).__quoEngine.map
    return [...new Set(map.queryRenderedFeatures({ layers: ['quo-items'] }).map((f) => f.properties.level))]
  })

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
  it('on the trade fair (branch 25) the level switcher shows one floor at a time', async () => {
    const page = await open(hostOf(byShortId(25)), '/map')
    await waitForPins(page)
    const floors = page.getByRole('group', { name: 'Stockwerk' })
    await expect
      .poll(() => floors.getByRole('button', { name: 'EG' }).getAttribute('aria-pressed'))
      .toBe('true')
    await expect.poll(() => drawnLevels(page)).toEqual(['EG'])
    await floors.getByRole('button', { name: 'OG' }).click()
    await expect
      .poll(() => floors.getByRole('button', { name: 'OG' }).getAttribute('aria-pressed'))
      .toBe('true')
    await expect.poll(() => drawnLevels(page)).toEqual(['OG'])
    await page.screenshot({ path: '/tmp/quo-e2e-level-og.png' })
    await page.close()
  })

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
})
