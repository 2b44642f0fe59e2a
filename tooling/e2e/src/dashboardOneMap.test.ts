import { readFile } from 'node:fs/promises'
import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.js'
import { fairEditorPassword, serverOrigin } from './server.js'
import { signInOnIssuerPage, staffAccessToken, staffFetch } from './staffSignIn.js'

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

  it("downloads the fair's places as CSV and GeoJSON, with no choice of another map", async () => {
    const origin = serverOrigin()
    const { fair } = await fairReference(origin)
    // What the API exports for the fair, read with an administrator's token.
    const admin = staffFetch(await staffAccessToken(browser()))
    const exported = (await (await admin('GET', '/branches/25/places.geojson')).json()) as {
      features: { id: string }[]
    }
    expect(exported.features.length).toBeGreaterThan(10)
    for (const [viewport, shot] of [
      [{ width: 390, height: 844 }, 'phone'],
      [{ width: 1280, height: 900 }, 'desktop'],
    ] as const) {
      const page = await browser().newPage({ viewport, acceptDownloads: true })
      try {
        await page.goto(`${origin}/dashboard/places/`)
        await signInOnIssuerPage(page, 'messe@quo.local', fairEditorPassword())
        await page.waitForURL((u) => u.pathname === '/dashboard/places/')
        await page.getByText('Exportieren', { exact: true }).click({ timeout: 20_000 })
        await page.getByText(`Alle Orte der Karte ${fair.shortTitle}:`).waitFor()
        // One map: nothing to choose.
        expect(await page.getByRole('combobox', { name: 'Karte', exact: true }).count()).toBe(0)
        await page.screenshot({ path: `/tmp/quo-e2e-places-export-${shot}.png` })

        const csvDownload = page.waitForEvent('download')
        await page.getByRole('button', { name: 'CSV herunterladen' }).click()
        const csv = await csvDownload
        expect(csv.suggestedFilename()).toBe('orte-messe.csv')
        const lines = (await readFile((await csv.path()) ?? '', 'utf8')).trimEnd().split('\r\n')
        expect(lines[0]?.startsWith('\uFEFF"Kennung";"Typ";"Titel"')).toBe(true)
        expect(lines.slice(1).map((line) => line.split(';')[0]?.replaceAll('"', ''))).toEqual(
          exported.features.map((f) => f.id),
        )

        const geojsonDownload = page.waitForEvent('download')
        await page.getByRole('button', { name: 'GeoJSON herunterladen' }).click()
        const geojson = JSON.parse(await readFile((await (await geojsonDownload).path()) ?? '', 'utf8')) as {
          features: unknown[]
        }
        expect(geojson.features).toHaveLength(exported.features.length)

        // The licence of the fair's own data: chosen here, stated by its open data at once.
        const licence = shot === 'phone' ? 'CC0-1.0' : 'CC-BY-SA-4.0'
        await page.getByLabel('Lizenz eurer eigenen Daten').selectOption(licence)
        await page.getByText('Lizenz gespeichert.').waitFor({ timeout: 20_000 })
        await page.screenshot({ path: `/tmp/quo-e2e-places-licence-${shot}.png`, fullPage: true })
        // What came from OpenStreetMap stays ODbL; the rest is the fair's own. The open data is
        // a hot read: it states the choice once the change feed has told the cache.
        const ownLicences = async () => {
          const places = (await (
            await fetch(`${origin}/api/ogc/25/collections/places/items?limit=50`)
          ).json()) as {
            features: { properties: { license: string } }[]
          }
          const own = places.features.filter((f) => f.properties.license !== 'ODbL-1.0')
          return own.length > 0 ? [...new Set(own.map((f) => f.properties.license))] : []
        }
        await expect.poll(ownLicences, { timeout: 10_000 }).toEqual([licence])
        // A reload shows the choice that was saved.
        await page.reload()
        await page.getByText('Exportieren', { exact: true }).click({ timeout: 20_000 })
        await expect.poll(() => page.getByLabel('Lizenz eurer eigenen Daten').inputValue()).toBe(licence)
      } finally {
        await page.close()
      }
    }
  })

  it('checks a file first, says per row in German what it refuses, keeps the preview offline, then imports', async () => {
    const origin = serverOrigin()
    const csv = [
      'Kennung;Titel;Breite;Länge;Telefon',
      'stand-1;Stand Beispiel AG;47,1660;9,5100;+423 111 11 11',
      'stand-2;Ohne Ort;;;',
      'stand-3;Kaputt;abc;9.5;',
    ].join('\r\n')
    for (const [viewport, shot] of [
      [{ width: 390, height: 844 }, 'phone'],
      [{ width: 1280, height: 900 }, 'desktop'],
    ] as const) {
      const page = await browser().newPage({ viewport })
      try {
        await page.goto(`${origin}/dashboard/places/`)
        await signInOnIssuerPage(page, 'messe@quo.local', fairEditorPassword())
        await page.waitForURL((u) => u.pathname === '/dashboard/places/')
        await page.getByText('Importieren', { exact: true }).click({ timeout: 20_000 })
        await page.getByLabel('Datei', { exact: true }).setInputFiles({
          name: 'staende.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(`\uFEFF${csv}`),
        })
        await page.getByRole('button', { name: 'Datei prüfen' }).click()
        const preview = page.getByRole('region', { name: 'Vorschau des Imports' })
        await preview.getByText('1 neu, 0 geändert, 0 unverändert, 2 abgelehnt.').waitFor({ timeout: 20_000 })
        expect(await preview.textContent()).toContain('Für einen neuen Ort braucht es Breite und Länge.')
        expect(await preview.textContent()).toContain('Breite «abc» ist keine Zahl.')
        // The mapping found each column by its name: Kennung, then Titel.
        expect(await preview.locator('fieldset select').nth(1).inputValue()).toBe('Titel')
        await page.screenshot({ path: `/tmp/quo-e2e-places-import-${shot}.png`, fullPage: true })

        // Offline: the check fails with a German sentence, and file, mapping and preview stay.
        await page.route('**/places/import', (route) => route.abort())
        await page.getByRole('button', { name: 'Erneut prüfen' }).click()
        await page.getByRole('alert').filter({ hasText: 'Der Server ist nicht erreichbar.' }).waitFor()
        expect(await preview.isVisible()).toBe(true)
        await page.unroute('**/places/import')

        if (shot === 'desktop') {
          await page.getByRole('button', { name: '1 Ort importieren' }).click()
          await page
            .getByText('Importiert: 1 neu, 0 geändert; 2 Zeilen abgelehnt.')
            .waitFor({ timeout: 20_000 })
          const admin = staffFetch(await staffAccessToken(browser()))
          const exported = await (await admin('GET', '/branches/25/places.csv')).text()
          expect(exported).toContain('"Stand Beispiel AG"')
          // Exported again with the formula guard a spreadsheet needs.
          expect(exported).toContain(`"'+423 111 11 11"`)
        }
      } finally {
        await page.close()
      }
    }
  })
})
