// @vitest-environment jsdom
import { ApiError } from '@quo/api-client'
import type { DailySessions, MetricsSummary } from '@quo/contract'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MetricsScreen } from '../screens/metrics/MetricsScreen.js'
import { api } from '../session.js'
import { renderWithQuery } from './renderWithQuery.js'

vi.mock('../session.js', () => ({
  api: { dailySessions: vi.fn(), metricsSummary: vi.fn(), branches: vi.fn() },
}))
// uPlot draws on a canvas jsdom has not: the chart stands in as its label.
vi.mock('../screens/metrics/SessionsChart.js', () => ({
  SessionsChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}))

const dailySessions = vi.mocked(api.dailySessions)
const metricsSummary = vi.mocked(api.metricsSummary)

const DAYS: DailySessions = [
  { day: '2025-03-03', sessions: 2, events: 9 },
  { day: '2025-03-02', sessions: 0, events: 0 },
  { day: '2025-03-01', sessions: 1, events: 3 },
]
const SUMMARY: MetricsSummary = {
  from: '2025-03-01',
  to: '2025-03-03',
  retentionDays: 400,
  topPlaces: [
    { itemId: 42, nanoId: 'abcdefghijkl', title: 'Kunstmuseum', city: 'Vaduz', opens: 7, sessions: 5 },
  ],
  noResultSearches: [{ term: 'hallenbad', count: 3, sessions: 2 }],
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  dailySessions.mockResolvedValue(DAYS)
  metricsSummary.mockResolvedValue(SUMMARY)
  vi.mocked(api.branches).mockResolvedValue({
    branches: [{ id: 4, shortId: 3, title: 'Gemeinde Vaduz', shortTitle: 'Vaduz' }],
    hostRedirects: [],
  } as unknown as Awaited<ReturnType<typeof api.branches>>)
})
afterEach(cleanup)

describe('the metrics screen', () => {
  it('shows the sessions of the range, the places opened most and the searches without results', async () => {
    renderWithQuery(MetricsScreen, { path: '/dashboard/metrics/?from=2025-03-01&to=2025-03-03' })
    expect(await screen.findByText('3 Besuche, 12 Aktionen im Zeitraum')).toBeTruthy()
    expect(dailySessions).toHaveBeenCalledWith({
      from: '2025-03-01',
      to: '2025-03-03',
      branchShortId: undefined,
    })
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('vom 01.03.2025 bis 03.03.2025')

    fireEvent.click(screen.getByRole('button', { name: 'Als Tabelle anzeigen' }))
    const table = screen.getByRole('table', { name: 'Besuche pro Tag als Tabelle' })
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent)
    expect(rows).toEqual(['TagBesucheAktionen', '03.03.202529', '02.03.202500', '01.03.202513'])

    const places = await screen.findByRole('table', { name: 'Am häufigsten geöffnete Orte' })
    expect(within(places).getByRole('link', { name: 'Kunstmuseum' }).getAttribute('href')).toBe(
      '/dashboard/places/42/',
    )
    // Titles repeat: the town tells the places apart.
    expect(within(places).getByRole('rowheader').textContent).toBe('Kunstmuseum, Vaduz')
    expect(
      within(screen.getByRole('table', { name: 'Suchen ohne Ergebnis' })).getByText('hallenbad'),
    ).toBeTruthy()
    expect(screen.getByText('Nach 400 Tagen werden die Daten automatisch gelöscht.')).toBeTruthy()
  })

  it('says in German what is wrong with a range and asks for none that is wrong', async () => {
    renderWithQuery(MetricsScreen, { path: '/dashboard/metrics/?from=2025-03-01&to=2025-03-03' })
    await screen.findByText('3 Besuche, 12 Aktionen im Zeitraum')
    const calls = dailySessions.mock.calls.length
    fireEvent.change(screen.getByLabelText('Bis'), { target: { value: '2025-02-01' } })
    expect(await screen.findByText('Das Enddatum darf nicht vor dem Startdatum liegen.')).toBeTruthy()
    expect(screen.getByLabelText('Bis').getAttribute('aria-invalid')).toBe('true')
    fireEvent.change(screen.getByLabelText('Von'), { target: { value: '' } })
    expect(await screen.findByText('Bitte ein vollständiges Datum eingeben.')).toBeTruthy()
    expect(dailySessions.mock.calls.length).toBe(calls)

    fireEvent.change(screen.getByLabelText('Von'), { target: { value: '2025-01-15' } })
    await vi.waitFor(() =>
      expect(dailySessions).toHaveBeenLastCalledWith({
        from: '2025-01-15',
        to: '2025-02-01',
        branchShortId: undefined,
      }),
    )
  })

  it('tells a branch editor when a map is not theirs', async () => {
    dailySessions.mockRejectedValue(new ApiError(403, undefined))
    metricsSummary.mockRejectedValue(new ApiError(403, undefined))
    renderWithQuery(MetricsScreen, { path: '/dashboard/metrics/?branchShortId=21' })
    expect(
      (await screen.findAllByText('Für diese Karte hast du keine Berechtigung.')).length,
    ).toBeGreaterThan(0)
  })
})
