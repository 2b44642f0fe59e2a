import { BasemapResponse, BranchesResponse, Item, REGION_TIME_ZONE, SearchShortcut, Tag } from '@quo/contract'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { useBrowser, waitForPins } from './browser.js'
import { serverOrigin } from './server.js'

const { browser, url } = useBrowser()
const api = async <T>(path: string, parse: (v: unknown) => T) =>
  parse(await (await fetch(`${serverOrigin()}/api${path}`)).json())

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }
const WEEK = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']
const HOST = 'vaduz.localhost'

/** The wall clock in the region: what the card must show whatever the machine's time zone. */
function regionClock(instant: Date) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: REGION_TIME_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  const weekday = WEEK[['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday'))] ?? '?'
  return {
    day: `${weekday} ${Number(part('day'))}.${Number(part('month'))}.`,
    time: `${part('hour')}:${part('minute')}`,
  }
}

let place: Item
let event: Item
/** A Liechtenstein place closed on public holidays ("… Mo-Sa …; PH off"). */
let holidayClosed: Item
let tags: Tag[]
let shortcut: SearchShortcut
beforeAll(async () => {
  const { branches } = await api('/branches/', (v) => BranchesResponse.parse(v))
  const vaduz = branches.find((b) => b.hostKeywords.includes('vaduz'))
  if (!vaduz) throw new Error('demo branch vaduz missing')
  tags = await api('/tags/', (v) => z.array(Tag).parse(v))
  const shortcuts = await api('/search/shortcuts/', (v) => z.array(SearchShortcut).parse(v))
  const food = shortcuts.find((s) => s.branchShortId === vaduz.shortId && s.title === 'Essen & Trinken')
  if (!food) throw new Error('no food shortcut in vaduz')
  shortcut = food
  const basemap = await api(`/items/basemap/branchshortid/${vaduz.shortId}`, (v) => BasemapResponse.parse(v))
  const yesInSubtitle = (i: Item) =>
    i.tags.some((t) => t.showInSubtitle && !t.isHidden && t.tagValue === 'yes')
  const weeklyHours = (i: Item) =>
    i.itemDetails.some((d) => d.dataKeyV2 === 'hours' && /^(Mo|Tu|We|Th|Fr|Sa|Su)\b/.test(d.dataValue))
  // The card lists the dates still to come, soonest first; the first one is checked.
  const sameDayNext = (i: Item) => {
    const next = nextDate(i)
    return (
      next !== undefined &&
      Date.parse(next.dateBegin) > Date.now() &&
      regionClock(new Date(next.dateBegin)).day === regionClock(new Date(next.dateEnd)).day
    )
  }
  for (const [nanoId] of basemap.items) {
    const item = await api(`/items/nanoid/${nanoId}`, (v) => Item.parse(v))
    if (
      !place &&
      yesInSubtitle(item) &&
      weeklyHours(item) &&
      item.addresses[0]?.street &&
      !item.events.length
    )
      place = item
    if (!event && sameDayNext(item)) event = item
    if (
      !holidayClosed &&
      item.holidayRegion.countryCode === 'li' &&
      item.itemDetails.some((d) => d.dataKeyV2 === 'hours' && /^Mo-(Fr|Sa) [^;]*;.*PH off$/.test(d.dataValue))
    )
      holidayClosed = item
    if (place && event && holidayClosed) break
  }
  if (!holidayClosed) throw new Error('demo lacks a Liechtenstein place closed on public holidays')
  if (!place || !event) throw new Error('demo lacks a place with hours and a yes tag, or an upcoming event')
})

function nextDate(item: Item) {
  return item.events
    .filter((e) => Date.parse(e.dateEnd) > Date.now())
    .sort((a, b) => Date.parse(a.dateBegin) - Date.parse(b.dateBegin))[0]
}

const card = (page: Page) => page.locator('article[aria-labelledby="place-title"]')

describe('the detail card as a visitor sees it', () => {
  it('shows a place with its German week, subtitle, address, directions and sharing (phone)', async () => {
    const context = await browser().newContext({
      viewport: PHONE,
      permissions: ['clipboard-read', 'clipboard-write'],
    })
    // A desktop Chromium on Linux has no share sheet; make sure of it so the copy path runs.
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true })
    })
    const page = await context.newPage()
    await page.goto(url(HOST, `/map/place/${place.nanoId}`))
    await expect.poll(() => page.locator('#place-title').textContent()).toBe(place.title)

    // The week in German, Monday first, today's row marked.
    await expect.poll(() => page.getByRole('rowheader').allTextContents()).toEqual(WEEK)
    const today = regionClock(new Date()).day.slice(0, 2)
    expect(await page.locator('tr[aria-current="date"] th').textContent()).toBe(today)
    const text = (await card(page).textContent()) ?? ''
    // The state at the place and when it changes: "Geöffnet · schliesst um 18:30", "Geschlossen · öffnet Mo um 09:00".
    const state = (await card(page).locator('[data-state]').textContent())?.replace(/\s+/g, ' ')
    expect(state).toMatch(
      /^(Geöffnet ?· schliesst .*um \d\d:\d\d|Schliesst bald ?· .*um \d\d:\d\d|Geschlossen ?· öffnet .*um \d\d:\d\d|Geöffnet)$/,
    )
    expect(text).not.toMatch(/\b(Tu|We|Th|Su) \d\d:\d\d/)

    // The subtitle names the flag by its German key, never "yes" or a bare "Ja".
    const subtitle = (await page.locator('#place-title + p').textContent()) ?? ''
    expect(subtitle).not.toMatch(/\byes\b|\bno\b|· Ja\b|· Nein\b/)
    const flag = place.tags.find((t) => t.showInSubtitle && !t.isHidden && t.tagValue === 'yes')
    const flagKey = tags.find((t) => t.id === flag?.tagId)?.translations.find((t) => t.language === 'de')
    if (flagKey?.tagValueTranslate === 'Ja') expect(subtitle).toContain(flagKey.tagKeyTranslate)

    const address = place.addresses[0]
    await expect
      .poll(() => page.locator('address').textContent())
      .toContain(`${address?.street} ${address?.housenumber ?? ''}`.trim())
    expect(await page.locator('address').textContent()).toContain(address?.postcode ?? '')

    const route = page.getByRole('link', { name: 'Route planen' })
    expect(await route.getAttribute('href')).toContain(
      `destination=${place.lat.toFixed(6)},${place.lon.toFixed(6)}`,
    )

    await page.getByRole('button', { name: 'Teilen' }).click()
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Link kopiert' }).count()).toBe(1)
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe(url(HOST, `/map/place/${place.nanoId}`))
    await page.screenshot({ path: '/tmp/quo-e2e-place-card-phone.png' })
    await context.close()
  })

  it('hands the link to the share sheet where the device has one', async () => {
    const page = await browser().newPage({ viewport: PHONE })
    await page.addInitScript(() => {
      const shared: unknown[] = []
      Object.defineProperty(window, '__shared', { value: shared })
      Object.defineProperty(Navigator.prototype, 'share', {
        value: (data: unknown) => {
          shared.push(data)
          return Promise.resolve()
        },
        configurable: true,
      })
    })
    await page.goto(url(HOST, `/map/place/${place.nanoId}`))
    await page.getByRole('button', { name: 'Teilen' }).click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared))
      .toEqual([{ title: place.title, url: url(HOST, `/map/place/${place.nanoId}`) }])
    await page.close()
  })

  it('puts an event’s compact date first and no opening-hours state on it (desktop)', async () => {
    const page = await browser().newPage({ viewport: DESKTOP })
    await page.goto(url(HOST, `/map/place/${event.nanoId}`))
    await expect.poll(() => page.locator('#place-title').textContent()).toBe(event.title)
    const date = nextDate(event)
    const begin = regionClock(new Date(date?.dateBegin ?? ''))
    const end = regionClock(new Date(date?.dateEnd ?? ''))
    const first = page.getByRole('region', { name: 'Termine' }).getByRole('listitem').first()
    await expect.poll(() => first.textContent()).toBe(`${begin.day}, ${begin.time}–${end.time}`)
    // The date comes before the description and the details.
    const dateFirst = await card(page).evaluate((el) => {
      const dates = el.querySelector('[aria-label="Termine"]')
      const details = el.querySelector('dl')
      return (
        !!dates && !!details && !!(dates.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING)
      )
    })
    expect(dateFirst).toBe(true)
    const text = (await card(page).textContent()) ?? ''
    expect(text).not.toMatch(/Geschlossen|Geöffnet|Schliesst bald|Öffnungszeiten/)
    await page.screenshot({ path: '/tmp/quo-e2e-event-card-desktop.png' })
    await page.close()
  })

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`says "Heute Feiertag" on Liechtenstein's Mariä Empfängnis and names it in the week (${name})`, async () => {
      const page = await browser().newPage({ viewport })
      // Tuesday 8 December 2026, 10:00 in Vaduz: a working day in Switzerland, a holiday here.
      await page.clock.setFixedTime(new Date('2026-12-08T09:00:00Z'))
      await page.goto(url(HOST, `/map/place/${holidayClosed.nanoId}`))
      await expect.poll(() => page.locator('#place-title').textContent()).toBe(holidayClosed.title)
      const state = card(page).locator('[data-state]')
      await expect
        .poll(async () => (await state.textContent())?.replace(/\s+/g, ' '))
        .toMatch(/^Geschlossen ?· öffnet morgen um \d\d:\d\d$/)
      expect(await card(page).getByText('Heute Feiertag: Mariä Empfängnis').count()).toBe(1)
      const tuesday = page.locator('tr', { has: page.getByRole('rowheader', { name: 'Di' }) })
      expect(await tuesday.textContent()).toBe('Digeschlossen' + 'Feiertag: Mariä Empfängnis')
      expect(await page.locator('tr[aria-current="date"] th').textContent()).toBe('Di')
      await page.screenshot({ path: `/tmp/quo-e2e-holiday-card-${name}.png` })
      await page.close()
    })

    it(`shows a stale shortcut, list or tag link as a card over a usable map, not a 404 page (${name})`, async () => {
      const page = await browser().newPage({ viewport })
      try {
        for (const [path, message] of [
          ['/map/search-shortcut/99999/x', 'Diese Suche gibt es auf dieser Karte nicht (mehr).'],
          ['/map/list/gibtEsNicht123/x', 'Diese Liste wurde nicht gefunden.'],
          ['/map/tag/99999/x', 'Dieses Merkmal wurde nicht gefunden.'],
        ] as const) {
          await page.goto(url(HOST, path))
          await expect.poll(() => page.locator('#not-found-title').textContent()).toBe(message)
          // The map behind it is the live map, with its pins, and no 404 page is drawn over it.
          await waitForPins(page)
          expect(await page.getByText('This page could not be found').count()).toBe(0)
        }
        await page.screenshot({ path: `/tmp/quo-e2e-stale-link-${name}.png` })
        await page.getByRole('button', { name: 'Schliessen' }).click()
        await page.waitForURL(/\/map$/)
        expect(await page.locator('#not-found-title').count()).toBe(0)
      } finally {
        await page.close()
      }
    })
  }

  it('closes a card with Escape from inside it, as its × does', async () => {
    const page = await browser().newPage({ viewport: DESKTOP })
    try {
      await page.goto(url(HOST, `/map/place/${place.nanoId}/x`))
      await expect.poll(() => page.locator('#place-title').textContent()).toBe(place.title)
      await page.getByRole('button', { name: 'Teilen' }).focus()
      await page.keyboard.press('Escape')
      await page.waitForURL(/\/map$/)
      expect(await page.locator('#place-title').count()).toBe(0)
    } finally {
      await page.close()
    }
  })

  it('says a place that does not exist was not found, with a way back to the map', async () => {
    const page = await browser().newPage({ viewport: PHONE })
    await page.goto(url(HOST, '/map/place/doesnotexist'))
    await expect
      .poll(() => page.locator('#not-found-title').textContent())
      .toBe('Dieser Ort wurde nicht gefunden.')
    expect(await page.getByText('Die Daten konnten nicht geladen werden').count()).toBe(0)
    await page.getByRole('link', { name: 'Zur Karte' }).click()
    await page.waitForURL(/\/map$/)
    await page.close()
  })

  it('labels filter chips with their group, never a row of "Ja"', async () => {
    const page = await browser().newPage({ viewport: DESKTOP })
    await page.goto(url(HOST, `/map/search-shortcut/${shortcut.id}/essen`))
    const chips = page.locator('fieldset button[aria-pressed]')
    await expect.poll(() => chips.count()).toBeGreaterThan(2)
    const labels = (await chips.allTextContents()).map((l) => l.trim())
    expect(labels.filter((l) => /^(Ja|Nein|yes|no)$/i.test(l))).toEqual([])
    expect(new Set(labels).size).toBe(labels.length)
    expect(labels.some((l) => l.startsWith('Küche: '))).toBe(true)
    await page.close()
  })
})
