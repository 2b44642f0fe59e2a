import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.js'
import { serverOrigin } from './server.js'
import { signInOnIssuerPage, staffAccessToken, staffFetch } from './staffSignIn.js'

// Contests in Chromium after a real sign-in (docs/decisions/0014-recorded-contest-draws.md): a
// contest's entries download as CSV, and "Gewinner ziehen" after its end draws a winner that the
// dashboard shows and the API keeps.

const { browser } = useBrowser()

describe('the contests view', () => {
  it('exports the entries and records a draw', async () => {
    const origin = serverOrigin()
    const token = await staffAccessToken(browser())
    const staff = staffFetch(token)
    const title = `E2E Verlosung ${Date.now().toString(36)}`
    const created = await staff('POST', '/contests/', {
      branchShortId: null,
      title,
      description: 'Zu gewinnen: eine Fahrt mit der Malbunbahn.',
      question: 'Wie heisst der Fluss?',
      dateBegin: new Date(Date.now() - 86_400_000).toISOString(),
      dateEnd: new Date(Date.now() + 3_600_000).toISOString(),
    })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: number }
    for (const name of ['Anna', 'Ben']) {
      const entry = await fetch(`${origin}/api/contest/participant/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          contestId: id,
          name,
          email: `${name.toLowerCase()}@beispiel.li`,
          answer: 'Rhein',
          fillMs: 4000,
        }),
      })
      expect(entry.status).toBe(201)
    }
    expect(
      (await staff('PUT', `/contests/${id}`, { dateEnd: new Date(Date.now() - 60_000).toISOString() }))
        .status,
    ).toBe(200)

    const page = await browser().newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })
    try {
      await page.goto(`${origin}/dashboard/contests/`)
      await signInOnIssuerPage(page)
      await page.waitForURL(`${origin}/dashboard/contests/`)
      const card = page.getByRole('region', { name: title })
      await card.waitFor({ timeout: 20_000 })
      expect(await card.textContent()).toContain('2 Teilnahmen')

      const download = page.waitForEvent('download')
      await card.getByRole('button', { name: 'Als CSV herunterladen' }).click()
      const file = await (await download).path()
      const csv = await readFile(file, 'utf8')
      expect(csv).toContain('"Anna";"anna@beispiel.li";"Rhein"')
      expect(csv).toContain('"Ben";"ben@beispiel.li";"Rhein"')

      await card.getByRole('button', { name: 'Gewinner ziehen' }).click()
      await expect.poll(() => card.getByRole('listitem').count(), { timeout: 15_000 }).toBe(1)
      const shown = (await card.getByRole('listitem').first().textContent()) ?? ''
      expect(shown).toMatch(/^(Anna \(anna|Ben \(ben)@beispiel\.li\).*unter 2 Teilnahmen/)
      await page.screenshot({ path: '/tmp/quo-e2e-contests-desktop.png' })
      const listed = (await (await staff('GET', '/contests/dashboard/')).json()) as {
        id: number
        draws: { participant: { name: string }; drawnBy: string }[]
      }[]
      const draws = listed.find((c) => c.id === id)?.draws ?? []
      expect(draws).toHaveLength(1)
      expect(shown.startsWith(draws[0]?.participant.name ?? '-')).toBe(true)
      expect(draws[0]?.drawnBy).toBe('staff@quo.local')
    } finally {
      await page.close()
    }
  })
})
