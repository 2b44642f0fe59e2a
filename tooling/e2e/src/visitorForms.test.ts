import { type Branch, BranchesResponse, SearchShortcut, StaffChangeRequest } from '@quo/contract'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { useBrowser } from './browser.js'
import { serverOrigin } from './server.js'
import { staffAccessToken } from './staffSignIn.js'

const { browser, url } = useBrowser()
const api = async <T>(path: string, schema: z.ZodType<T>, token?: string) =>
  schema.parse(
    await (
      await fetch(`${serverOrigin()}/api${path}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })
    ).json(),
  )

let branches: Branch[]
let shortcuts: SearchShortcut[]
beforeAll(async () => {
  branches = (await api('/branches/', BranchesResponse)).branches
  shortcuts = await api('/search/shortcuts/', z.array(SearchShortcut))
})
const byKeyword = (keyword: string) => branches.find((b) => b.hostKeywords.includes(keyword)) as Branch
const hostOf = (b: Branch) => `${b.hostKeywords[0]}.localhost`

async function open(host: string, path: string, viewport = { width: 1440, height: 900 }): Promise<Page> {
  const page = await browser().newPage({ viewport })
  await page.goto(url(host, path))
  return page
}

describe('what visitors send', () => {
  it('a change request is checked in German, sent without signing in and lands in the staff inbox', async () => {
    const vaduz = byKeyword('vaduz')
    const shortcut = shortcuts.find(
      (s) => s.branchShortId === vaduz.shortId && s.allowChangeRequest,
    ) as SearchShortcut
    const page = await open(hostOf(vaduz), `/map/search-shortcut/${shortcut.id}/x`, {
      width: 390,
      height: 844,
    })
    await page.getByRole('region', { name: shortcut.title }).getByRole('link').first().click()
    await page.waitForURL(/\/map\/place\//)
    const nanoId = new URL(page.url()).pathname.split('/')[3]
    await page.getByRole('button', { name: 'Änderung melden' }).click()

    // Nothing typed: the form says what is missing and sends nothing.
    let sent = 0
    page.on('request', (r) => r.url().includes('/api/items/change-requests/') && sent++)
    await page.getByRole('button', { name: 'Senden' }).click()
    await expect.poll(() => page.getByText('Bitte ausfüllen.').count()).toBe(1)
    await page.getByLabel('Was sollen wir ändern?').fill('Am Sonntag ist hier geschlossen.')
    await page.getByLabel('E-Mail (freiwillig)').fill('anna@')
    await page.getByRole('button', { name: 'Senden' }).click()
    await expect.poll(() => page.getByText(/gültige E-Mail-Adresse/).count()).toBe(1)
    expect(sent).toBe(0)

    await page.getByLabel('E-Mail (freiwillig)').fill('anna@beispiel.li')
    // Corrected details are checked as the staff editor checks them, in German, before sending.
    await page.locator('input[name="details.phone"]').fill('abc')
    await page.locator('input[name="details.url"]').fill('unikum li')
    await page.locator('input[name="details.hours"]').fill('Mo-Fr 8-22 Uhr')
    await page.getByRole('button', { name: 'Senden' }).click()
    await expect.poll(() => page.getByText('Bitte eine Telefonnummer mit Ziffern angeben').count()).toBe(1)
    expect(await page.getByText(/Bitte eine Web-Adresse angeben/).count()).toBe(1)
    expect(await page.getByText('Bitte so schreiben: Mo-Fr 08:00-22:00').count()).toBe(1)
    await page.screenshot({ path: '/tmp/quo-e2e-change-request-checks-phone.png', fullPage: true })
    expect(sent).toBe(0)
    await page.locator('input[name="details.phone"]').fill('+423 232 12 34')
    await page.locator('input[name="details.url"]').fill('unikum.li')
    await page.locator('input[name="details.hours"]').fill('Mo-Fr 08:00-22:00')
    const response = page.waitForResponse((r) => r.url().includes('/api/items/change-requests/'))
    await page.getByRole('button', { name: 'Senden' }).click()
    expect((await response).status()).toBe(201)
    expect((await response).request().headers().authorization).toBeUndefined()
    await expect.poll(() => page.getByText(/Ihre Meldung ist eingegangen/).count()).toBe(1)
    await page.screenshot({ path: '/tmp/quo-e2e-change-request-phone.png' })
    await page.close()

    const token = await staffAccessToken(browser())
    const inbox = await api(
      `/items/change-requests/?branchShortId=${vaduz.shortId}`,
      z.array(StaffChangeRequest),
      token,
    )
    expect(inbox[0]).toMatchObject({
      kind: 'change',
      itemNanoId: nanoId,
      searchShortcutId: shortcut.id,
      message: 'Am Sonntag ist hier geschlossen.',
      email: 'anna@beispiel.li',
      status: 'open',
    })
  })

  it('a proposed place goes where the visitor drags its pin, which starts in the map the card leaves free (phone)', async () => {
    const vaduz = byKeyword('vaduz')
    const shortcut = shortcuts.find(
      (s) => s.branchShortId === vaduz.shortId && s.allowItemAddition,
    ) as SearchShortcut
    const page = await open(hostOf(vaduz), `/map/search-shortcut/${shortcut.id}/x`, {
      width: 390,
      height: 844,
    })
    type Map = {
      project(c: [number, number]): { x: number; y: number }
      jumpTo(o: object): void
      getCanvas(): HTMLCanvasElement
    }
    /** Where a position is on the page now. */
    const onPage = (lon: number, lat: number) =>
      page.evaluate(
        ([x, y]) => {
          const m = (window as unknown as { __quoEngine: { map: Map } }).__quoEngine.map
          const canvas = m.getCanvas().getBoundingClientRect()
          const p = m.project([x as number, y as number])
          return { x: p.x + canvas.left, y: p.y + canvas.top }
        },
        [lon, lat],
      )
    /** Waits until the camera has stood still for a moment (the shortcut's fit, a jump). */
    const settled = () =>
      page.waitForFunction(
        () => {
          const w = window as unknown as { __quoEngine?: { map: { isMoving(): boolean } }; __still?: number }
          if (!w.__quoEngine || w.__quoEngine.map.isMoving()) {
            w.__still = 0
            return false
          }
          w.__still = (w.__still ?? 0) + 1
          return w.__still > 10
        },
        null,
        { polling: 50 },
      )
    try {
      await expect
        .poll(() => page.getByRole('region', { name: shortcut.title }).getByRole('link').count())
        .toBeGreaterThan(0)
      await settled()
      // Close in on Vaduz's town hall, as a visitor proposing a place next to it would.
      const townHall = { lon: 9.52147, lat: 47.13962 }
      await page.evaluate((t) => {
        const m = (window as unknown as { __quoEngine: { map: Map } }).__quoEngine.map
        m.jumpTo({ center: [t.lon, t.lat - 0.0008], zoom: 17 })
      }, townHall)
      await settled()
      await page.getByRole('button', { name: 'Ort vorschlagen' }).click()
      const pin = page.locator('[data-quo-proposal-pin]')
      await expect.poll(() => pin.count()).toBe(1)
      const box = await pin.boundingBox()
      const card = await page.getByRole('region', { name: shortcut.title }).boundingBox()
      if (!box || !card) throw new Error('the pin or the card is not on screen')
      // The pin stands in the map the visitor sees: below the search row, above the card.
      expect(box.y).toBeGreaterThan(56)
      expect(box.y + box.height).toBeLessThan(card.y)

      // The visitor drags the pin's tip onto the town hall.
      await settled()
      const target = await onPage(townHall.lon, townHall.lat)
      const from = (await pin.boundingBox()) ?? box
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
      await page.mouse.down()
      await page.mouse.move(target.x, target.y - from.height / 2, { steps: 8 })
      await page.mouse.up()
      await page.screenshot({ path: '/tmp/quo-e2e-proposal-pin-phone.png' })
      await page.getByLabel('Name des Orts').fill('Neue Sitzbank')
      await page.getByLabel('Beschreibung').fill('Eine Bank mit Blick aufs Schloss.')
      const response = page.waitForResponse((r) => r.url().includes('/api/items/change-requests/'))
      await page.getByRole('button', { name: 'Senden' }).click()
      expect((await response).status()).toBe(201)
      await expect.poll(() => pin.count()).toBe(0)
      const inbox = await api(
        `/items/change-requests/?branchShortId=${vaduz.shortId}`,
        z.array(StaffChangeRequest),
        await staffAccessToken(browser()),
      )
      const proposed = inbox.find((r) => r.kind === 'addition' && r.title === 'Neue Sitzbank')
      // Within a few metres: a pixel is under a metre at zoom 17.
      expect(Math.abs((proposed?.lon ?? 0) - townHall.lon)).toBeLessThan(0.00005)
      expect(Math.abs((proposed?.lat ?? 0) - townHall.lat)).toBeLessThan(0.00005)
    } finally {
      await page.close()
    }
  })

  it('a running contest is entered from the side drawer, once per e-mail address, after the privacy note', async () => {
    const malbun = byKeyword('malbun')
    const page = await open(hostOf(malbun), '/map')
    const email = `anna+${Date.now()}@beispiel.li`
    const enter = async () => {
      await page.getByRole('button', { name: 'Menü' }).click()
      const drawer = page.getByRole('dialog')
      await drawer.getByRole('button', { name: 'Teilnehmen' }).first().click()
      // Before sending, the form says what is kept, why, and when it is deleted.
      const note = drawer.getByText(/Gespeichert werden Ihr Name, Ihre E-Mail-Adresse, Ihre Antwort/)
      await note.waitFor()
      expect(await note.isVisible()).toBe(true)
      expect(await note.textContent()).toMatch(
        /nur, um die Gewinnerinnen und Gewinner zu ziehen.*90 Tage nach Ende des Wettbewerbs, am \d{1,2}\. \p{L}+ \d{4}, werden die Angaben gelöscht\./u,
      )
      await drawer.getByLabel('Ihre Antwort').fill('Der Sareiser Joch')
      await drawer.getByLabel('Name').fill('Anna Beispiel')
      await drawer.getByLabel('E-Mail').fill(email)
      const response = page.waitForResponse((r) => r.url().includes('/api/contest/participant/'))
      await drawer.getByRole('button', { name: 'Senden' }).click()
      return { drawer, status: (await response).status() }
    }
    const first = await enter()
    expect(first.status).toBe(201)
    await expect.poll(() => first.drawer.getByText(/Danke fürs Mitmachen/).count()).toBe(1)
    await page.screenshot({ path: '/tmp/quo-e2e-contest-desktop.png' })
    // The same address again: told in the contest's words, not as a "Meldung", and the answer kept.
    await page.reload()
    const second = await enter()
    expect(second.status).toBe(409)
    await expect
      .poll(() =>
        second.drawer
          .getByText('Mit dieser E-Mail-Adresse nehmen Sie schon an diesem Wettbewerb teil. Danke!')
          .count(),
      )
      .toBe(1)
    expect(await second.drawer.getByText(/Meldung/).count()).toBe(0)
    expect(await second.drawer.getByLabel('Ihre Antwort').inputValue()).toBe('Der Sareiser Joch')
    await page.close()
  })
})
