import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { useBrowser, waitForPins } from './browser.js'
import { FRAGEN_NOW, type FragenQuestion } from './fragen/fragenQuestion.js'
import { HELD_OUT_QUESTIONS } from './fragen/heldOutQuestions.js'
import { TUNING_QUESTIONS } from './fragen/tuningQuestions.js'

// The Fragen card's question table (docs/product.md §2 chat card): German questions typed into the
// card in Chromium, on the seeded demo's real OpenStreetMap places, with the page's clock fixed at
// FRAGEN_NOW. A question is answered right when an expected place is among the first three
// listed. The held-out part was written before the chat was tuned and is never tuned on; both
// parts' accuracy is printed and held to a floor.

const { browser, url } = useBrowser()

const pages = new Map<string, Page>()
afterAll(async () => {
  for (const page of pages.values()) await page.context().close()
})

const chat = (page: Page) => page.getByRole('region', { name: 'Fragen' })

/** A branch's map with the Fragen card open, one per host, at the fixed clock. */
async function chatOn(host: string): Promise<Page> {
  const known = pages.get(host)
  if (known) return known
  const context = await browser().newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await page.clock.setFixedTime(FRAGEN_NOW)
  await page.goto(url(`${host}.localhost`, '/map'))
  await waitForPins(page)
  await page.getByRole('button', { name: 'Fragen', exact: true }).first().click()
  pages.set(host, page)
  return page
}

/** Asks a question and reads the answer as a visitor sees it: its text and the listed places. */
async function ask(page: Page, question: string): Promise<{ text: string; places: string[] }> {
  const card = chat(page)
  // The card answers once the branch's data is there: its button is enabled then.
  await expect.poll(() => card.getByRole('button', { name: 'Fragen', exact: true }).isEnabled()).toBe(true)
  const answers = card.locator('ol > li:not([aria-hidden]):not([aria-busy])')
  const before = await answers.count()
  await card.getByLabel('Ihre Frage').fill(question)
  await card.getByLabel('Ihre Frage').press('Enter')
  // The visitor's question, then the answer.
  await expect.poll(() => answers.count(), { timeout: 30_000 }).toBe(before + 2)
  const answer = answers.nth(before + 1)
  return {
    text: (await answer.innerText()).replace(/\s+/g, ' '),
    places: await answer.locator('a').allInnerTexts(),
  }
}

function correct(q: FragenQuestion, places: string[]): boolean {
  if (q.absent?.some((t) => places.includes(t))) return false
  if (q.top === 'any') return places.length > 0
  if (!q.top.length) return places.length === 0
  return places.slice(0, 3).some((t) => q.top.includes(t))
}

async function accuracy(name: string, questions: FragenQuestion[]): Promise<number> {
  let right = 0
  for (const q of questions) {
    const page = await chatOn(q.host)
    const { text, places } = await ask(page, q.question)
    const ok = correct(q, places)
    if (ok) right++
    else console.log(`Fragen ${name} miss: ${q.host} «${q.question}» → ${text.slice(0, 240)}`)
  }
  const share = right / questions.length
  console.log(`Fragen: ${name} ${right}/${questions.length} (${Math.round(share * 100)} %)`)
  return share
}

describe('Fragen understands the question', () => {
  it('has a table of at least 40 questions, at least 12 of them held out', () => {
    expect(TUNING_QUESTIONS.length + HELD_OUT_QUESTIONS.length).toBeGreaterThanOrEqual(40)
    expect(HELD_OUT_QUESTIONS.length).toBeGreaterThanOrEqual(12)
  })

  it('answers the tuning questions (at least 90 %) and the held-out ones (at least 70 %)', async () => {
    const tuning = await accuracy('tuning', TUNING_QUESTIONS)
    const heldOut = await accuracy('held-out', HELD_OUT_QUESTIONS)
    expect(tuning).toBeGreaterThanOrEqual(0.9)
    expect(heldOut).toBeGreaterThanOrEqual(0.7)
  }, 600_000)

  it('says what it understood, lists no place twice, and shows it on phone and desktop', async () => {
    for (const [name, viewport] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1440, height: 900 }],
    ] as const) {
      const context = await browser().newContext({
        viewport,
        isMobile: name === 'phone',
        hasTouch: name === 'phone',
      })
      const page = await context.newPage()
      await page.clock.setFixedTime(FRAGEN_NOW)
      await page.goto(url('vaduz.localhost', '/map'))
      await waitForPins(page)
      await page.getByRole('button', { name: 'Fragen', exact: true }).first().click()
      const museums = await ask(page, 'Welches Museum hat heute Abend offen?')
      expect(museums.text).toMatch(/^quo: Museen, heute ab 18 Uhr geöffnet \(\d\):/)
      expect(museums.places).not.toContain('Kunstmuseum Liechtenstein')
      const answer = await ask(page, 'Wo kann ich heute Abend essen?')
      expect(answer.text).toMatch(/Restaurants, heute ab 18 Uhr geöffnet/)
      expect(new Set(answer.places).size).toBe(answer.places.length)
      await page.screenshot({ path: `/tmp/quo-fragen-${name}.png` })
      await context.close()
    }
  }, 180_000)
})
