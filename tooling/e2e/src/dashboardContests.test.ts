import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.js'
import { serverOrigin } from './server.js'
import { signInOnIssuerPage, staffAccessToken, staffFetch } from './staffSignIn.js'

// Contests in Chromium after a real sign-in (docs/decisions/0014-recorded-contest-draws.md): a
// contest's entries download as CSV (times on Liechtenstein's clock, each judged by the correct
// answer), and "Gewinner ziehen" after its end asks first, then draws a winner among the correct
// entries that the dashboard shows and the API keeps.

const { browser } = useBrowser()

describe('the contests view', () => {
  it('exports the entries and records a draw among the correct ones after asking', async () => {
    const origin = serverOrigin()
    const token = await staffAccessToken(browser())
    const staff = staffFetch(token)
    const title = `E2E Verlosung ${Date.now().toString(36)}`
    const created = await staff('POST', '/contests/', {
      branchShortId: null,
      title,
      description: 'Zu gewinnen: eine Fahrt mit der Malbunbahn.',
      question: 'Wie heisst der Fluss?',
      correctAnswer: 'Rhein',
      dateBegin: new Date(Date.now() - 86_400_000).toISOString(),
      dateEnd: new Date(Date.now() + 3_600_000).toISOString(),
    })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: number }
    const answers = { Anna: 'Rhein', Ben: 'Die Ill', Cleo: 'Der Rhein!' }
    for (const [name, answer] of Object.entries(answers)) {
      const entry = await fetch(`${origin}/api/contest/participant/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          contestId: id,
          name,
          email: `${name.toLowerCase()}@beispiel.li`,
          answer,
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
      expect(await card.textContent()).toContain('3 Teilnahmen')
      expect(await card.textContent()).toContain('Richtige Antwort: «Rhein» · 2 von 3 Teilnahmen richtig')

      const download = page.waitForEvent('download')
      await card.getByRole('button', { name: 'Als CSV herunterladen' }).click()
      const file = await (await download).path()
      const csv = await readFile(file, 'utf8')
      expect(csv).toContain('"Name";"E-Mail";"Antwort";"Richtig";"Eingegangen (Ortszeit Liechtenstein)"')
      expect(csv).toMatch(/"Anna";"anna@beispiel\.li";"Rhein";"ja";"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d"/)
      expect(csv).toContain('"Ben";"ben@beispiel.li";"Die Ill";"nein";')

      // The draw asks first, naming how many correct entries it draws from; cancelling draws none.
      await card.getByRole('button', { name: 'Gewinner ziehen' }).click()
      const dialog = page.getByRole('dialog', { name: /Gewinner ziehen\?/ })
      await dialog.waitFor()
      expect(await dialog.textContent()).toContain(
        'Gezogen wird unter 2 Teilnahmen mit richtiger Antwort, die noch nicht gezogen wurden.',
      )
      await page.screenshot({ path: '/tmp/quo-e2e-contests-confirm.png' })
      await dialog.getByRole('button', { name: 'Abbrechen' }).click()
      await dialog.waitFor({ state: 'hidden' })
      expect(await card.getByRole('listitem').count()).toBe(0)
      await card.getByRole('button', { name: 'Gewinner ziehen' }).click()
      await dialog.getByRole('button', { name: 'Jetzt ziehen' }).click()
      await expect.poll(() => card.getByRole('listitem').count(), { timeout: 15_000 }).toBe(1)
      const shown = (await card.getByRole('listitem').first().textContent()) ?? ''
      expect(shown).toMatch(/^(Anna \(anna|Cleo \(cleo)@beispiel\.li\).*unter 2 richtigen Teilnahmen/)
      await page.screenshot({ path: '/tmp/quo-e2e-contests-desktop.png' })
      const listed = (await (await staff('GET', '/contests/dashboard/')).json()) as {
        id: number
        draws: { participant: { name: string }; drawnBy: string }[]
      }[]
      const draws = listed.find((c) => c.id === id)?.draws ?? []
      // One draw: the cancelled question drew nobody.
      expect(draws).toHaveLength(1)
      expect(shown.startsWith(draws[0]?.participant.name ?? '-')).toBe(true)
      expect(draws[0]?.drawnBy).toBe('staff@quo.local')
    } finally {
      await page.close()
    }
  })
})
