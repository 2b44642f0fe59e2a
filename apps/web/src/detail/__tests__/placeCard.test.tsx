import { ApiError } from '@quo/api-client'
import type { Category, Item, ItemDetailKey, Tag } from '@quo/contract'
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  basemapQuery,
  branchesQuery,
  categoriesQuery,
  detailKeysQuery,
  itemQuery,
  tagsQuery,
} from '../../data/queries.js'
import { onlineAtom } from '../../state/atoms.js'
import { createStateStore, StateProvider } from '../../state/store.js'
import { PlaceCard } from '../PlaceCard.js'
import { addressLine, directionsHref } from '../placeAddress.js'
import { placeSubtitle } from '../placeSubtitle.js'
import { placeItem } from './placeFixture.js'

const params = vi.hoisted(() => ({ nanoId: 'bookshop1234' }))
// What the API answers for the place when the test did not put it into the cache.
const answer = vi.hoisted(() => ({ error: new Error('unset') }))
vi.mock('../../api.js', () => ({ api: { item: () => Promise.reject(answer.error) } }))
vi.mock('@tanstack/react-router', () => ({
  getRouteApi: () => ({ useParams: () => params }),
  Link: ({ children, to }: { children: ReactNode; to: string }) => <a href={to}>{children}</a>,
  useNavigate: () => () => undefined,
}))
vi.mock('../../metrics/metrics.js', () => ({ track: () => undefined }))
vi.mock('../PlaceFeedback.js', () => ({ PlaceFeedback: () => null }))

const tag = (id: number, tagKey: string, tagValue: string, key: string, value: string): Tag => ({
  id,
  tagKey,
  tagValue,
  tagGroup: 1003,
  iconId: null,
  colorName: null,
  backgroundColorName: null,
  translations: [{ language: 'de', tagKeyTranslate: key, tagValueTranslate: value }],
})
const TAGS = [
  tag(13, 'wheelchair', 'yes', 'Rollstuhlgerecht', 'Ja'),
  tag(15, 'wheelchair', 'no', 'Rollstuhlgerecht', 'Nein'),
  tag(71, 'liechtenstein', 'funken', 'Liechtenstein', 'Funken'),
]
const category = (id: number, mainCategory: Category['mainCategory'], subCategory: string, de: string) => ({
  id,
  mainCategory,
  subCategory,
  zOrder: 0,
  iconId: null,
  iconTitle: null,
  backgroundColorName: 'x',
  colorName: 'x',
  translations: [{ language: 'de', mainCategoryName: mainCategory, subCategoryName: de }],
})
const CATEGORIES: Category[] = [
  category(1, 'Shopping', 'Bakery', 'Bäckerei'),
  category(2, 'Event', 'Festival', 'Fest'),
]
const HOURS_KEY: ItemDetailKey = {
  id: 1,
  keyName: 'hours',
  keyTitle: 'hours',
  keyType: 'hours',
  unit: null,
  iconId: null,
  colorName: null,
  isHidden: false,
  sortOrder: 0,
  label: 'Öffnungszeiten',
}
const itemTag = (tagId: number, tagKey: string, tagValue: string, subtitleSortOrder: number) => ({
  tagId,
  tagKey,
  tagValue,
  isHidden: false,
  showInSubtitle: true,
  subtitleSortOrder,
})

const place = (over: Partial<Item>): Item =>
  placeItem({
    nanoId: 'bookshop1234',
    title: 'Bäckerei Frommelt',
    lon: 9.514855,
    lat: 47.13604,
    categories: [
      {
        categoryId: 1,
        dateCreated: '2026-01-01T00:00:00Z',
        mainCategory: 'Shopping',
        subCategory: 'Bakery',
        icon: null,
      },
    ],
    itemDetails: [
      {
        id: 9,
        itemId: 1,
        dataKeyV2: 'hours',
        dataKeyGroup: null,
        dataValue: 'Mo-Fr 09:00-18:30',
        dataValueUnit: null,
        dateUpdated: '2026-01-01T00:00:00Z',
      },
    ],
    tags: [itemTag(13, 'wheelchair', 'yes', 0)],
    addresses: [
      { id: 1, countryId: 1, stateId: 1, cityId: 1, street: 'Rütti', housenumber: '49', postcode: '9490' },
    ],
    ...over,
  })

function show(item: Item | Error, { online = true }: { online?: boolean } = {}) {
  // As the site's client (boot.tsx): a read offline is tried once, its retries wait for the network.
  const client = new QueryClient({ defaultOptions: { queries: { networkMode: 'offlineFirst' } } })
  const store = createStateStore()
  store.set(onlineAtom, online)
  onlineManager.setOnline(online)
  // The map's pins of the main site (no branch): the place is one of them.
  client.setQueryData(basemapQuery(null).queryKey, [
    {
      nanoId: params.nanoId,
      title: 'Bäckerei Frommelt',
      lon: 9.514855,
      lat: 47.13604,
      type: 'place',
      categoryId: 1,
      level: null,
      flags: 0,
      tagIds: [],
    },
  ])
  if (item instanceof Error) answer.error = item
  else client.setQueryData(itemQuery(params.nanoId).queryKey, item)
  client.setQueryData(detailKeysQuery.queryKey, [HOURS_KEY])
  client.setQueryData(categoriesQuery.queryKey, CATEGORIES)
  client.setQueryData(tagsQuery.queryKey, TAGS)
  client.setQueryData(branchesQuery.queryKey, { branches: [], hostRedirects: [] })
  client.setQueryData(
    ['cities', 1],
    [{ id: 1, countryId: 1, stateId: 1, title: 'Vaduz', postcode: '9490', lon: 9.52, lat: 47.14 }],
  )
  return render(
    <StateProvider store={store}>
      <QueryClientProvider client={client}>
        <PlaceCard />
      </QueryClientProvider>
    </StateProvider>,
  )
}

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
  onlineManager.setOnline(true)
})

describe('the place card', () => {
  it('offline, shows what the map knows of a place never loaded, and when the rest comes', async () => {
    show(new TypeError('Failed to fetch'), { online: false })
    expect((await screen.findByRole('heading', { name: 'Bäckerei Frommelt' })).id).toBe('place-title')
    expect(screen.getByText('Bäckerei')).toBeTruthy()
    expect((await screen.findByRole('note')).textContent).toMatch(/sobald das Gerät wieder online ist/)
  })

  it('offline, shows what the map knows while the read waits for the network, then the place when it comes', async () => {
    show(new TypeError('Failed to fetch'), { online: false })
    expect(await screen.findByRole('note')).toBeTruthy()
    // The network returns: the waiting retry reads the place.
    const loaded = place({ title: 'Bäckerei Frommelt am Rathaus' })
    const { api } = await import('../../api.js')
    const read = vi.spyOn(api, 'item').mockResolvedValue(loaded)
    onlineManager.setOnline(true)
    expect(await screen.findByRole('heading', { name: 'Bäckerei Frommelt am Rathaus' })).toBeTruthy()
    expect(read).toHaveBeenCalled()
  })

  it('online, shows what the map knows while the details come, and says when they could not be loaded', async () => {
    show(new TypeError('Failed to fetch'))
    // At once: the pin's name and category, busy, never an empty card.
    const heading = await screen.findByRole('heading', { name: 'Bäckerei Frommelt' })
    expect(heading.closest('article')?.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByText('Angaben werden geladen …')).toBeTruthy()
    // After the network's two retries, a second and two apart.
    const alert = await screen.findByRole('alert', {}, { timeout: 6000 })
    expect(alert.textContent).toMatch(/nicht geladen werden/)
    expect(screen.getByRole('heading', { name: 'Bäckerei Frommelt' })).toBeTruthy()
    // Asked again, it comes.
    const { api } = await import('../../api.js')
    vi.spyOn(api, 'item').mockResolvedValue(place({ title: 'Bäckerei Frommelt am Rathaus' }))
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    expect(await screen.findByRole('heading', { name: 'Bäckerei Frommelt am Rathaus' })).toBeTruthy()
  }, 10_000)

  it('shows translated subtitles, the address, directions and the hours as a week', async () => {
    show(place({}))
    expect(screen.getByText('Bäckerei · Rollstuhlgerecht')).toBeTruthy()
    expect(screen.queryByText(/\byes\b|· Ja/)).toBeNull()
    expect(screen.getByText('Rütti 49, 9490 Vaduz')).toBeTruthy()
    const route = screen.getByRole('link', { name: /Route planen/ })
    expect(route.getAttribute('href')).toContain('destination=47.136040,9.514855')
    expect(await screen.findByRole('row', { current: 'date' })).toBeTruthy()
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual([
      'Mo',
      'Di',
      'Mi',
      'Do',
      'Fr',
      'Sa',
      'So',
    ])
    expect(screen.queryByText('Mo-Fr 09:00-18:30')).toBeNull()
  })

  it('gives an event its compact date first and no opening-hours state', () => {
    const event = place({
      title: 'Funken Vaduz',
      categories: [
        {
          categoryId: 2,
          dateCreated: '2026-01-01T00:00:00Z',
          mainCategory: 'Event',
          subCategory: 'Festival',
          icon: null,
        },
      ],
      tags: [itemTag(71, 'liechtenstein', 'funken', 0)],
      events: [
        {
          id: 5,
          itemId: 1,
          dateBegin: '2099-11-26T16:00:00Z',
          dateEnd: '2099-11-26T22:00:00Z',
          branches: [],
        },
      ],
    })
    const { container } = show(event)
    expect(screen.getByText('Fest · Funken')).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Termine' }).textContent).toBe('Do 26.11.2099, 17:00–23:00')
    expect(container.textContent).not.toMatch(/Geschlossen|Geöffnet|Öffnungszeiten|Mo-Fr/)
  })

  it("keeps a place's weekly hours beside an event's dates", async () => {
    const pharmacy = place({
      title: 'Apotheke am Städtle',
      itemDetails: [
        {
          id: 9,
          itemId: 1,
          dataKeyV2: 'hours',
          dataKeyGroup: null,
          dataValue: 'Mo-Fr 08:00-18:30',
          dataValueUnit: null,
          dateUpdated: '2026-01-01T00:00:00Z',
        },
      ],
      events: [
        {
          id: 6,
          itemId: 1,
          dateBegin: '2099-11-26T08:00:00Z',
          dateEnd: '2099-11-26T11:00:00Z',
          branches: [],
        },
      ],
    })
    show(pharmacy)
    expect(screen.getByRole('region', { name: 'Termine' }).textContent).toBe('Do 26.11.2099, 09:00–12:00')
    expect(await screen.findByRole('row', { current: 'date' })).toBeTruthy()
  })

  it('copies the link when the device has no share sheet, and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    show(place({}))
    fireEvent.click(screen.getByRole('button', { name: 'Teilen' }))
    expect(await screen.findByText('Link kopiert')).toBeTruthy()
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${window.location.pathname}`)
  })

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    })
    show(place({}))
    fireEvent.click(screen.getByRole('button', { name: 'Teilen' }))
    expect(((await screen.findByRole('textbox')) as HTMLInputElement).value).toMatch(/^http/)
    expect(screen.queryByText('Link kopiert')).toBeNull()
  })

  it('says a place the API does not know was not found, with a way back to the map', async () => {
    show(new ApiError(404, undefined))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dieser Ort wurde nicht gefunden.' }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Zur Karte' }).getAttribute('href')).toBe('/map')
    expect(screen.queryByText(/nicht geladen werden/)).toBeNull()
  })

  it('keeps the loading failure for other errors', async () => {
    show(new ApiError(503, undefined))
    // After the one retry a failure other than 404 gets.
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 })
    expect(alert.textContent).toMatch(/nicht geladen werden/)
  })
})

describe('placeSubtitle', () => {
  it('waits for the lists instead of showing raw words, and drops repeats and empty labels', () => {
    const item = place({ tags: [itemTag(13, 'wheelchair', 'yes', 1), itemTag(15, 'wheelchair', 'no', 0)] })
    expect(placeSubtitle(item, [], [])).toBe('')
    expect(placeSubtitle(item, CATEGORIES, TAGS)).toBe('Bäckerei · Rollstuhlgerecht: Nein · Rollstuhlgerecht')
    const hidden = place({ tags: [{ ...itemTag(13, 'wheelchair', 'yes', 0), isHidden: true }] })
    expect(placeSubtitle(hidden, CATEGORIES, TAGS)).toBe('Bäckerei')
  })
})

describe('addressLine and directionsHref', () => {
  const address = {
    id: 1,
    countryId: 1,
    stateId: 1,
    cityId: 1,
    street: 'Rütti',
    housenumber: '49',
    postcode: '9490',
  }
  it('writes what the address has, the city from its list', () => {
    expect(addressLine(address, { title: 'Vaduz', postcode: '9490' })).toBe('Rütti 49, 9490 Vaduz')
    expect(
      addressLine({ ...address, street: null, postcode: null }, { title: 'Vaduz', postcode: '9490' }),
    ).toBe('9490 Vaduz')
    expect(addressLine({ ...address, street: '  ', housenumber: '3' })).toBeUndefined()
    expect(addressLine(address)).toBe('Rütti 49')
  })
  it('points the route planner at the coordinates', () => {
    expect(directionsHref({ lat: 47.1, lon: 9.5 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=47.100000,9.500000',
    )
  })
})
