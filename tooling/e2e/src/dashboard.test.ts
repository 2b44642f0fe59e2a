import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { useBrowser } from './browser.js'

// The staff dashboard in Chromium against the built product: every route is guarded, sign-in
// goes through the issuer's German page and comes back to the page asked for; an account
// without the staff role gets a German refusal with a way to sign out.

const { browser } = useBrowser()

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-Mail').fill(email)
  await page.getByLabel('Passwort').fill(password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
}

describe('the staff dashboard', () => {
  it('sends a signed-out visit to the sign-in and back to the page asked for, with the layout', async () => {
    const origin = inject('origin')
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } })
    try {
      await page.goto(`${origin}/dashboard/places/`)
      await page.waitForURL((u) => u.pathname.startsWith('/idp/'))
      await expect.poll(() => page.getByRole('button', { name: 'Anmelden' }).isVisible()).toBe(true)
      await signIn(page, 'staff@quo.local', inject('staffPassword'))
      await page.waitForURL(`${origin}/dashboard/places/`)
      await expect.poll(() => page.getByRole('heading', { name: 'Orte', level: 1 }).isVisible()).toBe(true)
      const nav = page.getByRole('navigation', { name: 'Hauptnavigation' })
      for (const label of ['Dashboard', 'Orte', 'Veranstaltungen', 'Medien', 'Debugging'])
        expect(await nav.getByRole('link', { name: label }).isVisible()).toBe(true)
      const bar = await page.locator('header').boundingBox()
      expect(bar?.height).toBe(64)
      expect((await nav.boundingBox())?.width).toBe(240)
      // The overview reads the API with the staff token.
      await nav.getByRole('link', { name: 'Dashboard' }).click()
      await page.waitForURL(`${origin}/dashboard/`)
      await expect.poll(() => page.getByText('staff@quo.local').first().isVisible()).toBe(true)
      await expect.poll(() => page.locator('dd').nth(2).textContent()).toMatch(/^\d[\d’']*$/)
      // Collapsed, the drawer is 96 px wide.
      await page.getByRole('button', { name: 'Menü einklappen' }).click()
      await expect.poll(async () => (await nav.boundingBox())?.width).toBe(96)
    } finally {
      await page.close()
    }
  })

  describe('an account without the staff role', () => {
    // The shared server hands out only the staff password; the guest's is printed at first
    // start, so this part runs a product server of its own.
    let child: ChildProcess
    let dataDir: string
    let origin = ''
    const passwords = new Map<string, string>()
    beforeAll(async () => {
      const root = fileURLToPath(new URL('../../../', import.meta.url))
      const probe = createServer()
      await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r))
      const { port } = probe.address() as { port: number }
      await new Promise((r) => probe.close(r))
      origin = `http://localhost:${port}`
      dataDir = mkdtempSync(join(tmpdir(), 'quo-e2e-dashboard-'))
      const { QUO_DATABASE_URL: _external, ...env } = process.env
      child = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
        env: {
          ...env,
          PORT: String(port),
          HOST: '127.0.0.1',
          QUO_DATA_DIR: dataDir,
          QUO_APPS_DIR: join(root, 'apps'),
          QUO_PUBLIC_URL: origin,
          QUO_LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      child.stdout?.on('data', (chunk: Buffer) => {
        for (const [, email, password] of chunk.toString().matchAll(/demo account (\S+) .*password: (\S+)/g))
          if (email && password) passwords.set(email, password)
      })
      const deadline = Date.now() + 110_000
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the product server exited with ${child.exitCode}`)
        if (
          await fetch(`${origin}/api/health`).then(
            (r) => r.ok,
            () => false,
          )
        )
          break
        if (Date.now() > deadline) throw new Error('the product server did not start')
        await new Promise((r) => setTimeout(r, 250))
      }
    }, 120_000)
    afterAll(async () => {
      if (child && child.exitCode === null) {
        child.kill('SIGTERM')
        await new Promise((r) => child.once('exit', r))
      }
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    })

    it('is refused in German, offered to sign out, and signing out ends the issuer session', async () => {
      const page = await browser().newPage({ viewport: { width: 390, height: 844 } })
      try {
        await page.goto(`${origin}/dashboard/events/`)
        await page.waitForURL((u) => u.pathname.startsWith('/idp/'))
        await signIn(page, 'gast@quo.local', passwords.get('gast@quo.local') ?? '')
        await expect
          .poll(() => page.getByRole('heading', { name: 'Kein Zugang zum Dashboard' }).isVisible())
          .toBe(true)
        expect(await page.getByText('keine Mitarbeiterrolle').isVisible()).toBe(true)
        expect(await page.getByText('gast@quo.local').isVisible()).toBe(true)
        expect(await page.getByRole('navigation').count()).toBe(0)
        await page.getByRole('button', { name: 'Abmelden' }).click()
        await page.waitForURL((u) => u.pathname.startsWith('/idp/'))
      } finally {
        await page.close()
      }
    })
  })
})
