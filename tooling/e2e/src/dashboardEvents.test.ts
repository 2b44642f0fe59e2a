import type { Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.js'
import { serverOrigin } from './server.js'
import { signInOnIssuerPage } from './staffSignIn.js'

// The dashboard's events screens in Chromium against the built product: staff create an event
// on two maps through the editor, it is on both maps' public events and in the list; an end
// before the begin is refused in German before anything is sent; a delete takes it off again.

const { browser } = useBrowser()

interface PublicEvent {
  id: number
  title: string
  dateBegin: string
  dateEnd: string
}

async function publicEvents(shortId: number): Promise<PublicEvent[]> {
  const response = await fetch(`${serverOrigin()}/api/events/branchshortid/${shortId}`)
  expect(response.status).toBe(200)
  return (await response.json()) as PublicEvent[]
}

async function branchesByTitle(): Promise<Map<string, number>> {
  const response = await fetch(`${serverOrigin()}/api/branches/`)
  const { branches } = (await response.json()) as { branches: { title: string; shortId: number }[] }
  return new Map(branches.map((b) => [b.title, b.shortId]))
}

describe('the dashboard events screens', () => {
  it('create an event on two maps; it is on both public maps and in the list; a bad end sends nothing', async () => {
    const origin = serverOrigin()
    // The users' zone: the editor and the list speak local time, the API ISO in UTC.
    const page = await browser().newPage({
      viewport: { width: 1280, height: 800 },
      timezoneId: 'Europe/Vaduz',
    })
    const writes: Request[] = []
    page.on('request', (r) => {
      if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/events')) writes.push(r)
    })
    try {
      await page.goto(`${origin}/dashboard/events/new/`)
      await signInOnIssuerPage(page)
      await page.waitForURL(`${origin}/dashboard/events/new/`)
      await expect
        .poll(() => page.getByRole('heading', { name: 'Neue Veranstaltung', level: 1 }).isVisible())
        .toBe(true)

      // The item is picked by searching the places.
      await page.getByRole('combobox', { name: 'Ort der Veranstaltung' }).fill('Apotheke')
      const option = page.getByRole('option').first()
      await option.waitFor({ timeout: 15_000 })
      const title = ((await option.locator('span').first().textContent()) ?? '').trim()
      expect(title).toContain('Apotheke')
      await option.click()
      expect(await page.getByText(`Gewählt: ${title}`).isVisible()).toBe(true)

      // Years ahead, so it is the last event of all (the list is sorted by begin).
      const year = new Date().getFullYear() + 5
      await page.getByLabel('Beginn').fill(`${year}-05-01T18:00`)
      await page.getByLabel('Ende').fill(`${year}-05-01T17:00`)
      const message = page.getByText('Das Ende darf nicht vor dem Beginn liegen.')
      await expect.poll(() => message.isVisible()).toBe(true)
      // Maps go by their short names in the dashboard, as on every other screen.
      await page.getByRole('checkbox', { name: 'Schaan', exact: true }).check()
      await page.getByRole('checkbox', { name: 'Vaduz', exact: true }).check()
      await page.getByRole('button', { name: 'Veranstaltung anlegen' }).click()
      await page.waitForTimeout(500)
      expect(await message.isVisible()).toBe(true)
      expect(writes).toHaveLength(0)

      await page.getByLabel('Ende').fill(`${year}-05-01T22:30`)
      await expect.poll(() => message.count()).toBe(0)
      await page.getByRole('button', { name: 'Veranstaltung anlegen' }).click()
      await page.waitForURL((u) => /^\/dashboard\/events\/\d+\/$/.test(u.pathname))
      const id = Number(new URL(page.url()).pathname.split('/')[3])
      expect(writes.map((r) => `${r.method()} ${new URL(r.url()).pathname}`)).toEqual(['POST /api/events'])
      await expect.poll(() => page.getByText('Die Veranstaltung ist angelegt.').isVisible()).toBe(true)

      // On both maps' public events, in UTC.
      const shortIds = await branchesByTitle()
      for (const map of ['Gemeinde Schaan', 'Vaduz – Hauptort']) {
        const shortId = shortIds.get(map)
        expect(shortId).toBeDefined()
        const event = (await publicEvents(shortId ?? 0)).find((e) => e.id === id)
        expect(event).toMatchObject({
          title,
          dateBegin: `${year}-05-01T16:00:00.000Z`,
          dateEnd: `${year}-05-01T20:30:00.000Z`,
        })
      }

      // The list shows it at once; a page past the last shows the last page.
      await page.getByRole('link', { name: 'Zurück zur Liste' }).click()
      await page.waitForURL(`${origin}/dashboard/events/`)
      await page.goto(`${origin}/dashboard/events/?page=999`)
      await page.waitForURL((u) => u.searchParams.get('page') !== '999')
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: title }) })
        .last()
      await expect.poll(() => row.isVisible(), { timeout: 15_000 }).toBe(true)
      expect(await row.textContent()).toContain(`01.05.${year}, 18:00–22:30`)
      expect(await row.textContent()).toMatch(/Schaan.*Vaduz|Vaduz.*Schaan/)
      expect(await page.getByText(/^Seite (\d+) von \1$/).isVisible()).toBe(true)

      // Deleted after a confirmation: gone from the list and the public maps.
      await row.getByRole('link', { name: title }).click()
      await page.waitForURL(`${origin}/dashboard/events/${id}/`)
      await page.getByRole('button', { name: 'Löschen' }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Endgültig löschen' }).click()
      await page.waitForURL((u) => u.pathname === '/dashboard/events/')
      expect((await publicEvents(shortIds.get('Gemeinde Schaan') ?? 0)).some((e) => e.id === id)).toBe(false)
    } finally {
      await page.close()
    }
  })
})
