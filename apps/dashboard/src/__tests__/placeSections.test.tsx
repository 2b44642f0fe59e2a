// @vitest-environment jsdom
import { ApiError } from '@quo/api-client'
import type { DashboardItem, ItemMedium } from '@quo/contract'
import { QueryClient, useQuery } from '@tanstack/react-query'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { messages } from '../messages.js'
import { placeQuery } from '../screens/place/placeQuery.js'
import { FeaturedSection } from '../screens/place/sections/FeaturedSection.js'
import { MediaSection } from '../screens/place/sections/MediaSection.js'
import { MentionsSection } from '../screens/place/sections/MentionsSection.js'
import { sectionMessages } from '../screens/place/sections/messages.js'
import { RelationsSection } from '../screens/place/sections/RelationsSection.js'
import { api } from '../session.js'
import { dashboardItem, itemRow } from './fixtures.js'
import { renderWithQuery } from './renderWithQuery.js'

vi.mock('../session.js', () => ({
  api: {
    dashboardItem: vi.fn(),
    dashboardItems: vi.fn(),
    branches: vi.fn(),
    createItemMedium: vi.fn(),
    updateItemMedium: vi.fn(),
    deleteItemMedium: vi.fn(),
    createMention: vi.fn(),
    deleteMention: vi.fn(),
    createItemRelation: vi.fn(),
    removeItemRelation: vi.fn(),
    createFeatured: vi.fn(),
    deleteFeatured: vi.fn(),
  },
}))
const mocked = vi.mocked(api)

beforeEach(() => {
  // The router restores the scroll position, which jsdom does not implement.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})
afterEach(cleanup)

const ITEM_ID = 7

const medium = (id: number, title: string, over: Partial<ItemMedium> = {}): ItemMedium => ({
  id,
  itemId: ITEM_ID,
  mediumType: 1,
  url: `https://bilder.example/${id}.jpg`,
  title,
  sortOrder: id,
  ...over,
})

const place = dashboardItem
const row = (id: number, title: string) => itemRow(id, title, { categoryIds: [12] })

/** Renders a section as the editor will: fed from the cached place, so cache patches show. */
function renderSection(Section: ComponentType<{ item: DashboardItem }>, item: DashboardItem) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  })
  queryClient.setQueryData(placeQuery(item.id).queryKey, item)
  function Editor() {
    const { data } = useQuery(placeQuery(item.id))
    return data ? <Section item={data} /> : null
  }
  return renderWithQuery(Editor, { path: `/dashboard/places/${item.id}/`, client: queryClient })
}

/** A promise the test settles itself, to look at the screen while a call is under way. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const forbidden = () => new ApiError(403, undefined)
const m = sectionMessages

describe('media section', () => {
  it('adds a medium by URL and lists it at once with its type and a link in a new tab', async () => {
    mocked.createItemMedium.mockImplementation(async (input) =>
      medium(31, input.title ?? '', { url: input.url, mediumType: input.mediumType, sortOrder: 3 }),
    )
    renderSection(MediaSection, place({ itemMedia: [medium(2, 'Eingang')] }))

    fireEvent.change(await screen.findByLabelText(m.media.type), { target: { value: '3' } })
    fireEvent.change(screen.getByLabelText(m.common.url), {
      target: { value: ' https://bilder.example/logo.png ' },
    })
    fireEvent.change(screen.getByLabelText(m.media.title), { target: { value: 'Logo der Gemeinde' } })
    fireEvent.click(screen.getByRole('button', { name: m.common.add }))

    const list = screen.getByRole('list', { name: m.media.listLabel })
    expect(await within(list).findByText('Logo der Gemeinde')).toBeTruthy()
    expect(mocked.createItemMedium).toHaveBeenCalledWith({
      itemId: ITEM_ID,
      mediumType: 3,
      url: 'https://bilder.example/logo.png',
      title: 'Logo der Gemeinde',
      sortOrder: 3,
    })
    const link = within(list).getByRole('link', { name: /bilder\.example\/logo\.png/ })
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    expect(within(list).getByText(/Logo ·/)).toBeTruthy()
    // The form is empty again for the next one.
    expect((screen.getByLabelText(m.common.url) as HTMLInputElement).value).toBe('')
  })

  it('names an address that is not http or https in German and sends nothing', async () => {
    renderSection(MediaSection, place())
    const url = await screen.findByLabelText(m.common.url)
    for (const typed of ['www.example.com/bild.jpg', 'javascript:alert(1)', 'ftp://example.com/a.jpg']) {
      fireEvent.change(url, { target: { value: typed } })
      fireEvent.click(screen.getByRole('button', { name: m.common.add }))
      expect(await screen.findByText(m.common.urlInvalid)).toBeTruthy()
      expect(url.getAttribute('aria-invalid')).toBe('true')
      expect((url as HTMLInputElement).value).toBe(typed)
    }
    expect(mocked.createItemMedium).not.toHaveBeenCalled()
  })

  it('takes a medium away at once and puts it back with the German 403 message when the server refuses', async () => {
    const call = deferred<ItemMedium>()
    mocked.deleteItemMedium.mockReturnValue(call.promise)
    renderSection(MediaSection, place({ itemMedia: [medium(1, 'Rathaus'), medium(2, 'Eingang')] }))

    fireEvent.click(await screen.findByRole('button', { name: m.media.removeLabel('Rathaus') }))
    await waitFor(() => expect(screen.queryByText('Rathaus')).toBeNull())
    expect(screen.getByText('Eingang')).toBeTruthy()
    expect(mocked.deleteItemMedium).toHaveBeenCalledWith(1)

    call.reject(forbidden())
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', messages.forms.failed[403])
    const titles = within(screen.getByRole('list', { name: m.media.listLabel }))
      .getAllByRole('listitem')
      .map((li) => li.querySelector('p')?.textContent)
    expect(titles).toEqual(['Rathaus', 'Eingang'])
  })

  it('edits the order of a medium in place and moves it in the list', async () => {
    mocked.updateItemMedium.mockImplementation(async (id, changes) =>
      medium(id, 'Eingang', { sortOrder: changes.sortOrder ?? 0 }),
    )
    renderSection(MediaSection, place({ itemMedia: [medium(1, 'Rathaus'), medium(2, 'Eingang')] }))
    fireEvent.click(await screen.findByRole('button', { name: m.media.editLabel('Eingang') }))
    fireEvent.change(screen.getByLabelText(m.media.order), { target: { value: '0' } })
    fireEvent.click(screen.getByRole('button', { name: messages.forms.save }))

    await waitFor(() => expect(screen.queryByLabelText(m.media.order)).toBeNull())
    expect(mocked.updateItemMedium).toHaveBeenCalledWith(2, { sortOrder: 0 })
    const titles = within(screen.getByRole('list', { name: m.media.listLabel }))
      .getAllByRole('listitem')
      .map((li) => li.querySelector('p')?.textContent)
    expect(titles).toEqual(['Eingang', 'Rathaus'])
  })

  it('keeps what was typed and shows the German message when adding fails', async () => {
    mocked.createItemMedium.mockRejectedValue(new TypeError('Failed to fetch'))
    renderSection(MediaSection, place())
    fireEvent.change(await screen.findByLabelText(m.common.url), {
      target: { value: 'https://bilder.example/a.jpg' },
    })
    fireEvent.click(screen.getByRole('button', { name: m.common.add }))
    expect(await screen.findByText(messages.forms.failed.offline)).toBeTruthy()
    expect((screen.getByLabelText(m.common.url) as HTMLInputElement).value).toBe(
      'https://bilder.example/a.jpg',
    )
    expect(screen.getByText(m.media.empty)).toBeTruthy()
  })
})

describe('mentions section', () => {
  it('adds a mention with its source and date and marks a field the server refused', async () => {
    mocked.createMention
      .mockRejectedValueOnce(
        new ApiError(400, {
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          errors: [{ path: 'body.source', message: 'markup' }],
        }),
      )
      .mockImplementationOnce(async (input) => ({
        id: 5,
        itemId: ITEM_ID,
        title: input.title,
        url: input.url ?? null,
        source: input.source ?? null,
        datePublished: input.datePublished ?? null,
      }))
    renderSection(MentionsSection, place())

    fireEvent.change(await screen.findByLabelText(m.mentions.title), { target: { value: 'Neuer Rheinweg' } })
    fireEvent.change(screen.getByLabelText(m.mentions.source), { target: { value: 'Vaterland' } })
    fireEvent.change(screen.getByLabelText(m.mentions.datePublished), { target: { value: '2025-04-03' } })
    fireEvent.click(screen.getByRole('button', { name: m.common.add }))

    expect(await screen.findByText(messages.forms.failed[400])).toBeTruthy()
    expect(screen.getByText(m.mentions.sourceInvalid)).toBeTruthy()
    expect((screen.getByLabelText(m.mentions.title) as HTMLInputElement).value).toBe('Neuer Rheinweg')

    fireEvent.click(screen.getByRole('button', { name: m.common.add }))
    const list = await screen.findByRole('list', { name: m.mentions.listLabel })
    expect(within(list).getByText('Neuer Rheinweg')).toBeTruthy()
    expect(within(list).getByText(/Vaterland · erschienen am 03\.04\.2025/)).toBeTruthy()
    expect(mocked.createMention).toHaveBeenLastCalledWith({
      itemId: ITEM_ID,
      title: 'Neuer Rheinweg',
      url: null,
      source: 'Vaterland',
      datePublished: '2025-04-03T00:00:00Z',
    })
    expect(screen.queryByText(messages.forms.failed[400])).toBeNull()
  })

  it('asks for a title before sending', async () => {
    renderSection(MentionsSection, place())
    fireEvent.click(await screen.findByRole('button', { name: m.common.add }))
    expect(await screen.findByText(m.mentions.titleRequired)).toBeTruthy()
    expect(mocked.createMention).not.toHaveBeenCalled()
  })
})

describe('relations section', () => {
  const waypoint = {
    id: 40,
    nanoId: 'nano40',
    title: 'Rastplatz Au',
    categoryId: 12,
    relationshipId: 1,
    relationshipTitle: 'itemWayPoint',
  }

  it('finds a place in the combobox by keyboard and links it as a waypoint with the right ids', async () => {
    mocked.dashboardItems.mockResolvedValue({
      page: 1,
      pageCount: 1,
      total: 2,
      items: [row(ITEM_ID, 'Rheinweg'), row(42, 'Rastplatz Mitte')],
    })
    mocked.createItemRelation.mockResolvedValue({
      parentItemId: ITEM_ID,
      childItemId: 42,
      relationshipId: 1,
      relationshipTitle: 'itemWayPoint',
      sortOrder: 0,
    })
    renderSection(RelationsSection, place({ itemChildren: [waypoint] }))

    const box = await screen.findByRole('combobox', { name: m.relations.place })
    fireEvent.focus(box)
    fireEvent.change(box, { target: { value: 'Rast' } })
    const option = await screen.findByRole('option', {
      name: 'Rastplatz Mitte · Vaduz · Nr. 42',
    })
    // The place being edited is not offered.
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1)
    expect(mocked.dashboardItems).toHaveBeenCalledWith({ q: 'Rast', pageSize: 10 })
    fireEvent.keyDown(box, { key: 'ArrowDown' })
    expect(box.getAttribute('aria-activedescendant')).toBe(option.id)
    fireEvent.keyDown(box, { key: 'Enter' })
    expect((box as HTMLInputElement).value).toBe('Rastplatz Mitte')
    expect(screen.queryByRole('listbox')).toBeNull()

    fireEvent.change(screen.getByLabelText(m.relations.relationship), { target: { value: '1' } })
    fireEvent.click(screen.getByRole('button', { name: m.common.add }))

    await waitFor(() =>
      expect(mocked.createItemRelation).toHaveBeenCalledWith({
        parentItemId: ITEM_ID,
        childItemId: 42,
        relationshipId: 1,
      }),
    )
    const children = await screen.findByRole('list', { name: m.relations.children })
    const link = await within(children).findByRole('link', { name: 'Rastplatz Mitte' })
    expect(link.getAttribute('href')).toBe('/dashboard/places/42/')
    expect(within(children).getAllByText('Wegpunkt')).toHaveLength(2)
  })

  it('links the edited place as the child when the chosen place contains it', async () => {
    mocked.dashboardItems.mockResolvedValue({ page: 1, pageCount: 1, total: 1, items: [row(50, 'Halle 1')] })
    mocked.createItemRelation.mockResolvedValue({
      parentItemId: 50,
      childItemId: ITEM_ID,
      relationshipId: 2,
      relationshipTitle: 'itemPart',
      sortOrder: 0,
    })
    renderSection(RelationsSection, place())

    const box = await screen.findByRole('combobox', { name: m.relations.place })
    fireEvent.focus(box)
    fireEvent.change(box, { target: { value: 'Halle' } })
    fireEvent.click(await screen.findByRole('option', { name: 'Halle 1 · Vaduz · Nr. 50' }))
    fireEvent.change(screen.getByLabelText(m.relations.direction), { target: { value: 'itemParents' } })
    fireEvent.change(screen.getByLabelText(m.relations.relationship), { target: { value: '2' } })
    fireEvent.click(screen.getByRole('button', { name: m.common.add }))

    const parents = await screen.findByRole('list', { name: m.relations.parents })
    expect(await within(parents).findByRole('link', { name: 'Halle 1' })).toBeTruthy()
    expect(within(parents).getByText('Teil')).toBeTruthy()
    expect(mocked.createItemRelation).toHaveBeenCalledWith({
      parentItemId: 50,
      childItemId: ITEM_ID,
      relationshipId: 2,
    })
  })

  it('asks for a place from the list instead of sending', async () => {
    renderSection(RelationsSection, place())
    fireEvent.click(await screen.findByRole('button', { name: m.common.add }))
    expect(await screen.findByText(m.relations.placeRequired)).toBeTruthy()
    expect(mocked.createItemRelation).not.toHaveBeenCalled()
  })

  it('removes a link with its three ids and restores it when refused', async () => {
    mocked.removeItemRelation.mockRejectedValue(forbidden())
    renderSection(RelationsSection, place({ itemChildren: [waypoint] }))
    fireEvent.click(
      await screen.findByRole('button', { name: m.relations.removeLabel('Rastplatz Au', 'Wegpunkt') }),
    )
    expect(await screen.findByText(messages.forms.failed[403])).toBeTruthy()
    expect(mocked.removeItemRelation).toHaveBeenCalledWith(ITEM_ID, 40, 1)
    expect(screen.getByRole('link', { name: 'Rastplatz Au' })).toBeTruthy()
  })
})

describe('featured section', () => {
  const branches = {
    hostRedirects: [],
    branches: [
      { id: 3, title: 'Vaduz' },
      { id: 4, title: 'Schaan' },
    ],
  } as unknown as Awaited<ReturnType<typeof api.branches>>

  it('features the place on one map and names the map', async () => {
    mocked.branches.mockResolvedValue(branches)
    mocked.createFeatured.mockResolvedValue({
      id: 90,
      itemId: ITEM_ID,
      itemNanoId: 'nano7',
      branchShortId: 12,
      dateFeatured: '2025-06-01T10:00:00Z',
    })
    renderSection(
      FeaturedSection,
      place({ featured: [{ featuredId: 80, dateFeatured: '2025-01-02T10:00:00Z', branchId: null }] }),
    )
    const select = await screen.findByLabelText(m.featured.branch)
    await screen.findByRole('option', { name: 'Schaan' })
    // "every map" is taken, so it cannot be chosen twice.
    expect(
      screen.getByRole('option', { name: m.featured.alreadyFeatured(m.featured.allMaps) }),
    ).toHaveProperty('disabled', true)
    fireEvent.change(select, { target: { value: '4' } })
    fireEvent.click(screen.getByRole('button', { name: m.featured.add }))

    const list = screen.getByRole('list', { name: m.featured.listLabel })
    expect(await within(list).findByText('Schaan')).toBeTruthy()
    expect(within(list).getByText(m.featured.allMaps)).toBeTruthy()
    expect(mocked.createFeatured).toHaveBeenCalledWith({ itemId: ITEM_ID, branchId: 4 })
  })

  it('puts a refused removal back with the German message', async () => {
    mocked.branches.mockResolvedValue(branches)
    mocked.deleteFeatured.mockRejectedValue(forbidden())
    renderSection(
      FeaturedSection,
      place({ featured: [{ featuredId: 81, dateFeatured: '2025-01-02T10:00:00Z', branchId: 3 }] }),
    )
    fireEvent.click(await screen.findByRole('button', { name: m.featured.removeLabel('Vaduz') }))
    expect(await screen.findByText(messages.forms.failed[403])).toBeTruthy()
    expect(mocked.deleteFeatured).toHaveBeenCalledWith(81)
    expect(within(screen.getByRole('list', { name: m.featured.listLabel })).getByText('Vaduz')).toBeTruthy()
  })
})
