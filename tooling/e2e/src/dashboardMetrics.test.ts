import { describe, expect, it } from 'vitest'
import { useBrowser, waitForPins } from './browser.js'
import { serverOrigin } from './server.js'
import { signInOnIssuerPage, staffAccessToken, staffFetch } from './staffSignIn.js'

// The metrics view in Chromium after a real sign-in
// (docs/decisions/0017-usage-metrics-and-privacy.md): sessions seeded through the public metrics
// call show in the chart (its legend at today's point) and its table, a place opened in them tops
// the places opened most, and a search a visitor typed on the public map without finding anything
// shows among the searches without results.

const { browser, url } = useBrowser()

interface Summary {
  noResultSearches: { term: string; count: number; sessions: number }[]
}

interface Day {
  day: string
  sessions: number
  events: number
}

/** Today in Vaduz, as the view's days are counted. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Vaduz',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date())

describe('the metrics view', () => {
  it('charts the sessions of seeded metrics, the places opened most and searches without results', async () => {
    const origin = serverOrigin()
    const token = await staffAccessToken(browser())
    const staff = async <T>(path: string): Promise<T> => {
      const response = await staffFetch(token)('GET', path)
      expect(response.status, path).toBe(200)
      return (await response.json()) as T
    }
    const sessionsToday = async () =>
      (await staff<Day[]>('/metrics/sessions/daily/')).find((d) => d.day === today())?.sessions ?? 0
    const { branches } = (await (await fetch(`${origin}/api/branches/`)).json()) as {
      branches: { tagKey: string; shortId: number }[]
    }
    const vaduz = branches.find((b) => b.tagKey === 'vaduz')?.shortId ?? 3
    const { items } = (await (await fetch(`${origin}/api/items/basemap/branchshortid/${vaduz}`)).json()) as {
      items: [nanoId: string, title: string][]
    }
    const [nanoId, title] = items[0] ?? ['', '']
    const place = (await (await fetch(`${origin}/api/items/nanoid/${nanoId}`)).json()) as { id: number }

    // A visitor searches the public map for something it does not have, typing letter by letter.
    const term = `xylophon${Date.now().toString(36)}`
    const visitor = await browser().newPage({ viewport: { width: 390, height: 844 } })
    try {
      await visitor.goto(url('vaduz.localhost', '/map'))
      await waitForPins(visitor)
      await visitor.locator('#map-search').click()
      await visitor.keyboard.type(`  ${term.toUpperCase()} `, { delay: 80 })
      await visitor.getByText(`Keine Treffer für «${term.toUpperCase()}»`).waitFor()
      // Stored once for the settled term, trimmed and lower-cased; not once per keystroke.
      const searched = async () =>
        (await staff<Summary>('/metrics/summary/')).noResultSearches.filter((s) => term.startsWith(s.term))
      await expect.poll(searched, { timeout: 20_000 }).toEqual([{ term, count: 1, sessions: 1 }])
    } finally {
      await visitor.close()
    }

    // Seeded sessions: five on Vaduz's map, each opening the place (the first twice).
    const before = await sessionsToday()
    const seed = Date.now().toString(36)
    const events = Array.from({ length: 5 }, (_, i) => [
      {
        metric_key: 'app_start',
        session_id: `e2e-${seed}-${i}`,
        branch_short_id: vaduz,
        quo_plattform: 'web',
      },
      { metric_key: 'item_detail_open', session_id: `e2e-${seed}-${i}`, item_id: place.id },
    ]).flat()
    events.push({ metric_key: 'item_detail_open', session_id: `e2e-${seed}-0`, item_id: place.id })
    const posted = await fetch(`${origin}/api/metrics/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(events),
    })
    expect(posted.status).toBe(202)
    const expected = await sessionsToday()
    expect(expected).toBe(before + 5)

    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const page = await browser().newPage({ viewport, locale: 'de-CH' })
      try {
        await page.goto(`${origin}/dashboard/metrics/`)
        await signInOnIssuerPage(page)
        await page.waitForURL(`${origin}/dashboard/metrics/`)
        const sessions = page.getByRole('region', { name: 'Besuche pro Tag' })
        const chart = sessions.locator('[data-chart="sessions"]')
        await chart.and(page.locator('[data-state="ready"]')).waitFor({ timeout: 20_000 })
        expect(await chart.locator('canvas').count()).toBeGreaterThan(0)
        // The legend at the last point of the chart (today): the sessions of the seeded metrics.
        const plot = chart.locator('.u-over')
        const hoverToday = async () => {
          await plot.scrollIntoViewIfNeeded()
          const box = await plot.boundingBox()
          if (!box) throw new Error('the chart has no plotting area')
          await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2)
        }
        await hoverToday()
        const legend = chart.locator('.u-legend .u-series').nth(1).locator('.u-value')
        await expect.poll(() => legend.textContent()).toBe(String(expected))

        // The table beside the chart, for everyone who does not read charts.
        await sessions.getByRole('button', { name: 'Als Tabelle anzeigen' }).click()
        const table = sessions.getByRole('table', { name: 'Besuche pro Tag als Tabelle' })
        const firstRow = table.getByRole('row').nth(1)
        expect(await firstRow.locator('td').first().textContent()).toBe(String(expected))
        expect(await table.getByRole('row').count()).toBe(31)

        // For a person to look at (the test asserts what it shows): the chart of the last 30 days.
        await hoverToday()
        await page.screenshot({ path: `/tmp/quo-e2e-metrics-chart-${viewport.width}.png` })
        // Today alone: the demo's two months of visits would crowd the place out of the top 20.
        await page.goto(`${origin}/dashboard/metrics/?from=${today()}&to=${today()}`)
        const places = page.getByRole('table', { name: 'Am häufigsten geöffnete Orte' })
        const placeRow = places.getByRole('row').filter({ has: page.getByRole('link', { name: title }) })
        await placeRow.first().waitFor()
        // Rank, opened, sessions: at least the six openings in the five seeded sessions.
        const [, opens, inSessions] = (await placeRow.first().locator('td').allTextContents()).map(Number)
        expect(opens).toBeGreaterThanOrEqual(6)
        expect(inSessions).toBeGreaterThanOrEqual(5)
        const searches = page.getByRole('table', { name: 'Suchen ohne Ergebnis' })
        expect(await searches.getByRole('rowheader', { name: term }).count()).toBe(1)
        await expect
          .poll(() => page.getByText('Nach 400 Tagen werden die Daten automatisch gelöscht.').count())
          .toBe(1)

        await places.scrollIntoViewIfNeeded()
        await page.screenshot({ path: `/tmp/quo-e2e-metrics-lists-${viewport.width}.png` })
        await page.getByRole('region', { name: 'Datenschutz' }).scrollIntoViewIfNeeded()
        await page.screenshot({ path: `/tmp/quo-e2e-metrics-privacy-${viewport.width}.png` })
      } finally {
        await page.close()
      }
    }
  })
})
