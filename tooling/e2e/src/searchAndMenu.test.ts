import {
  BasemapResponse,
  type Branch,
  BranchesResponse,
  decodeBasemap,
  Event,
  List,
  SearchShortcut,
} from '@quo/contract'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { useBrowser, waitForPins } from './browser.js'
import { serverOrigin } from './server.js'

// The search field, kiosk mode across navigations and the drawer's menu, as a visitor meets them
// in Chromium (docs/decisions/0009-visitor-defects-tested-in-the-browser.md,
// docs/decisions/0025-search-index-in-a-worker.md).

const { browser, url } = useBrowser()
const api = async <T>(path: string, schema: z.ZodType<T>) =>
  schema.parse(await (await fetch(`${serverOrigin()}/api${path}`)).json())

let branches: Branch[]
const branch = (keyword: string) => {
  const found = branches.find((b) => b.hostKeywords.includes(keyword))
  if (!found) throw new Error(`demo branch ${keyword} missing`)
  return found
}
beforeAll(async () => {
  branches = (await api('/branches/', BranchesResponse)).branches
})

/** The rows of the results card once it answers `query`: title and the facts line. */
async function resultRows(page: Page, query: string): Promise<string[]> {
  const card = page.locator(`section[data-query="${query}"]`)
  await card.locator('li').first().waitFor({ timeout: 30_000 })
  return card.locator('li').allInnerTexts()
}

/** The map's visible bounds and zoom, as MapLibre reports them. */
function camera(
  page: Page,
): Promise<{ west: number; south: number; east: number; north: number; zoom: number }> {
  return page.evaluate(() => {
    const { map } = (
      window as unknown as {
        __quoEngine: { map: { getBounds(): { toArray(): number[][] }; getZoom(): number } }
      }
    ).__quoEngine
    const [[west = 0, south = 0] = [], [east = 0, north = 0] = []] = map.getBounds().toArray()
    return { west, south, east, north, zoom: map.getZoom() }
  })
}

const contains = (c: Awaited<ReturnType<typeof camera>>, points: [number, number][]) =>
  points.every(([lon, lat]) => lon >= c.west && lon <= c.east && lat >= c.south && lat <= c.north)

describe('search', () => {
  it('forgives "Restuarant": restaurants with their category, open state and distance', async () => {
    // Buchs SG: beyond the OpenStreetMap extract its restaurants are the demo's own, with hours
    // (few of Vaduz's real ones have any in the 2013 extract).
    const buchs = branch('buchs')
    const center = buchs.mapCenter[0] ?? { lon: 9.47, lat: 47.17 }
    const context = await browser().newContext({
      viewport: { width: 1280, height: 800 },
      geolocation: { longitude: center.lon, latitude: center.lat },
      permissions: ['geolocation'],
    })
    const page = await context.newPage()
    await page.goto(url('buchs.localhost', '/map'))
    await waitForPins(page)
    await page.getByRole('button', { name: 'Mein Standort' }).click()
    await page.locator('#map-search').click()
    await page.keyboard.type('Restuarant', { delay: 60 })
    const rows = await resultRows(page, 'Restuarant')
    expect(rows.length).toBeGreaterThan(2)
    // Every row is a restaurant by its title or its category line.
    for (const row of rows) expect(row).toMatch(/restaurant/i)
    // The facts line: category, then (once on screen) the opening state, and the distance.
    const facts = page.locator('section[data-query="Restuarant"] li').first().locator('span.text-xs')
    await expect.poll(() => facts.textContent()).toMatch(/^[^·]+ · (.+ · )?\d+(\.\d)? k?m$/)
    await expect
      .poll(() => page.locator('section[data-query="Restuarant"] [data-open-state]').count())
      .toBeGreaterThan(0)
    const states = await page.locator('section[data-query="Restuarant"] [data-open-state]').allInnerTexts()
    for (const state of states) expect(state).toMatch(/^(geöffnet|schliesst bald|geschlossen)$/)
    await page.screenshot({ path: '/tmp/quo-e2e-search-results.png' })

    // Hostile input finds nothing and breaks nothing.
    await page.locator('#map-search').fill('<img src=x onerror=alert(1)> ((( ')
    await expect
      .poll(() => page.locator('section[data-query^="<img"] h2').textContent())
      .toMatch(/^Keine Treffer für «<img src=x onerror=alert\(1\)> \(\(\(»$/)
    await context.close()
  })
})

describe('kiosk', () => {
  it('stays a kiosk after a result is opened and the page reloads', async () => {
    const kiosk = branches.find((b) => b.hasKiosk && b.centerItem) ?? branches.find((b) => b.hasKiosk)
    if (!kiosk) throw new Error('no demo branch with a kiosk')
    const page = await browser().newPage({ viewport: { width: 1080, height: 1920 } })
    await page.goto(url(`${kiosk.hostKeywords[0]}.localhost`, '/map?iskiosk&idle=600'))
    await waitForPins(page)
    const isKiosk = async () => ({
      locate: await page.getByRole('button', { name: 'Mein Standort' }).count(),
      logo: await page.getByRole('link', { name: 'quo – Startseite' }).count(),
    })
    expect(await isKiosk()).toEqual({ locate: 0, logo: 0 })

    const [basemapRow] = (await api(`/items/basemap/branchshortid/${kiosk.shortId}`, BasemapResponse)).items
    // A word of a place's title, as a visitor would type it.
    const word =
      String(basemapRow?.[1] ?? '')
        .split(/[^\p{L}\p{N}]+/u)
        .find((w) => w.length >= 3) ?? ''
    await page.locator('#map-search').fill(word)
    await page.locator(`section[data-query="${word}"] li a`).first().click()
    await page.waitForURL(/\/map\/place\//)
    const opened = new URL(page.url())
    expect(opened.searchParams.has('iskiosk')).toBe(true)
    expect(opened.searchParams.get('idle')).toBe('600')

    await page.reload()
    await expect.poll(() => page.locator('#place-title').count()).toBe(1)
    expect(new URL(page.url()).searchParams.has('iskiosk')).toBe(true)
    expect(await isKiosk()).toEqual({ locate: 0, logo: 0 })
    if (kiosk.centerItem) {
      const toCenter = page.getByRole('link', { name: 'Zum Zentrum' })
      expect(
        new URL(String(await toCenter.getAttribute('href')), page.url()).searchParams.has('iskiosk'),
      ).toBe(true)
      // It stands clear of the map's attribution, which stays readable. The card's title can come
      // before the reloaded map has drawn its controls, so wait for both to be on screen.
      const attributionControl = page.locator('.maplibregl-ctrl-attrib')
      await toCenter.waitFor({ state: 'visible' })
      await attributionControl.waitFor({ state: 'visible' })
      const button = await toCenter.boundingBox()
      const attribution = await attributionControl.boundingBox()
      expect(button && attribution).toBeTruthy()
      if (button && attribution) expect(button.y + button.height).toBeLessThanOrEqual(attribution.y)
    }

    // The menu's links keep the kiosk too.
    await page.getByRole('button', { name: 'Menü' }).click()
    const menuLinks = page.getByRole('navigation', { name: 'Menü' }).getByRole('link')
    await menuLinks.first().waitFor()
    for (const href of await menuLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/[?&]iskiosk(=|&|$)/)
    await page.close()
  })
})

describe('menu', () => {
  it('opening a list after a search empties the search field and fits the map to the list', async () => {
    const vaduz = branch('vaduz')
    const lists = await api('/lists/', z.array(List))
    const list = lists.find((l) => l.branchShortId === vaduz.shortId)
    if (!list) throw new Error('no demo list for vaduz')
    const items = decodeBasemap(await api(`/items/basemap/branchshortid/${vaduz.shortId}`, BasemapResponse))
    const byNanoId = new Map(items.map((i) => [i.nanoId, i]))
    const members = list.itemNanoIds.flatMap((id) => byNanoId.get(id) ?? [])
    const points = members.map((i): [number, number] => [i.lon, i.lat])
    expect(points.length).toBeGreaterThan(1)

    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } })
    await page.goto(url('vaduz.localhost', '/map'))
    await waitForPins(page)
    await page.locator('#map-search').fill('Restaurant')
    await resultRows(page, 'Restaurant')
    // The map fits the results once typing rests; the list must move it again.
    await page.waitForTimeout(1000)
    await page.waitForFunction(
      () =>
        !(window as unknown as { __quoEngine: { map: { isMoving(): boolean } } }).__quoEngine.map.isMoving(),
    )
    const before = await camera(page)

    await page.getByRole('button', { name: 'Menü' }).click()
    await page.getByRole('link', { name: list.title }).click()
    await page.waitForURL(/\/map\/list\//)
    expect(await page.locator('#map-search').inputValue()).toBe('')
    const card = page.getByRole('region', { name: list.title })
    await expect
      .poll(async () => (await card.locator('li').allInnerTexts()).map((t) => t.split('\n')[0]))
      .toEqual(members.map((i) => i.title))
    // The camera moves (animated) until the list's places fill the view beside the card.
    await expect.poll(() => camera(page), { timeout: 30_000 }).not.toEqual(before)
    await page.waitForFunction(
      () =>
        !(window as unknown as { __quoEngine: { map: { isMoving(): boolean } } }).__quoEngine.map.isMoving(),
    )
    expect(contains(await camera(page), points)).toBe(true)
    await page.screenshot({ path: '/tmp/quo-e2e-menu-list.png' })

    // A search shortcut from the menu replaces a search the same way.
    const shortcuts = await api('/search/shortcuts/', z.array(SearchShortcut))
    const shortcut = shortcuts.find((s) => s.branchShortId === vaduz.shortId)
    if (shortcut) {
      await page.goto(url('vaduz.localhost', '/map'))
      await page.locator('#map-search').fill('Kirche')
      await page.locator('section[data-query="Kirche"]').waitFor()
      await page.getByRole('button', { name: 'Menü' }).click()
      await page.getByRole('link', { name: shortcut.title }).click()
      await page.waitForURL(/\/map\/search-shortcut\//)
      expect(await page.locator('#map-search').inputValue()).toBe('')
      await expect.poll(() => page.getByRole('region', { name: shortcut.title }).count()).toBe(1)
    }
    await page.close()
  })

  it('lists the branch’s events by date in an overview, each opening its place', async () => {
    const vaduz = branch('vaduz')
    expect(vaduz.hasEvents).toBe(true)
    const now = Date.now()
    const events = (await api(`/events/branchshortid/${vaduz.shortId}`, z.array(Event)))
      .filter((e) => Date.parse(e.dateEnd) > now)
      .sort((a, b) => Date.parse(a.dateBegin) - Date.parse(b.dateBegin) || a.id - b.id)
    expect(events.length).toBeGreaterThan(1)

    const page = await browser().newPage({ viewport: { width: 390, height: 844 } })
    await page.goto(url('vaduz.localhost', '/map'))
    await waitForPins(page)
    await page.getByRole('button', { name: 'Menü' }).click()
    await page.getByRole('link', { name: 'Veranstaltungen' }).click()
    await page.waitForURL((u) => u.pathname === '/map/events')
    const rows = page.getByRole('region', { name: 'Veranstaltungen' }).locator('li')
    await expect.poll(() => rows.count()).toBe(events.length)
    const texts = await rows.allInnerTexts()
    expect(texts.map((t) => t.split('\n')[0])).toEqual(events.map((e) => e.title))
    // Compact dates at the region's clock: "Do 26.11., 17:00–23:00", across days, whole days.
    for (const text of texts)
      expect(text).toMatch(/\n(Mo|Di|Mi|Do|Fr|Sa|So) \d{1,2}\.\d{1,2}\.(\d{4})?(,| |$)/)
    const [day, month] = new Intl.DateTimeFormat('de-CH', {
      timeZone: 'Europe/Vaduz',
      day: 'numeric',
      month: 'numeric',
    })
      .format(new Date(events[0]?.dateBegin ?? ''))
      .split('.')
    expect(texts[0]).toContain(` ${day}.${month}.`)
    // Under the list: the branch's feed for the visitor's calendar app, and the file itself.
    const subscribe = page.getByRole('link', { name: 'Im Kalender abonnieren' })
    await subscribe.scrollIntoViewIfNeeded()
    const origin = new URL(page.url())
    expect(await subscribe.getAttribute('href')).toBe(`webcal://${origin.host}/api/events/calendar.ics`)
    const href = (await page.getByRole('link', { name: 'Als Datei (.ics)' }).getAttribute('href')) ?? ''
    const file = await page.evaluate(async (at) => {
      const response = await fetch(at)
      return { type: response.headers.get('content-type'), text: await response.text() }
    }, href)
    expect(file.type).toBe('text/calendar; charset=utf-8')
    const ics = file.text
    // Every coming event is in it, as the calendar will show it (lines folded at 75 octets).
    const unfolded = ics.replace(/\r\n[ \t]/g, '')
    for (const event of events) expect(unfolded).toContain(`UID:quo-event-${event.id}@`)
    await page.screenshot({ path: '/tmp/quo-e2e-events.png' })

    await rows.first().getByRole('link').click()
    await page.waitForURL(new RegExp(`/map/place/${events[0]?.itemNanoId}`))
    await expect.poll(() => page.locator('#place-title').textContent()).toBe(events[0]?.title)
    await page.close()
  })
})
