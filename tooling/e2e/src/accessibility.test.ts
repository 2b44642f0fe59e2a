import { SearchShortcut } from '@quo/contract'
import type { Frame, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { axeViolations, formatViolations } from './axe.js'
import { useBrowser, waitForPins } from './browser.js'
import { guestPassword, serverOrigin } from './server.js'
import { signInOnIssuerPage } from './staffSignIn.js'

// axe-core's WCAG 2.1 A/AA rules (docs/decisions/0010-accessibility-and-keyboard.md) find nothing
// on any dashboard screen (and its menu drawer, leave dialog and field errors), the public map with
// its lists, an opened place card, the embed and its code page, and the issuer's sign-in page — on
// a phone and a desktop. A failure prints each violation's rule, impact and the failing nodes.

const { browser, url } = useBrowser()

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const
type ViewportName = keyof typeof VIEWPORTS
const HOST = 'vaduz.localhost'
/** The dashboard router's screens, in the order the test visits them. */
const DASHBOARD_SCREENS = [
  'overview',
  'places list',
  'place editor',
  'new place',
  'deleted places',
  'events list',
  'event editor',
  'new event',
  'inbox',
  'inbox entry',
  'contests',
  'statistics',
  'media',
  'debug',
  'not found',
]

let shortcut: SearchShortcut
let placeNanoId: string
/** The host of a map that lists events. */
let eventsHost: string
beforeAll(async () => {
  const origin = serverOrigin()
  const shortcuts = z
    .array(SearchShortcut)
    .parse(await (await fetch(`${origin}/api/search/shortcuts/`)).json())
  const { branches } = (await (await fetch(`${origin}/api/branches/`)).json()) as {
    branches: { shortId: number; hostKeywords: string[]; hasEvents: boolean }[]
  }
  const vaduz = branches.find((b) => b.hostKeywords.includes('vaduz'))
  const withEvents = branches.find((b) => b.hasEvents && b.hostKeywords[0])?.hostKeywords[0]
  if (!withEvents) throw new Error('the demo has no map with events')
  eventsHost = `${withEvents}.localhost`
  const food = shortcuts.find((s) => s.branchShortId === vaduz?.shortId && s.title === 'Essen & Trinken')
  const correctable = shortcuts.find((s) => s.branchShortId === vaduz?.shortId && s.allowChangeRequest)
  if (!vaduz || !food || !correctable) throw new Error('the demo has no Vaduz map with the shortcuts needed')
  shortcut = food
  const { items } = (await (
    await fetch(`${origin}/api/items/basemap/branchshortid/${vaduz.shortId}`)
  ).json()) as {
    items: [string, string][]
  }
  const first = items[0]
  if (!first) throw new Error('the Vaduz map has no places')
  placeNanoId = first[0]
  // A visitor's correction, so that the inbox has an entry whose comparison screen is checked.
  const sent = await fetch(`${origin}/api/items/change-requests/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      kind: 'change',
      searchShortcutId: correctable.id,
      itemNanoId: placeNanoId,
      title: 'Neuer Name (Barrierefreiheitstest)',
      message: 'Name und Telefon stimmen nicht mehr.',
      details: { phone: '+423 232 11 22' },
      fillMs: 5000,
    }),
  })
  if (sent.status !== 201) throw new Error(`the change request was answered ${sent.status}`)
})

/** Waits until a screen has read its data: no "wird geladen" left and the network quiet. */
async function settle(page: Page): Promise<void> {
  await expect
    .poll(() => page.getByText(/wird geladen|wird geprüft|Weiter zur Anmeldung/i).count(), {
      timeout: 20_000,
    })
    .toBe(0)
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
  // Transitions (drawer, toasts) end before colours are measured.
  await page.waitForTimeout(400)
}

/** Checks the document as it is now; records the violations under `screen`. */
async function check(found: string[], screen: string, target: Page | Frame): Promise<void> {
  const violations = await axeViolations(target)
  if (violations.length) found.push(formatViolations(screen, violations))
}

/** The staff dashboard's screens, as a signed-in staff member opens them from the menu or a list. */
async function dashboardScreens(viewport: ViewportName): Promise<{ found: string[]; visited: string[] }> {
  const origin = serverOrigin()
  const found: string[] = []
  const visited: string[] = []
  const page = await browser().newPage({ viewport: VIEWPORTS[viewport] })
  // A form left with changes may ask the browser's own question; the next screen is wanted.
  page.on('dialog', (dialog) => void dialog.accept())
  const heading = () => page.getByRole('heading', { level: 1 })
  const visit = async (name: string, path: string) => {
    await page.goto(`${origin}/dashboard${path}`)
    await page.waitForURL((u) => u.pathname === `/dashboard${path}`.split('?')[0])
    await expect.poll(() => heading().first().isVisible(), { timeout: 20_000 }).toBe(true)
    await settle(page)
    await check(found, `${viewport} ${name}`, page)
    visited.push(name)
  }
  /** The first entry a list links to (an editor), or undefined when the list is empty. */
  const firstLink = async (pattern: RegExp) => {
    const links = page.locator('main a[href]')
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
    return hrefs.map((h) => h.replace(/^\/dashboard/, '')).find((h) => pattern.test(h))
  }
  try {
    await page.goto(`${origin}/dashboard/`)
    await signInOnIssuerPage(page)
    await page.waitForURL(`${origin}/dashboard/`)
    await visit('overview', '/')
    await page.screenshot({ path: `/tmp/quo-e2e-a11y-overview-${viewport}.png` })
    if (viewport === 'phone') {
      // On a phone the menu is a drawer over the screen; it is checked open, on the overview.
      await page.getByRole('button', { name: 'Menü öffnen' }).click()
      await expect
        .poll(() => page.getByRole('navigation', { name: 'Hauptnavigation' }).isVisible())
        .toBe(true)
      await settle(page)
      await page.screenshot({ path: '/tmp/quo-e2e-a11y-drawer-phone.png' })
      await check(found, `${viewport} menu drawer`, page)
      visited.push('menu drawer')
    }
    await visit('places list', '/places/')
    const place = await firstLink(/^\/places\/\d+\/$/)
    expect(place, 'the places list links to a place').toBeDefined()
    await visit('place editor', place as string)
    // The position pin, moved by keyboard: it says where it went (a look: /tmp/quo-e2e-a11y-pin-*.png).
    const pin = page.getByRole('button', { name: /^Position des Orts: \d+\.\d{5}° Nord/ })
    await pin.waitFor({ timeout: 20_000 })
    await page.screenshot({ path: `/tmp/quo-e2e-a11y-place-editor-${viewport}.png`, fullPage: true })
    await pin.scrollIntoViewIfNeeded()
    await pin.focus()
    await page.keyboard.press('ArrowUp')
    await expect.poll(() => page.getByText(/^Position: \d+\.\d{5}° Nord, \d+\.\d{5}° Ost$/).count()).toBe(1)
    // In the middle of the window: the bar of unsaved changes now covers the foot of it.
    await pin.evaluate((e) => e.scrollIntoView({ block: 'center' }))
    await page.screenshot({ path: `/tmp/quo-e2e-a11y-pin-${viewport}.png` })
    await check(found, `${viewport} place editor, pin moved`, page)
    // Leaving the edited place asks first, in a dialog of the app.
    await page.getByRole('link', { name: 'Zurück zu den Orten' }).click()
    const leave = page.getByRole('alertdialog').or(page.getByRole('dialog'))
    await expect.poll(() => leave.isVisible()).toBe(true)
    await settle(page)
    await check(found, `${viewport} leave dialog`, page)
    await page.getByRole('button', { name: 'Verwerfen und verlassen' }).click()
    await page.waitForURL(`${origin}/dashboard/places/`)
    await visit('new place', '/places/new/')
    // The same form refusing to save: its German field errors, before anything is sent.
    await page.getByLabel('Breite', { exact: true }).fill('999')
    await page.getByLabel('Breite', { exact: true }).blur()
    await page.getByRole('button', { name: 'Ort anlegen' }).click()
    await expect
      .poll(() => page.getByText('Bitte gib gültige Koordinaten ein', { exact: false }).count())
      .toBe(1)
    await check(found, `${viewport} new place with errors`, page)
    await visit('deleted places', '/places/deleted/')
    await visit('events list', '/events/')
    const event = await firstLink(/^\/events\/\d+\/$/)
    expect(event, 'the events list links to an event').toBeDefined()
    await visit('event editor', event as string)
    await visit('new event', '/events/new/')
    await visit('inbox', '/inbox/')
    const entry = await firstLink(/^\/inbox\/(visitor|osm)\/\d+\/$/)
    expect(entry, 'the inbox links to an entry').toBeDefined()
    await visit('inbox entry', entry as string)
    await visit('contests', '/contests/')
    await visit('statistics', '/metrics/')
    await visit('media', '/media/')
    await visit('debug', '/debug/')
    await visit('not found', '/no-such-screen/')
  } finally {
    await page.close()
  }
  return { found, visited }
}

/** The public site, the embed and the sign-in page, as visitors and staff see them. */
async function publicScreens(viewport: ViewportName): Promise<string[]> {
  const found: string[] = []
  const page = await browser().newPage({ viewport: VIEWPORTS[viewport] })
  try {
    await page.goto(url(HOST, '/map'))
    await waitForPins(page)
    await settle(page)
    await check(found, `${viewport} public map`, page)

    // The map's lists: a shortcut's results and the events (with their "läuft" badge).
    await page.goto(url(HOST, `/map/search-shortcut/${shortcut.id}/x`))
    await expect
      .poll(() => page.getByRole('region', { name: shortcut.title }).getByRole('link').count(), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0)
    await settle(page)
    await check(found, `${viewport} shortcut results`, page)
    await page.goto(url(eventsHost, '/map/events'))
    await expect
      .poll(() => page.getByRole('region', { name: 'Veranstaltungen' }).getByRole('link').count(), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0)
    await settle(page)
    await check(found, `${viewport} events list`, page)

    await page.goto(url(HOST, `/map/place/${placeNanoId}`))
    await expect
      .poll(() => page.locator('[data-place-details] #place-title').isVisible(), { timeout: 20_000 })
      .toBe(true)
    await settle(page)
    await check(found, `${viewport} place card`, page)

    // The embed as a partner's iframe loads it, its list and then its map opened.
    await page.goto(url(HOST, `/embed/search-shortcut/${shortcut.id}/essen`))
    await expect.poll(() => page.locator('.results li').count(), { timeout: 20_000 }).toBeGreaterThan(0)
    await settle(page)
    await check(found, `${viewport} embed list`, page)
    await page.getByRole('button', { name: 'Karte anzeigen' }).click()
    await expect.poll(() => page.locator('.map .pin').count(), { timeout: 20_000 }).toBeGreaterThan(0)
    await settle(page)
    await check(found, `${viewport} embed map`, page)

    // The page that gives partners the embed code.
    await page.goto(url(HOST, '/embed/'))
    await expect.poll(() => page.getByLabel('Auswahl').count(), { timeout: 20_000 }).toBe(1)
    await settle(page)
    await check(found, `${viewport} embed code page`, page)

    // The embedded issuer's sign-in page, as the dashboard's guard sends staff to it.
    await page.goto(`${serverOrigin()}/dashboard/`)
    await page.waitForURL((u) => u.pathname.startsWith('/idp/'))
    await expect.poll(() => page.getByRole('button', { name: 'Anmelden' }).isVisible()).toBe(true)
    await settle(page)
    await check(found, `${viewport} sign-in page`, page)
    // … and with the German error a wrong password gets (an unknown account: the staff
    // account's failed sign-ins stay uncounted for the other files on this server).
    await page.getByLabel('E-Mail').fill('niemand@quo.local')
    await page.getByLabel('Passwort').fill('falsch-falsch')
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await expect.poll(() => page.getByRole('alert').isVisible()).toBe(true)
    await settle(page)
    await check(found, `${viewport} sign-in page with error`, page)
  } finally {
    await page.close()
  }
  return found
}

describe('accessibility (axe-core, WCAG 2.1 A/AA)', () => {
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    it(`finds no violation on the dashboard's screens (${viewport})`, { timeout: 240_000 }, async () => {
      const { found, visited } = await dashboardScreens(viewport)
      expect(found.join('\n'), 'axe violations').toBe('')
      // Every screen of the router was reached (a missing one would pass unchecked).
      const [overview, ...others] = DASHBOARD_SCREENS
      expect(visited).toEqual([overview, ...(viewport === 'phone' ? ['menu drawer'] : []), ...others])
    })

    it(`finds no violation on the public map, card, embed and sign-in page (${viewport})`, {
      timeout: 180_000,
    }, async () => {
      const found = await publicScreens(viewport)
      expect(found.join('\n'), 'axe violations').toBe('')
    })
  }

  it('finds no violation on the refusal an account without the staff role gets', async () => {
    const page = await browser().newPage({ viewport: VIEWPORTS.phone })
    try {
      await page.goto(`${serverOrigin()}/dashboard/`)
      await signInOnIssuerPage(page, 'gast@quo.local', guestPassword())
      await expect
        .poll(() => page.getByRole('heading', { name: 'Kein Zugang zum Dashboard' }).isVisible())
        .toBe(true)
      await settle(page)
      const found: string[] = []
      await check(found, 'phone refusal', page)
      expect(found.join('\n'), 'axe violations').toBe('')
    } finally {
      await page.close()
    }
  })
})
