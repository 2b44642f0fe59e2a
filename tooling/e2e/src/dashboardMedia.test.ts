import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.js'
import { serverOrigin } from './server.js'
import { signInOnIssuerPage, staffAccessToken } from './staffSignIn.js'

// The media library in Chromium after a real sign-in (docs/decisions/0015-media-renditions.md): an
// uploaded photo appears in the library, is linked to a place from its editor, and the public card
// shows it in its renditions (AVIF chosen by the browser, the width for the screen); a fake image
// and an oversized file are refused with a German message.

const { browser, url } = useBrowser()

/** A JPEG drawn in the page's own canvas: real image bytes without any file on disk. */
async function canvasJpeg(page: Page, label: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (text) => {
    const canvas = document.createElement('canvas')
    canvas.width = 1600
    canvas.height = 1000
    const g = canvas.getContext('2d') as CanvasRenderingContext2D
    const sky = g.createLinearGradient(0, 0, 0, 1000)
    sky.addColorStop(0, '#7fb4ff')
    sky.addColorStop(1, '#ffffff')
    g.fillStyle = sky
    g.fillRect(0, 0, 1600, 1000)
    g.fillStyle = '#3c6e47'
    g.beginPath()
    g.moveTo(0, 1000)
    g.lineTo(500, 350)
    g.lineTo(900, 800)
    g.lineTo(1250, 300)
    g.lineTo(1600, 1000)
    g.fill()
    g.fillStyle = '#1d1b26'
    g.font = 'bold 90px sans-serif'
    g.fillText(text, 80, 150)
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((b) => resolve(b as Blob), 'image/jpeg', 0.9),
    )
    const bytes = new Uint8Array(await blob.arrayBuffer())
    let binary = ''
    for (const b of bytes) binary += String.fromCharCode(b)
    return btoa(binary)
  }, label)
  return Buffer.from(base64, 'base64')
}

describe('the media library', () => {
  it('takes a photo, refuses what is no image, and the public card shows it in its renditions', async () => {
    const origin = serverOrigin()
    const token = await staffAccessToken(browser())
    const branches = (await (await fetch(`${origin}/api/branches/`)).json()) as {
      branches: { shortId: number; tagKey: string }[]
    }
    const tags = (await (await fetch(`${origin}/api/tags/`)).json()) as { id: number; tagKey: string }[]
    const vaduzTag = tags.find((t) => t.tagKey === 'vaduz')?.id
    expect(branches.branches.some((b) => b.tagKey === 'vaduz')).toBe(true)
    const stamp = Date.now().toString(36)
    const title = `E2E Bildort ${stamp}`
    const created = await fetch(`${origin}/api/items`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title, lon: 9.5215, lat: 47.1405, tagIds: [vaduzTag], categoryIds: [1] }),
    })
    expect(created.status).toBe(201)
    const { id, nanoId } = (await created.json()) as { id: number; nanoId: string }

    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } })
    try {
      await page.goto(`${origin}/dashboard/media/`)
      await signInOnIssuerPage(page)
      await page.waitForURL(`${origin}/dashboard/media/`)
      const photo = await canvasJpeg(page, `Alpen ${stamp}`)
      const chooser = page.getByLabel('Bilder auswählen')
      await chooser.setInputFiles({ name: `alpen_${stamp}.jpg`, mimeType: 'image/jpeg', buffer: photo })
      const queue = page.getByRole('list', { name: 'Hochgeladene Dateien' })
      await expect.poll(() => queue.textContent(), { timeout: 30_000 }).toContain('hochgeladen')
      const card = page.getByRole('button', { name: `alpen ${stamp} öffnen` })
      await card.waitFor({ timeout: 15_000 })
      expect(await card.textContent()).toContain('1600 × 1000 px')
      expect(await card.textContent()).toContain('nicht verwendet')
      // The grid's thumbnail really loads (decoded, not a broken image).
      await expect
        .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
        .toMatch(/\/w320\.avif$/)

      // A text file named .jpg, and a file over the limit: refused, in German.
      await chooser.setInputFiles({
        name: 'kein-bild.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('Hallo'),
      })
      const fake = queue.getByRole('listitem').filter({ hasText: 'kein-bild.jpg' })
      await expect
        .poll(() => fake.textContent(), { timeout: 15_000 })
        .toContain('Das ist kein JPEG-, PNG- oder WebP-Bild.')
      await chooser.setInputFiles({
        name: 'riesig.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.concat([photo, Buffer.alloc(21 * 1024 * 1024)]),
      })
      const huge = queue.getByRole('listitem').filter({ hasText: 'riesig.jpg' })
      await expect.poll(() => huge.textContent(), { timeout: 15_000 }).toContain('Die Datei ist zu gross')
      await page.screenshot({ path: '/tmp/quo-e2e-media-desktop.png', fullPage: true })

      // Described in the dialog, then linked to the place as its main image from its editor.
      await card.click()
      const dialog = page.getByRole('dialog', { name: `alpen ${stamp}` })
      await dialog.getByLabel('Beschreibung für Menschen, die das Bild nicht sehen').fill('Berge über Vaduz')
      await dialog.getByRole('button', { name: 'Speichern' }).click()
      await dialog.getByRole('status').getByText('Gespeichert.').waitFor()
      await page.screenshot({ path: '/tmp/quo-e2e-media-dialog.png' })
      await dialog.getByRole('button', { name: 'Schliessen' }).click()

      await page.goto(`${origin}/dashboard/places/${id}/`)
      const media = page.getByRole('region', { name: 'Medien' })
      await media.getByRole('button', { name: 'Aus der Bibliothek wählen' }).click()
      const picker = page.getByRole('dialog', { name: 'Bild aus der Bibliothek' })
      await picker.getByLabel('Suchen').fill(stamp)
      await picker.getByRole('button', { name: `alpen ${stamp} wählen` }).click()
      await media.getByRole('list', { name: 'Medien des Orts' }).getByText('aus der Bibliothek').waitFor()
    } finally {
      await page.close()
    }

    const assets = (await (
      await fetch(`${origin}/api/media/?q=${stamp}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { assets: { usage: number; alt: string }[] }
    expect(assets.assets.map((a) => [a.usage, a.alt])).toEqual([[1, 'Berge über Vaduz']])

    for (const { viewport, deviceScaleFactor, width, shot } of [
      { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, width: 800, shot: 'phone' },
      { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, width: 800, shot: 'desktop' },
    ]) {
      const visitor = await browser().newPage({ viewport, deviceScaleFactor })
      try {
        await visitor.goto(url('vaduz.localhost', `/map/place/${nanoId}`))
        await expect
          .poll(() => visitor.locator('#place-title').textContent(), { timeout: 20_000 })
          .toBe(title)
        const img = visitor.locator('article[aria-labelledby="place-title"] picture img').first()
        await expect
          .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), {
            timeout: 15_000,
          })
          .toBe(true)
        expect(await img.getAttribute('alt')).toBe('Berge über Vaduz')
        const chosen = await img.evaluate((i: HTMLImageElement) => i.currentSrc)
        // Chromium takes AVIF, at the rendition its screen needs.
        expect(chosen).toMatch(new RegExp(`/api/media/files/[0-9a-f]{64}/w${width}\\.avif$`))
        await visitor.screenshot({ path: `/tmp/quo-e2e-media-card-${shot}.png` })
      } finally {
        await visitor.close()
      }
    }
  })
})
