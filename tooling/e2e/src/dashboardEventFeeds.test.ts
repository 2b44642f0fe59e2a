import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useBrowser } from './browser.js'
import { branchPins } from './demoPlaces.js'
import { fairEditorPassword, serverOrigin } from './server.js'
import { signInOnIssuerPage } from './staffSignIn.js'

// A calendar subscription as the fair's editor makes one (issue 31, item 4): from the events
// screen to "Kalender abonnieren", an empty form refused in German before anything is sent, a
// subscription that is run at once and whose events are then on the fair's public events; a
// calendar whose server fails, and a dashboard gone offline, each say so and keep the card.

const { browser } = useBrowser()

let feedServer: Server
let feedUrl = ''
let feedStatus = 200

/** Two events of an exhibitor's calendar, a week and two weeks ahead, 10:00 in Zurich. */
function feed(): string {
  const at = (days: number) => {
    const d = new Date(Date.now() + days * 86_400_000)
    return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`
  }
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Aussteller//DE',
    'BEGIN:VEVENT',
    'UID:e2e-demo-1@aussteller.example',
    `DTSTART;TZID=Europe/Zurich:${at(7)}T100000`,
    `DTEND;TZID=Europe/Zurich:${at(7)}T110000`,
    'SUMMARY:Produktvorführung Halle 1',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:e2e-demo-2@aussteller.example',
    `DTSTART;TZID=Europe/Zurich:${at(14)}T100000`,
    `DTEND;TZID=Europe/Zurich:${at(14)}T120000`,
    'SUMMARY:Fachvortrag Holzbau',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n')
}

beforeAll(async () => {
  feedServer = createServer((_req, res) => {
    res.writeHead(feedStatus, { 'content-type': 'text/calendar; charset=utf-8' })
    res.end(feedStatus === 200 ? feed() : '')
  })
  await new Promise<void>((r) => feedServer.listen(0, '127.0.0.1', r))
  feedUrl = `http://127.0.0.1:${(feedServer.address() as { port: number }).port}/aussteller.ics`
})
afterAll(async () => {
  await new Promise((r) => feedServer?.close(r))
})

async function fairShortId(origin: string): Promise<number> {
  const { branches } = (await (await fetch(`${origin}/api/branches/`)).json()) as {
    branches: { tagKey: string; shortId: number }[]
  }
  return branches.find((b) => b.tagKey === 'messe')?.shortId ?? 0
}

describe('calendar subscriptions in the dashboard', () => {
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    it(`subscribe the fair to a calendar, its events reach the map, failures are shown (${viewport.name})`, async () => {
      const origin = serverOrigin()
      const context = await browser().newContext({ viewport, timezoneId: 'Europe/Vaduz' })
      const page = await context.newPage()
      const writes: string[] = []
      page.on('request', (r) => {
        if (r.method() !== 'GET' && new URL(r.url()).pathname.includes('event-feeds')) writes.push(r.url())
      })
      try {
        await page.goto(`${origin}/dashboard/events/`)
        await signInOnIssuerPage(page, 'messe@quo.local', fairEditorPassword())
        await page.waitForURL((u) => u.pathname === '/dashboard/events/')
        const link = page.getByRole('link', { name: 'Kalender abonnieren' })
        await link.waitFor({ timeout: 20_000 })
        await page.screenshot({ path: `/tmp/quo-e2e-events-list-${viewport.name}.png` })
        await link.click()
        await page.waitForURL((u) => u.pathname === '/dashboard/events/feeds/')
        const heading = page.getByRole('heading', { name: 'Kalender-Abos', level: 1 })
        await expect.poll(() => heading.isVisible(), { timeout: 20_000 }).toBe(true)

        // An empty form is refused field by field, in German, and nothing is sent.
        const submit = page.getByRole('button', { name: 'Abonnieren und abrufen' })
        await submit.click()
        for (const message of [
          'Gib dem Abo einen Namen.',
          'Gib eine Adresse an, die mit https:// oder http:// beginnt.',
          'Wähle den Ort, an dem die Veranstaltungen stattfinden.',
        ])
          await expect.poll(() => page.getByText(message).isVisible()).toBe(true)
        expect(writes).toEqual([])

        const name = `Ausstellerkalender ${viewport.name}`
        await page.getByLabel('Name', { exact: true }).fill(name)
        // Each viewport its own address: a branch subscribes to one URL once.
        await page.getByLabel('Adresse des Kalenders').fill(`${feedUrl}?${viewport.name}`)
        const [, hall = ''] = (await branchPins(origin, 'messe'))[0] ?? []
        await page.getByRole('combobox', { name: 'Ort der Veranstaltungen' }).fill(hall)
        const option = page.getByRole('option').first()
        await option.waitFor({ timeout: 15_000 })
        await option.click()
        await submit.click()

        await expect
          .poll(() => page.getByText(`«${name}» ist abonniert.`).isVisible(), { timeout: 20_000 })
          .toBe(true)
        const card = page.getByRole('listitem').filter({ hasText: name })
        await expect
          .poll(async () => (await card.textContent()) ?? '', { timeout: 20_000 })
          .toContain('2 neu.')
        expect(await card.textContent()).toContain(`Ort: ${hall}`)
        await page.screenshot({ path: `/tmp/quo-e2e-event-feeds-${viewport.name}.png`, fullPage: true })

        // The events are on the fair's public events, at 10:00 in Zurich.
        const events = (await (
          await fetch(`${origin}/api/events/branchshortid/${await fairShortId(origin)}`)
        ).json()) as {
          title: string
          dateBegin: string
        }[]
        const demo = events.filter((e) => e.title === 'Produktvorführung Halle 1')
        expect(demo.length).toBeGreaterThan(0)
        expect(
          new Intl.DateTimeFormat('de-CH', {
            timeZone: 'Europe/Zurich',
            hour: '2-digit',
            minute: '2-digit',
          }).format(new Date(demo[0]?.dateBegin ?? '')),
        ).toBe('10:00')

        // The calendar's server fails: the card says so in German, the events stay.
        feedStatus = 503
        await card.getByRole('button', { name: 'Jetzt abrufen' }).click()
        await expect
          .poll(async () => (await card.textContent()) ?? '', { timeout: 20_000 })
          .toContain('Der Server des Kalenders antwortet mit dem Status 503.')
        expect(await card.textContent()).toContain('2 Veranstaltungen auf der Karte')
        feedStatus = 200

        // The dashboard offline: the run waits for the network and says so, then runs.
        await context.setOffline(true)
        await card.getByRole('button', { name: 'Jetzt abrufen' }).click()
        const waiting = card.getByText(
          'Keine Internetverbindung: Das geschieht, sobald du wieder online bist.',
        )
        await expect.poll(() => waiting.isVisible(), { timeout: 20_000 }).toBe(true)
        expect(await card.getByRole('heading', { name }).isVisible()).toBe(true)
        await page.screenshot({
          path: `/tmp/quo-e2e-event-feeds-offline-${viewport.name}.png`,
          fullPage: true,
        })
        await context.setOffline(false)
        await expect
          .poll(async () => (await card.textContent()) ?? '', { timeout: 20_000 })
          .toContain('2 unverändert.')
        expect(await waiting.count()).toBe(0)
      } finally {
        await context.close()
      }
    })
  }
})
