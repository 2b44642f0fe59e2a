import {
  BASEMAP_FLAGS,
  BasemapResponse,
  decodeBasemap,
  Item,
  Problem,
  REGION_TIME_ZONE,
  SearchShortcut,
  ShortcutResultsPage,
} from '@quo/contract'
import { evaluateOpeningHours } from '@quo/place-rules'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { useTestApp } from './helpers.js'

const { app } = useTestApp()

const VADUZ = 3
const get = (url: string) => app().inject({ method: 'GET', url })

async function shortcuts(): Promise<SearchShortcut[]> {
  return z.array(SearchShortcut).parse((await get('/api/search/shortcuts/')).json())
}

async function results(id: number, query: string) {
  const res = await get(`/api/search/shortcuts/${id}/results/?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return { res, page: ShortcutResultsPage.parse(res.json()) }
}

describe('search shortcut results for the embed', () => {
  it("lists the shortcut's places of the host's branch by title, with category, colour and symbol", async () => {
    const shortcut = (await shortcuts()).find((s) => s.branchShortId === VADUZ)
    if (!shortcut) throw new Error('the demo gives Vaduz search shortcuts')
    const { page } = await results(shortcut.id, 'host=vaduz.localhost&pageSize=100')
    expect(page.shortcut).toEqual({ id: shortcut.id, title: shortcut.title })

    // The same members as the map site counts from Vaduz's pins: main category in the shortcut.
    const pins = decodeBasemap(
      BasemapResponse.parse((await get(`/api/items/basemap/branchshortid/${VADUZ}`)).json()),
    )
    const expected = pins.filter(
      (p) =>
        p.categoryId !== null &&
        shortcut.categoryIds.includes(p.categoryId) &&
        !(p.flags & (BASEMAP_FLAGS.closed | BASEMAP_FLAGS.duplicate)),
    )
    expect(page.total).toBeGreaterThan(0)
    expect(page.total).toBe(expected.length)
    const pinIds = new Set(expected.map((p) => p.nanoId))
    expect(page.items.every((i) => pinIds.has(i.nanoId))).toBe(true)

    const titles = page.items.map((i) => i.title.toLowerCase())
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    for (const item of page.items) {
      expect(item.color).toMatch(/^#[0-9a-f]{6}$/i)
      expect(item.subtitle[0]).toBeTruthy()
      for (const bare of ['yes', 'no', 'Ja', 'Nein']) expect(item.subtitle).not.toContain(bare)
      expect(item.distance).toBeNull()
      if (item.iconId !== null) expect(page.symbols[String(item.iconId)]).toMatch(/^<svg/)
    }
  })

  it('pages, and counts the total also past the last page', async () => {
    const shortcut = (await shortcuts()).find((s) => s.branchShortId === VADUZ)
    if (!shortcut) throw new Error('the demo gives Vaduz search shortcuts')
    const first = (await results(shortcut.id, 'host=vaduz.localhost&pageSize=5')).page
    const second = (await results(shortcut.id, 'host=vaduz.localhost&pageSize=5&page=2')).page
    expect(first.items).toHaveLength(Math.min(5, first.total))
    expect(first.pageCount).toBe(Math.ceil(first.total / 5))
    const firstIds = first.items.map((i) => i.nanoId)
    expect(second.items.some((i) => firstIds.includes(i.nanoId))).toBe(false)
    const beyond = (await results(shortcut.id, 'host=vaduz.localhost&pageSize=5&page=9999')).page
    expect(beyond.items).toEqual([])
    expect(beyond.total).toBe(first.total)
  })

  it("answers each place's opening state at the place's clock, as the card evaluates it", async () => {
    const all = await shortcuts()
    const withHours = []
    for (const shortcut of all.filter((s) => s.branchShortId === VADUZ)) {
      const { page } = await results(shortcut.id, 'host=vaduz.localhost&pageSize=100')
      withHours.push(...page.items.filter((i) => i.hours !== null).map((i) => ({ i, at: page.evaluatedAt })))
    }
    expect(withHours.length).toBeGreaterThan(0)
    for (const { i, at } of withHours.slice(0, 5)) {
      const item = Item.parse((await get(`/api/items/nanoid/${i.nanoId}`)).json())
      const value = item.itemDetails.find((d) => d.dataKeyV2 === 'hours')?.dataValue ?? ''
      const expected = await evaluateOpeningHours(value, item, new Date(at), REGION_TIME_ZONE)
      expect(i.hours?.state).toBe(expected.state)
      expect(i.hours?.nextChange ?? null).toBe(expected.nextChange?.toISOString() ?? null)
    }
  })

  it("sorts by distance from the visitor's position and keeps that answer private", async () => {
    const shortcut = (await shortcuts()).find((s) => s.branchShortId === VADUZ)
    if (!shortcut) throw new Error('the demo gives Vaduz search shortcuts')
    const { res, page } = await results(shortcut.id, 'host=vaduz.localhost&pageSize=20&lat=47.141&lon=9.521')
    expect(res.headers['cache-control']).toBe('private, no-store')
    const distances = page.items.map((i) => i.distance ?? -1)
    expect(distances.every((d) => d >= 0)).toBe(true)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
  })

  it("serves the main host's global shortcuts and caches the page with an ETag", async () => {
    const global = (await shortcuts()).find((s) => s.branchShortId === null)
    if (!global) throw new Error('the demo has global search shortcuts')
    const { res } = await results(global.id, 'host=localhost')
    expect(res.headers.etag).toBeTruthy()
    const again = await app().inject({
      method: 'GET',
      url: `/api/search/shortcuts/${global.id}/results/?host=localhost`,
      headers: { 'if-none-match': String(res.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
  })

  it.each([
    [
      'a shortcut of another branch',
      (s: SearchShortcut[]) => `${other(s)}/results/?host=vaduz.localhost`,
      404,
    ],
    ['an unknown shortcut', () => '999999/results/?host=vaduz.localhost', 404],
    ['no host', (s: SearchShortcut[]) => `${other(s)}/results/`, 400],
    ['a malformed host', (s: SearchShortcut[]) => `${other(s)}/results/?host=a%20b`, 400],
    ['lat without lon', (s: SearchShortcut[]) => `${other(s)}/results/?host=localhost&lat=47`, 400],
    ['too many a page', (s: SearchShortcut[]) => `${other(s)}/results/?host=localhost&pageSize=101`, 400],
    ['an unknown parameter', (s: SearchShortcut[]) => `${other(s)}/results/?host=localhost&q=x`, 400],
    ['a non-numeric id', () => 'abc/results/?host=localhost', 400],
  ])('refuses %s with a problem', async (_, path, status) => {
    const res = await get(`/api/search/shortcuts/${path(await shortcuts())}`)
    expect(res.statusCode).toBe(status)
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect(Problem.parse(res.json()).status).toBe(status)
  })
})

/** A shortcut of a branch other than Vaduz. */
function other(list: SearchShortcut[]): number {
  const s = list.find((x) => x.branchShortId !== null && x.branchShortId !== VADUZ)
  if (!s) throw new Error('the demo gives other branches search shortcuts')
  return s.id
}
