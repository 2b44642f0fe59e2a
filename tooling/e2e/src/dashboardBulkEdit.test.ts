import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.js'
import { serverOrigin } from './server.js'
import { signInOnIssuerPage, staffAccessToken, staffFetch } from './staffSignIn.js'

// Bulk edit from the places list in Chromium after a real sign-in
// (docs/decisions/0018-bulk-edit-in-one-transaction.md): two places found by a search are ticked,
// one tag is added to both in one go, and each place shows it, in its data and in its history.

const { browser } = useBrowser()

interface Tag {
  id: number
  tagKey: string
  translations: { language: string; tagKeyTranslate: string; tagValueTranslate: string }[]
}

describe('the bulk edit of places', () => {
  it('adds a tag to two selected places, recorded in both histories', async () => {
    const origin = serverOrigin()
    const token = await staffAccessToken(browser())
    const staff = staffFetch(token)
    const { branches } = (await (await fetch(`${origin}/api/branches/`)).json()) as {
      branches: { tagKey: string }[]
    }
    const branchKeys = new Set(branches.map((b) => b.tagKey))
    const tags = (await (await fetch(`${origin}/api/tags/`)).json()) as Tag[]
    const vaduzTag = tags.find((t) => t.tagKey === 'vaduz')?.id
    // A tag of no map, named in German as the dashboard names it.
    const tag = tags.find(
      (t) => !branchKeys.has(t.tagKey) && t.translations.some((tr) => tr.language === 'de'),
    )
    const de = tag?.translations.find((tr) => tr.language === 'de')
    if (!tag || !de || !vaduzTag) throw new Error('the demo has no tag to add')
    const tagLabel = `${de.tagKeyTranslate}: ${de.tagValueTranslate}`

    const title = `E2E Sammel ${Date.now().toString(36)}`
    const ids: number[] = []
    for (const n of ['A', 'B']) {
      const created = await staff('POST', '/items', {
        title: `${title} ${n}`,
        lon: 9.5215,
        lat: 47.1405,
        tagIds: [vaduzTag],
        categoryIds: [1],
      })
      expect(created.status).toBe(201)
      ids.push(((await created.json()) as { id: number }).id)
    }

    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    try {
      await page.goto(`${origin}/dashboard/places/?q=${encodeURIComponent(title)}`)
      await signInOnIssuerPage(page)
      await page.waitForURL((u) => u.pathname === '/dashboard/places/')
      await page.getByRole('link', { name: `${title} B` }).waitFor({ timeout: 20_000 })
      await page.getByRole('checkbox', { name: 'Alle Orte dieser Seite auswählen' }).check()
      const bar = page.getByRole('form', { name: 'Sammelbearbeitung' })
      await expect.poll(() => bar.getByRole('status').first().textContent()).toBe('2 Orte ausgewählt')
      await bar.getByLabel('Aktion').selectOption({ label: 'Thema oder Merkmal hinzufügen' })
      await bar.getByLabel('Thema oder Merkmal', { exact: true }).selectOption({ label: tagLabel })
      await page.screenshot({ path: '/tmp/quo-e2e-bulk-selected-1280.png' })
      await bar.getByRole('button', { name: 'Anwenden' }).click()
      await expect.poll(() => bar.textContent()).toContain('2 von 2 Orten geändert.')
      await page.screenshot({ path: '/tmp/quo-e2e-bulk-done-1280.png' })

      for (const id of ids) {
        const item = (await (await staff('GET', `/items/dashboard/${id}`)).json()) as {
          tags: { tagId: number }[]
        }
        expect(item.tags.map((t) => t.tagId)).toContain(tag.id)
      }
    } finally {
      await page.close()
    }

    // Each place's history names the tag, who added it and when, on a phone too.
    for (const [i, id] of ids.entries()) {
      const viewport = i === 0 ? { width: 1280, height: 900 } : { width: 390, height: 844 }
      const editor = await browser().newPage({ viewport })
      try {
        await editor.goto(`${origin}/dashboard/places/${id}/`)
        await signInOnIssuerPage(editor)
        await editor.waitForURL(`${origin}/dashboard/places/${id}/`)
        const history = editor.getByRole('region', { name: 'Verlauf' })
        const newest = history.getByRole('listitem').first()
        await expect
          .poll(() => newest.textContent(), { timeout: 20_000 })
          .toContain(`Merkmal «${tagLabel}» hinzugefügt`)
        expect(await newest.textContent()).toContain('staff@quo.local')
        await newest.scrollIntoViewIfNeeded()
        await editor.screenshot({ path: `/tmp/quo-e2e-bulk-history-${viewport.width}.png` })
      } finally {
        await editor.close()
      }
    }

    // The list with its selection on a phone.
    const phone = await browser().newPage({ viewport: { width: 390, height: 844 } })
    try {
      await phone.goto(`${origin}/dashboard/places/?q=${encodeURIComponent(title)}`)
      await signInOnIssuerPage(phone)
      await phone.getByRole('link', { name: `${title} A` }).waitFor({ timeout: 20_000 })
      await phone.getByRole('checkbox', { name: `„${title} A“ auswählen` }).check()
      await phone.getByRole('form', { name: 'Sammelbearbeitung' }).waitFor()
      await phone.screenshot({ path: '/tmp/quo-e2e-bulk-selected-390.png', fullPage: true })
    } finally {
      await phone.close()
    }
  })
})
