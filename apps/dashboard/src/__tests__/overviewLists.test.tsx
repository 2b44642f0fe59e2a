// @vitest-environment jsdom
import type { DashboardEvent, DashboardItemRow, DashboardItemsQuery } from '@quo/contract'
import { cleanup, screen, within } from '@testing-library/react'
import { AuthContext, type AuthContextProps } from 'react-oidc-context'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { OverviewScreen } from '../screens/OverviewScreen.js'
import { api } from '../session.js'
import { itemRow } from './fixtures.js'
import { renderWithQuery } from './renderWithQuery.js'

vi.mock('../session.js', () => ({
  api: { dashboardItems: vi.fn(), dashboardEvents: vi.fn(), branches: vi.fn() },
}))

const NOW = Date.parse('2025-06-01T10:00:00Z')
const DAY = 86_400_000

const row = (id: number, title: string, patch: Partial<DashboardItemRow> = {}) =>
  itemRow(id, title, { dateUpdated: '2025-01-01T00:00:00Z', ...patch })
const page = (items: DashboardItemRow[], total = items.length) => ({ page: 1, pageCount: 1, total, items })
const event = (id: number, title: string, dateBegin: string, branchIds: number[]): DashboardEvent => ({
  id,
  itemId: 100 + id,
  itemNanoId: `event${id}`,
  title,
  dateBegin,
  dateEnd: new Date(Date.parse(dateBegin) + 3 * 3_600_000).toISOString(),
  branches: branchIds.map((branchId) => ({ branchId })),
})

const items = vi.mocked(api.dashboardItems)
const events = vi.mocked(api.dashboardEvents)
const branches = vi.mocked(api.branches)

/** What the API answers per list, told apart by the filter the screen sends. */
function answer(lists: {
  overdue?: DashboardItemRow[]
  soon?: DashboardItemRow[]
  recent?: DashboardItemRow[]
  events?: DashboardEvent[]
}) {
  items.mockImplementation(async (filter: Partial<DashboardItemsQuery> = {}) => {
    if (filter.pageSize === 1) return page([], filter.reviewDue ? 12 : 3456)
    if (filter.reviewDue === true) return page(lists.overdue ?? [], 12)
    if (filter.reviewDueBefore) return page(lists.soon ?? [])
    return page(lists.recent ?? [])
  })
  events.mockImplementation(async () => ({
    page: 1,
    pageCount: 1,
    total: lists.events?.length ?? 0,
    events: lists.events ?? [],
  }))
  branches.mockResolvedValue({
    branches: [{ id: 4, title: 'Gemeinde Schaan', shortTitle: 'Schaan' }],
    hostRedirects: [],
  } as unknown as Awaited<ReturnType<typeof api.branches>>)
}

const auth = {
  user: { profile: { sub: 'staff-1', email: 'staff@quo.local' } },
} as unknown as AuthContextProps

function renderOverview() {
  renderWithQuery(() => (
    <AuthContext.Provider value={auth}>
      <OverviewScreen />
    </AuthContext.Provider>
  ))
}

const list = (name: string) => screen.findByRole('region', { name: new RegExp(`^${name}`) })

beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(NOW)
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

describe('overview work lists', () => {
  it('lists overdue and soon-due reviews, recent edits and coming events, each row a link to its editor', async () => {
    answer({
      overdue: [row(7, 'Rathaus', { reviewDue: '2025-05-01T00:00:00Z' })],
      soon: [row(8, 'Kunstmuseum', { reviewDue: new Date(NOW + 3 * DAY).toISOString(), city: 'Schaan' })],
      recent: [row(9, 'Schloss', { dateUpdated: new Date(NOW - 5 * 60_000).toISOString() })],
      events: [event(3, 'Dorffest', '2025-06-07T16:00:00Z', [4])],
    })
    renderOverview()

    const overdue = await list('Überprüfung überfällig')
    const rathaus = await within(overdue).findByRole('link', { name: /Rathaus/ })
    expect(rathaus.getAttribute('href')).toBe('/dashboard/places/7/')
    expect(rathaus.textContent).toContain('01.05.2025')
    expect(rathaus.textContent).toContain('überfällig')
    expect(rathaus.textContent).toContain('Vaduz')
    expect(within(overdue).getByTitle('12 insgesamt').textContent).toBe('12')

    const soon = await list('Fällig in den nächsten 30 Tagen')
    const museum = await within(soon).findByRole('link', { name: /Kunstmuseum/ })
    expect(museum.getAttribute('href')).toBe('/dashboard/places/8/')
    expect(museum.textContent).toContain('in 3 Tagen')
    expect(museum.textContent).not.toContain('überfällig')

    const recent = await list('Zuletzt bearbeitet')
    const schloss = await within(recent).findByRole('link', { name: /Schloss/ })
    expect(schloss.getAttribute('href')).toBe('/dashboard/places/9/')
    expect(schloss.textContent).toContain('vor 5 Minuten')

    const coming = await list('Veranstaltungen demnächst')
    const fest = await within(coming).findByRole('link', { name: /Dorffest/ })
    expect(fest.getAttribute('href')).toBe('/dashboard/events/3/')
    expect(fest.querySelector('time')?.getAttribute('dateTime')).toBe('2025-06-07T16:00:00Z')
    expect(await within(fest).findByText('Schaan')).toBeTruthy()

    // The figures stay.
    expect(await screen.findByText(new Intl.NumberFormat('de-CH').format(3456))).toBeTruthy()
    expect(screen.getByText('staff@quo.local')).toBeTruthy()
  })

  it('asks the API for each list with its filter', async () => {
    answer({})
    renderOverview()
    await screen.findAllByText('Nichts fällig')
    expect(items).toHaveBeenCalledWith({ reviewDue: true, sort: 4, pageSize: 5 })
    expect(items).toHaveBeenCalledWith({
      reviewDue: false,
      reviewDueBefore: new Date(NOW + 30 * DAY).toISOString(),
      sort: 4,
      pageSize: 5,
    })
    expect(items).toHaveBeenCalledWith({ sort: 3, pageSize: 5 })
    expect(events).toHaveBeenCalledWith({ hidePast: true, pageSize: 5 })
  })

  it('links "Alle anzeigen" to the places list with the matching filter', async () => {
    answer({})
    renderOverview()
    const href = async (name: string) =>
      (await screen.findByRole('link', { name: `Alle anzeigen: ${name}` })).getAttribute('href')
    expect(await href('Überprüfung überfällig')).toBe('/dashboard/places/?review=overdue&sort=4')
    expect(await href('Fällig in den nächsten 30 Tagen')).toBe('/dashboard/places/?review=soon&sort=4')
    expect(await href('Zuletzt bearbeitet')).toBe('/dashboard/places/?sort=3')
    expect(await href('Veranstaltungen demnächst')).toBe('/dashboard/events/')
  })

  it('says so in German when nothing is due, and when a list fails', async () => {
    answer({})
    events.mockRejectedValue(new Error('offline'))
    renderOverview()
    const overdue = await list('Überprüfung überfällig')
    expect(await within(overdue).findByText('Nichts fällig')).toBeTruthy()
    expect(within(overdue).queryAllByRole('listitem')).toHaveLength(0)
    expect(
      await within(await list('Fällig in den nächsten 30 Tagen')).findByText('Nichts fällig'),
    ).toBeTruthy()
    expect(
      await within(await list('Zuletzt bearbeitet')).findByText('Noch keine Orte bearbeitet.'),
    ).toBeTruthy()
    const coming = await list('Veranstaltungen demnächst')
    expect(await within(coming).findByText('Diese Liste konnte nicht geladen werden.')).toBeTruthy()
    expect(within(coming).getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy()
  })
})
