import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.js'
import { fairEditorPassword, serverOrigin } from './server.js'
import { signInOnIssuerPage } from './staffSignIn.js'

// The dashboard of an editor of one map (issue 28): messe@quo.local may edit the fair's map
// only, so the places heading names that map, and the pickers and filters of maps and tags
// offer the fair's map, its topics and the feature tags of no map — nothing of the other 29
// maps, whose topics the API would refuse.

const { browser } = useBrowser()

interface Tag {
  id: number
  tagKey: string
}

/** What an editor of the fair may use, from the public reference data. */
async function fairReference(origin: string) {
  const { branches } = (await (await fetch(`${origin}/api/branches/`)).json()) as {
    branches: { tagKey: string; title: string; shortTitle: string; hasEvents: boolean | null }[]
  }
  const tags = (await (await fetch(`${origin}/api/tags/`)).json()) as Tag[]
  const branchKeys = new Set(branches.map((b) => b.tagKey))
  const fair = branches.find((b) => b.tagKey === 'messe')
  if (!fair) throw new Error('the demo has no fair map')
  return {
    fair,
    mapCount: branches.length,
    tagCount: tags.length,
    fairTopics: tags.filter((t) => t.tagKey === 'messe').length,
    // Feature tags (of no map) stay everyone's.
    usableTags: tags.filter((t) => t.tagKey === 'messe' || !branchKeys.has(t.tagKey)).length,
  }
}

const optionTexts = async (select: Locator) =>
  (await select.locator('option').allTextContents()).map((t) => t.trim())

describe("the fair editor's dashboard", () => {
  it("offers only the fair's map and topics and names the map above the places", async () => {
    const origin = serverOrigin()
    const ref = await fairReference(origin)
    expect(ref.fairTopics).toBeGreaterThan(0)
    expect(ref.usableTags).toBeLessThan(ref.tagCount)
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    try {
      await page.goto(`${origin}/dashboard/places/`)
      await signInOnIssuerPage(page, 'messe@quo.local', fairEditorPassword())
      await page.waitForURL((u) => u.pathname === '/dashboard/places/')

      // The heading names the fair's map, not every map.
      const intro = page.getByText(
        `Hier suchst, filterst und bearbeitest du die Orte der Karte ${ref.fair.shortTitle}.`,
      )
      await expect.poll(() => intro.isVisible(), { timeout: 20_000 }).toBe(true)
      expect(await page.getByText('Orte aller Karten').count()).toBe(0)

      // The tag filter: "Hinzufügen …" and the usable tags, none of another map.
      const filters = page.getByRole('region', { name: 'Filter' })
      const tagFilter = filters.getByRole('combobox', { name: /^Themen und Merkmale\b/ })
      await expect.poll(async () => (await optionTexts(tagFilter)).length).toBe(ref.usableTags + 1)
      const filterTags = await optionTexts(tagFilter)
      expect(filterTags.filter((t) => t.startsWith('Messe:'))).toHaveLength(ref.fairTopics)
      expect(filterTags.filter((t) => /^(Vaduz|Malbun|Schaan):/.test(t))).toEqual([])

      // The bulk edit offers the same tags.
      await page
        .getByRole('checkbox', { name: 'Alle Orte dieser Seite auswählen' })
        .check({ timeout: 20_000 })
      const bar = page.getByRole('form', { name: 'Sammelbearbeitung' })
      expect(await optionTexts(bar.getByLabel('Thema oder Merkmal', { exact: true }))).toHaveLength(
        ref.usableTags + 1,
      )

      // The place editor's map topics: the fair's alone, all of them shown at once.
      await page.goto(`${origin}/dashboard/places/new/`)
      const maps = page.getByRole('group', { name: 'Karten und Themen', exact: true })
      await expect.poll(() => maps.getByRole('checkbox').count(), { timeout: 20_000 }).toBe(ref.fairTopics)
      const topicNames = await maps
        .getByRole('checkbox')
        .evaluateAll((boxes) => boxes.map((b) => b.getAttribute('aria-label') ?? ''))
      expect(topicNames.every((name) => name.startsWith(`${ref.fair.shortTitle} · `))).toBe(true)

      // The events list's map filter and the event form's maps: the fair's.
      await page.goto(`${origin}/dashboard/events/`)
      const eventFilter = page
        .getByRole('region', { name: 'Filter' })
        .getByRole('combobox', { name: /^Karte\b/ })
      await expect
        .poll(() => optionTexts(eventFilter), { timeout: 20_000 })
        .toEqual(['Alle Karten', ref.fair.shortTitle])
      await page.goto(`${origin}/dashboard/events/new/`)
      const eventMaps = page.getByRole('group', { name: 'Karten', exact: true })
      await expect.poll(() => eventMaps.getByRole('checkbox').count(), { timeout: 20_000 }).toBe(1)
      expect((await eventMaps.textContent()) ?? '').toContain(ref.fair.shortTitle)

      // The statistics' map choice: the fair alone (no choice among 30 maps).
      await page.goto(`${origin}/dashboard/metrics/`)
      const metricsMap = page.getByRole('combobox', { name: /^Karte\b/ })
      await expect.poll(() => optionTexts(metricsMap), { timeout: 20_000 }).toEqual([ref.fair.shortTitle])
      expect(ref.mapCount).toBeGreaterThan(1)
    } finally {
      await page.close()
    }
  })
})
