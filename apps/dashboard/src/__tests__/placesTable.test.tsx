// @vitest-environment jsdom
import type { DashboardItemRow } from '@quo/contract'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PlacesTable } from '../screens/places/PlacesTable.js'
import { itemRow } from './fixtures.js'
import { renderWithQuery } from './renderWithQuery.js'

// jsdom lays nothing out; the virtualiser needs a viewport to put rows in.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000)
  // The router restores the scroll position, which jsdom does not implement.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})
afterEach(cleanup)

const NOW = Date.parse('2025-06-01T12:00:00Z')

const row = (id: number, title: string, reviewDue: string | null, city: string | null = 'Vaduz') =>
  itemRow(id, title, { reviewDue, city })

function renderTable(rows: DashboardItemRow[], selectedId?: number) {
  renderWithQuery(
    () => (
      <PlacesTable rows={rows} categoryNames={new Map([[1, 'Essen']])} now={NOW} selectedId={selectedId} />
    ),
    { path: '/dashboard/places/' },
  )
}

describe('places table', () => {
  it('shows the columns in German and links each row to its editor', async () => {
    renderTable([row(7, 'Rathaus', '2025-07-01T00:00:00Z'), row(8, 'Kunstmuseum', null, null)])
    const link = await screen.findByRole('link', { name: 'Rathaus' })
    expect(link.getAttribute('href')).toBe('/dashboard/places/7/')
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Titel',
      'Kategorien',
      'Ort',
      'Nächste Überprüfung',
      'Zuletzt bearbeitet',
    ])
    expect(screen.getAllByText('Essen')).toHaveLength(2)
    expect(screen.getByText('01.07.2025')).toBeTruthy()
    expect(screen.queryByText('überfällig')).toBeNull()
  })

  it('marks an overdue review', async () => {
    renderTable([row(9, 'Schloss', '2025-05-01T00:00:00Z')])
    await screen.findByRole('link', { name: 'Schloss' })
    expect(screen.getByText('überfällig')).toBeTruthy()
  })

  it('does not mark a review due today as overdue: a new place is not overdue at once', async () => {
    renderTable([row(10, 'Neu', new Date(Date.now() - 60_000).toISOString())])
    await screen.findByRole('link', { name: 'Neu' })
    expect(screen.queryByText('überfällig')).toBeNull()
  })

  it('marks the place last opened (go to selected item)', async () => {
    renderTable([row(7, 'Rathaus', null), row(8, 'Kunstmuseum', null)], 8)
    const link = await screen.findByRole('link', { name: 'Kunstmuseum' })
    expect(link.closest('tr')?.getAttribute('aria-current')).toBe('true')
    expect(
      screen.getByRole('link', { name: 'Rathaus' }).closest('tr')?.getAttribute('aria-current'),
    ).toBeNull()
  })
})
