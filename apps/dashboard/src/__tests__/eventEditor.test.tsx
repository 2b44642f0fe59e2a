// @vitest-environment jsdom
import { ApiError } from '@quo/api-client'
import type { Branch, DashboardEvent } from '@quo/contract'
import { createRootRoute, createRoute, Outlet } from '@tanstack/react-router'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { messages } from '../messages.js'
import { EventEditorScreen } from '../screens/events/EventEditorScreen.js'
import { eventMessages } from '../screens/events/messages.js'
import { api } from '../session.js'
import { itemRow } from './fixtures.js'
import { installModalDialogs, renderWithQuery } from './renderWithQuery.js'

vi.mock('../session.js', () => ({
  api: {
    branches: vi.fn(),
    dashboardEvent: vi.fn(),
    dashboardItems: vi.fn(),
    createEvent: vi.fn(),
    updateEvent: vi.fn(),
    addEventBranch: vi.fn(),
    removeEventBranch: vi.fn(),
    deleteEvent: vi.fn(),
  },
}))
const mocked = vi.mocked(api)

const branch = (id: number, title: string, hasEvents = true) =>
  ({ id, shortId: id, title, hasEvents }) as Branch

const EVENT: DashboardEvent = {
  id: 61,
  itemId: 895,
  itemNanoId: 'xwKNfIK9t9oq',
  title: 'Openair Gärtle',
  dateBegin: '2026-11-26T11:00:00.000Z',
  dateEnd: '2026-11-26T16:00:00.000Z',
  branches: [{ branchId: 1 }],
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  installModalDialogs()
  mocked.branches.mockResolvedValue({
    branches: [
      branch(1, 'Liechtenstein entdecken'),
      branch(4, 'Gemeinde Schaan'),
      branch(2, 'Planken', false),
    ],
    hostRedirects: [],
  })
  mocked.dashboardEvent.mockResolvedValue(EVENT)
})
afterEach(cleanup)

function renderEditor(path: string) {
  const rootRoute = createRootRoute({ component: Outlet })
  const list = createRoute({ getParentRoute: () => rootRoute, path: '/events/', component: () => null })
  const create = createRoute({
    getParentRoute: () => rootRoute,
    path: '/events/new',
    component: EventEditorScreen,
  })
  const edit = createRoute({
    getParentRoute: () => rootRoute,
    path: '/events/$eventId',
    params: {
      parse: (p) => ({ eventId: Number(p.eventId) }),
      stringify: (p) => ({ eventId: String(p.eventId) }),
    },
    component: EventEditorScreen,
  })
  renderWithQuery(rootRoute.addChildren([list, create, edit]), { path })
}

const v = eventMessages.validation
const t = eventMessages.editor

describe('event editor', () => {
  it('says in German at once that the end is before the begin, and sends nothing', async () => {
    renderEditor('/dashboard/events/new/')
    const begin = await screen.findByLabelText(t.begin)
    fireEvent.change(begin, { target: { value: '2026-12-05T18:00' } })
    expect(screen.queryByText(v.endBeforeBegin)).toBeNull()
    const end = screen.getByLabelText(t.end)
    fireEvent.change(end, { target: { value: '2026-12-05T17:00' } })
    const message = await screen.findByText(v.endBeforeBegin)
    expect(message.getAttribute('role')).toBe('alert')
    expect(end.getAttribute('aria-invalid')).toBe('true')
    expect(end.getAttribute('aria-describedby')).toContain(message.id)

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Gemeinde Schaan' }))
    fireEvent.click(screen.getByRole('button', { name: t.create }))
    // The other gaps are named once a save is tried.
    expect(await screen.findByText(v.item)).toBeTruthy()
    expect(screen.getByText(v.endBeforeBegin)).toBeTruthy()
    // The first field to fix gets the focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox')))
    expect(mocked.createEvent).not.toHaveBeenCalled()

    fireEvent.change(end, { target: { value: '2026-12-05T23:00' } })
    await waitFor(() => expect(screen.queryByText(v.endBeforeBegin)).toBeNull())
  })

  it('offers the maps that show events, and asks for one', async () => {
    renderEditor('/dashboard/events/new/')
    expect(await screen.findByRole('checkbox', { name: 'Liechtenstein entdecken' })).toBeTruthy()
    expect(screen.queryByRole('checkbox', { name: 'Planken' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: t.create }))
    expect(await screen.findByText(v.branches)).toBeTruthy()
  })

  it('saves only what changed: the new branch linked, the old one unlinked, no PUT', async () => {
    mocked.addEventBranch.mockResolvedValue({ eventId: 61, branchId: 4 })
    mocked.removeEventBranch.mockResolvedValue({ eventId: 61, branchId: 1 })
    mocked.dashboardEvent
      .mockResolvedValueOnce(EVENT)
      .mockResolvedValue({ ...EVENT, branches: [{ branchId: 4 }] })
    renderEditor('/dashboard/events/61/')
    expect(await screen.findByText(messages.forms.placeSearch.chosen('Openair Gärtle'))).toBeTruthy()
    const first = await screen.findByRole('checkbox', { name: 'Liechtenstein entdecken' })
    expect((first as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gemeinde Schaan' }))
    fireEvent.click(first)
    fireEvent.click(screen.getByRole('button', { name: t.save }))
    expect(await screen.findByText(t.saved)).toBeTruthy()
    expect(mocked.updateEvent).not.toHaveBeenCalled()
    expect(mocked.addEventBranch).toHaveBeenCalledWith({ eventId: 61, branchId: 4 })
    expect(mocked.removeEventBranch).toHaveBeenCalledWith(61, 1)
    // Saved: nothing is unsaved any more.
    expect(screen.queryByText(t.unsaved)).toBeNull()
  })

  it('creates the event, opens its own editor and says once that it was created', async () => {
    mocked.dashboardItems.mockResolvedValue({
      page: 1,
      pageCount: 1,
      total: 1,
      items: [itemRow(895, 'Openair Gärtle')],
    })
    mocked.createEvent.mockResolvedValue(EVENT)
    renderEditor('/dashboard/events/new/')
    const box = await screen.findByRole('combobox', { name: t.item })
    fireEvent.focus(box)
    fireEvent.change(box, { target: { value: 'Openair' } })
    fireEvent.click(await screen.findByRole('option', { name: /^Openair Gärtle/ }))
    fireEvent.change(screen.getByLabelText(t.begin), { target: { value: '2026-11-26T12:00' } })
    fireEvent.change(screen.getByLabelText(t.end), { target: { value: '2026-11-26T17:00' } })
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Liechtenstein entdecken' }))
    fireEvent.click(screen.getByRole('button', { name: t.create }))

    expect(await screen.findByText(t.created)).toBeTruthy()
    expect(mocked.createEvent).toHaveBeenCalledWith(expect.objectContaining({ itemId: 895, branchIds: [1] }))
    expect(screen.getByRole('button', { name: t.save })).toBeTruthy()
    cleanup()

    // Said once: opening the event again says nothing of its creation.
    renderEditor('/dashboard/events/61/')
    expect(await screen.findByRole('button', { name: t.save })).toBeTruthy()
    expect(screen.queryByText(t.created)).toBeNull()
  })

  it('keeps the input when a save is refused, with the summary on top and the field marked', async () => {
    mocked.updateEvent.mockRejectedValue(
      new ApiError(400, {
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        errors: [{ path: 'body.dateEnd', message: 'dateEnd must not be before dateBegin' }],
      }),
    )
    renderEditor('/dashboard/events/61/')
    const end = (await screen.findByLabelText(t.end)) as HTMLInputElement
    await waitFor(() => expect(end.value).not.toBe(''))
    fireEvent.change(end, { target: { value: '2027-01-05T20:00' } })
    fireEvent.click(screen.getByRole('button', { name: t.save }))
    const summary = await screen.findByText(messages.forms.failed[400])
    expect(summary.getAttribute('role')).toBe('alert')
    expect(screen.getByText(v.endBeforeBegin)).toBeTruthy()
    expect(end.value).toBe('2027-01-05T20:00')
    expect(screen.getByText(t.unsaved)).toBeTruthy()
  })
})
