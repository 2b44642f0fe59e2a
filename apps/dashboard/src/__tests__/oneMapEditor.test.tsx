// @vitest-environment jsdom
import { ApiError } from '@quo/api-client'
import type { Branch, BranchesResponse, Problem, StaffBranches, Tag } from '@quo/contract'
import { QueryClient } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BranchOptions } from '../forms/BranchOptions.js'
import { branchesQuery, categoriesQuery, tagsQuery } from '../referenceData.js'
import { EventBranchesField } from '../screens/events/EventBranchesField.js'
import { PlacesScreen } from '../screens/PlacesScreen.js'
import { tagOptions } from '../screens/place/PlaceEditorScreen.js'
import { TagPicker } from '../screens/place/TagPicker.js'
import { bulkFailure } from '../screens/places/BulkEditBar.js'
import { api } from '../session.js'
import { ownBranches, staffCallerQuery, usableTags } from '../staffAccess.js'
import { itemRow } from './fixtures.js'
import { renderWithQuery } from './renderWithQuery.js'

vi.mock('../session.js', () => ({
  api: {
    dashboardItems: vi.fn(),
    staffCaller: vi.fn(),
    branches: vi.fn(),
    tags: vi.fn(),
    categories: vi.fn(),
  },
}))

// Three maps of the demo, two topics each, and two feature tags: what messe@quo.local (the
// fair's map only) may use is the fair's topics and the features, as the API's guard decides.
const branch = (id: number, shortId: number, title: string, shortTitle: string, tagKey: string) =>
  ({
    id,
    shortId,
    title,
    shortTitle,
    tagKey,
    hasEvents: true,
    hostKeywords: [tagKey],
    mapCenter: [],
  }) as unknown as Branch
const BRANCHES = [
  branch(3, 3, 'Vaduz – Hauptort', 'Vaduz', 'vaduz'),
  branch(21, 21, 'Malbun – Sommer und Winter', 'Malbun', 'malbun'),
  branch(25, 25, 'Messe Rheintal', 'Messe', 'messe'),
]
let nextTag = 1
const tag = (tagKey: string, tagValue: string, keyDe: string, valueDe: string): Tag => ({
  id: nextTag++,
  tagKey,
  tagValue,
  tagGroup: 1,
  iconId: null,
  colorName: null,
  backgroundColorName: null,
  translations: [{ language: 'de', tagKeyTranslate: keyDe, tagValueTranslate: valueDe }],
})
const TAGS = [
  tag('vaduz', 'kulinarik', 'Vaduz', 'Kulinarik'),
  tag('vaduz', 'kultur', 'Vaduz', 'Kultur'),
  tag('malbun', 'kulinarik', 'Malbun', 'Kulinarik'),
  tag('malbun', 'sport', 'Malbun', 'Sport'),
  tag('messe', 'kulinarik', 'Messe', 'Kulinarik'),
  tag('messe', 'kultur', 'Messe', 'Kultur'),
  tag('wheelchair', 'yes', 'Rollstuhl', 'ja'),
  tag('cuisine', 'pizza', 'Küche', 'Pizza'),
]
const FAIR: StaffBranches = [25]
const vaduzKulinarik = TAGS[0] as Tag

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000)
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  vi.mocked(api.dashboardItems).mockResolvedValue({
    page: 1,
    pageCount: 1,
    total: 1,
    items: [itemRow(7, 'Messestand Nord')],
  })
})
afterEach(cleanup)

describe('what a one-map editor is offered', () => {
  it("is the fair's map and its topics with every feature tag; an administrator keeps everything", () => {
    expect(ownBranches(BRANCHES, FAIR).map((b) => b.shortTitle)).toEqual(['Messe'])
    expect(ownBranches(BRANCHES, 'all')).toHaveLength(3)
    expect(ownBranches(BRANCHES, [])).toEqual([])
    expect(usableTags(TAGS, BRANCHES, FAIR).map((t) => `${t.tagKey}=${t.tagValue}`)).toEqual([
      'messe=kulinarik',
      'messe=kultur',
      'wheelchair=yes',
      'cuisine=pizza',
    ])
    expect(usableTags(TAGS, BRANCHES, 'all')).toHaveLength(TAGS.length)
    // An editor of no map may still give features.
    expect(usableTags(TAGS, BRANCHES, []).map((t) => t.tagKey)).toEqual(['wheelchair', 'cuisine'])
  })

  it("offers in the place editor only the fair's topics; another map's topic on the place shows, fixed", () => {
    const fair = tagOptions(TAGS, BRANCHES, FAIR)
    expect(fair.maps.filter((o) => !o.locked).map((o) => `${o.group} · ${o.label}`)).toEqual([
      'Messe · Kulinarik',
      'Messe · Kultur',
    ])
    expect(fair.features.map((o) => o.label)).toEqual(['Pizza', 'ja'])
    expect(fair.features.some((o) => o.locked)).toBe(false)
    expect(tagOptions(TAGS, BRANCHES, 'all').maps.some((o) => o.locked)).toBe(false)

    render(
      <TagPicker
        legend="Karten und Themen"
        options={fair.maps}
        value={[vaduzKulinarik.id]}
        onChange={() => {}}
      />,
    )
    const offered = screen.getAllByRole('checkbox').map((c) => c.getAttribute('aria-label'))
    expect(offered).toEqual(['Messe · Kulinarik', 'Messe · Kultur'])
    // The Vaduz topic the place has is shown, but the editor cannot take it off.
    expect(screen.getByText('Vaduz · Kulinarik')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Vaduz.*entfernen/ })).toBeNull()
  })

  it('names the fair in the places heading and offers only usable tags in the filter and the bulk edit', async () => {
    const client = clientFor(FAIR)
    renderWithQuery(PlacesScreen, { path: '/dashboard/places/', client })
    expect(
      await screen.findByText('Hier suchst, filterst und bearbeitest du die Orte der Karte Messe.'),
    ).toBeTruthy()
    const filter = screen.getByRole('combobox', { name: 'Themen und Merkmale' })
    // "Hinzufügen …" and the four tags the editor may use.
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.any(String), 'Küche: Pizza', 'Messe: Kulinarik', 'Messe: Kultur', 'Rollstuhl: ja'])
    // Ticking a place opens the bulk edit: the same four tags, nothing of Vaduz or Malbun.
    fireEvent.click(await screen.findByRole('checkbox', { name: '„Messestand Nord“ auswählen' }))
    const bulk = screen.getByRole('form', { name: 'Sammelbearbeitung' })
    const bulkTags = within(bulk).getByRole('combobox', { name: 'Thema oder Merkmal' })
    expect(
      within(bulkTags)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bitte wählen …', 'Küche: Pizza', 'Messe: Kulinarik', 'Messe: Kultur', 'Rollstuhl: ja'])
  })

  it('keeps the heading and every tag for an administrator, and names the maps of an editor of several', async () => {
    renderWithQuery(PlacesScreen, { path: '/dashboard/places/', client: clientFor('all') })
    expect(
      await screen.findByText('Hier suchst, filterst und bearbeitest du die Orte aller Karten.'),
    ).toBeTruthy()
    expect(
      within(screen.getByRole('combobox', { name: 'Themen und Merkmale' })).getAllByRole('option'),
    ).toHaveLength(TAGS.length + 1)
    cleanup()
    renderWithQuery(PlacesScreen, { path: '/dashboard/places/', client: clientFor([3, 25]) })
    expect(
      await screen.findByText(
        'Hier suchst, filterst und bearbeitest du die Orte deiner Karten Messe und Vaduz.',
      ),
    ).toBeTruthy()
  })

  it('offers only the fair in the selects of maps and in the event form', async () => {
    renderWithQuery(
      () => (
        <>
          <select aria-label="Karte">
            <BranchOptions />
          </select>
          <EventBranchesField
            id="branches"
            saved={{ item: null, begin: '', end: '', branchIds: [3] }}
            values={{ item: null, begin: '', end: '', branchIds: [3] }}
            error={undefined}
            onChange={() => {}}
          />
        </>
      ),
      { client: clientFor(FAIR) },
    )
    const select = await screen.findByRole('combobox', { name: 'Karte' })
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Messe'])
    // Vaduz only because the event is on it already, and there it stays: not the editor's map.
    const boxes = screen.getAllByRole('checkbox')
    expect(boxes.map((b) => b.parentElement?.textContent)).toEqual(['Messe', 'Vaduz'])
    expect(boxes.map((b) => (b as HTMLInputElement).disabled)).toEqual([false, true])
  })
})

describe('a refused bulk edit', () => {
  const refusal = (errors?: Problem['errors']) =>
    new ApiError(403, {
      type: 'about:blank',
      title: 'Forbidden',
      status: 403,
      detail: 'No access to branch 3',
      ...(errors ? { errors } : {}),
    })
  const tags = [{ value: vaduzKulinarik.id, label: 'Vaduz: Kulinarik', map: 'Vaduz' }]

  it('names the tag and its map when the API refused the tag, not the places', () => {
    const tagRefused = refusal([{ path: 'body.action.tagId', message: 'Tag 1 puts places on branch 3' }])
    expect(bulkFailure(tagRefused, { type: 'addTag', tagId: vaduzKulinarik.id }, tags)).toBe(
      'Das Thema „Vaduz: Kulinarik“ darfst du nicht vergeben: Es gehört zur Karte Vaduz, die du nicht bearbeiten darfst. Nichts wurde geändert.',
    )
    expect(bulkFailure(tagRefused, { type: 'removeTag', tagId: vaduzKulinarik.id }, tags)).toContain(
      'Das Thema „Vaduz: Kulinarik“ darfst du nicht entfernen',
    )
  })

  it('names the places when one of them is on another map, and keeps other failures as they were', () => {
    expect(bulkFailure(refusal(), { type: 'addTag', tagId: 9 }, tags)).toBe(
      'Mindestens einer der ausgewählten Orte ist auch auf einer Karte, die du nicht bearbeiten darfst. Nichts wurde geändert.',
    )
    expect(bulkFailure(new ApiError(0, undefined), { type: 'addTag', tagId: 9 }, tags)).toMatch(
      /nicht erreichbar.*Nichts wurde geändert\.$/,
    )
  })
})

/** A query client that knows the reference data and the signed-in account's maps. */
function clientFor(staff: StaffBranches): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const branches = { branches: BRANCHES, hostRedirects: [] } as unknown as BranchesResponse
  client.setQueryData(staffCallerQuery.queryKey, { sub: 'messe', email: 'messe@quo.local', branches: staff })
  client.setQueryData(branchesQuery.queryKey, branches)
  client.setQueryData(tagsQuery.queryKey, TAGS)
  client.setQueryData(categoriesQuery.queryKey, [])
  return client
}
