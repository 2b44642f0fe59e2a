import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.js'
import { serverOrigin } from './server.js'
import { signInOnIssuerPage, staffAccessToken } from './staffSignIn.js'

// The change history in Chromium after a real sign-in
// (docs/decisions/0011-history-and-restore-scope.md): a title changed in the place editor shows in
// the place's history with who changed it, "Wiederherstellen" puts the former title back (on the
// public map too), and a deleted place comes back, with its map, from the list of deleted places.

const { browser } = useBrowser()

interface PublicPins {
  items: [nanoId: string, title: string][]
}

async function vaduz(origin: string): Promise<{ shortId: number; tagId: number }> {
  const { branches } = (await (await fetch(`${origin}/api/branches/`)).json()) as {
    branches: { tagKey: string; shortId: number }[]
  }
  const tags = (await (await fetch(`${origin}/api/tags/`)).json()) as { id: number; tagKey: string }[]
  const shortId = branches.find((b) => b.tagKey === 'vaduz')?.shortId
  const tagId = tags.find((t) => t.tagKey === 'vaduz')?.id
  if (!shortId || !tagId) throw new Error('the demo has no Vaduz map')
  return { shortId, tagId }
}

/** The title of a place on a map's public pins, or undefined when it is not on it. */
async function publicTitle(origin: string, shortId: number, nanoId: string): Promise<string | undefined> {
  const response = await fetch(`${origin}/api/items/basemap/branchshortid/${shortId}`)
  const { items } = (await response.json()) as PublicPins
  return items.find(([id]) => id === nanoId)?.[1]
}

describe('the change history', () => {
  it('shows an edit with who made it, restores the former value, and brings a deleted place back', async () => {
    const origin = serverOrigin()
    const map = await vaduz(origin)
    const title = `E2E Verlauf ${Date.now().toString(36)}`
    const token = await staffAccessToken(browser())
    const created = await fetch(`${origin}/api/items`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title, lon: 9.5215, lat: 47.1405, tagIds: [map.tagId], categoryIds: [1] }),
    })
    expect(created.status).toBe(201)
    const { id, nanoId } = (await created.json()) as { id: number; nanoId: string }

    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const page = await browser().newPage({ viewport })
      const renamed = `${title} ${viewport.width}`
      try {
        await page.goto(`${origin}/dashboard/places/${id}/`)
        await signInOnIssuerPage(page)
        await page.waitForURL(`${origin}/dashboard/places/${id}/`)
        const basics = page.getByRole('region', { name: 'Grunddaten' })
        await basics.getByLabel('Titel').waitFor({ timeout: 20_000 })
        const former = await basics.getByLabel('Titel').inputValue()
        await basics.getByLabel('Titel').fill(renamed)
        await page
          .getByRole('region', { name: 'Ort speichern' })
          .getByRole('button', { name: 'Speichern' })
          .click()
        await expect.poll(() => publicTitle(origin, map.shortId, nanoId)).toBe(renamed)

        // The history: the change on top, with the field before and after and who made it.
        const history = page.getByRole('region', { name: 'Verlauf' })
        const newest = history.getByRole('listitem').first()
        await expect
          .poll(() => newest.textContent(), { timeout: 15_000 })
          .toContain(`Ort «${renamed}» geändert`)
        const text = (await newest.textContent()) ?? ''
        expect(text).toContain('staff@quo.local')
        expect(await newest.locator('del').first().textContent()).toBe(former)
        expect(await newest.locator('ins').first().textContent()).toBe(renamed)
        await newest.scrollIntoViewIfNeeded()
        // For a person to look at (the test asserts what it shows).
        await page.screenshot({ path: `/tmp/quo-e2e-history-${viewport.width}.png` })

        // Restoring the title: the form, the public map and the history all show it.
        await newest.getByRole('button', { name: `Titel «${former}» wiederherstellen` }).click()
        await expect.poll(() => basics.getByLabel('Titel').inputValue()).toBe(former)
        await expect.poll(() => publicTitle(origin, map.shortId, nanoId)).toBe(former)
        await expect
          .poll(() => history.getByRole('listitem').first().textContent())
          .toContain(`Ort «${former}» geändert`)
      } finally {
        await page.close()
      }
    }

    // A deleted place comes back from the list of deleted places, on its map again.
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    try {
      await page.goto(`${origin}/dashboard/places/${id}/`)
      await signInOnIssuerPage(page)
      await page.getByRole('button', { name: 'Ort löschen' }).click()
      await page.getByRole('button', { name: 'Löschen', exact: true }).click()
      await page.waitForURL(`${origin}/dashboard/places/`)
      await expect.poll(() => publicTitle(origin, map.shortId, nanoId)).toBeUndefined()

      await page.getByRole('link', { name: 'Gelöschte Orte' }).click()
      await page.waitForURL(`${origin}/dashboard/places/deleted/`)
      const restore = page.getByRole('button', { name: `${title} wiederherstellen` })
      await restore.waitFor({ timeout: 15_000 })
      await restore.click()
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'wiederhergestellt' }).textContent())
        .toContain(`«${title}» ist wiederhergestellt.`)
      // Gone from the list once it is read again after the restore.
      await expect.poll(() => restore.count()).toBe(0)
      await expect.poll(() => publicTitle(origin, map.shortId, nanoId)).toBe(title)
      await page.getByRole('link', { name: 'Öffnen' }).click()
      await page.waitForURL(`${origin}/dashboard/places/${id}/`)
      await expect
        .poll(() => page.getByRole('region', { name: 'Grunddaten' }).getByLabel('Titel').inputValue())
        .toBe(title)
      // The place's history names the restore as one, not as a new place.
      await expect.poll(() => page.getByText(`Ort «${title}» wiederhergestellt`).count()).toBeGreaterThan(0)
      expect(await page.getByText(`Ort «${title}» angelegt`).count()).toBe(1)
    } finally {
      await page.close()
    }
  })
})
