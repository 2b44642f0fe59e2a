// @vitest-environment jsdom
import { ApiError } from '@quo/api-client'
import type { DashboardItem, ItemDetailKey } from '@quo/contract'
import { QueryClient, useQuery } from '@tanstack/react-query'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createStateStore, StateProvider } from '../app/store.js'
import { messages } from '../messages.js'
import { placeMessages as t } from '../screens/place/messages.js'
import { PlaceEditor, type PlaceReferenceData } from '../screens/place/PlaceEditor.js'
import { placeQuery } from '../screens/place/placeQuery.js'
import { api } from '../session.js'
import { dashboardItem } from './fixtures.js'
import { installModalDialogs, renderWithQuery } from './renderWithQuery.js'

// The place editor's save (usePlaceSave) and delete (usePlaceDelete), seen through the form.

vi.mock('../session.js', () => ({
  api: {
    nearestCity: vi.fn(),
    dashboardItem: vi.fn(),
    createItem: vi.fn(),
    updateItem: vi.fn(),
    createItemDetail: vi.fn(),
    deleteItem: vi.fn(),
  },
}))
// The map and the sub-record sections are tested on their own; the form is what counts here.
vi.mock('../screens/place/PositionMap.js', () => ({ default: () => null }))
vi.mock('../screens/place/PlaceRecordSections.js', () => ({ PlaceRecordSections: () => null }))
const mocked = vi.mocked(api)

const NOTE_KEY: ItemDetailKey = {
  id: 1,
  keyName: 'note',
  keyTitle: 'Note',
  keyType: 'text',
  unit: null,
  iconId: null,
  colorName: null,
  isHidden: false,
  sortOrder: 1,
  label: 'Hinweis',
}

const REFERENCE: PlaceReferenceData = {
  categories: [],
  tags: [],
  detailKeys: [NOTE_KEY],
  tagOptions: { maps: [], features: [] },
  center: { lon: 9.52, lat: 47.14 },
  branchOfTag: new Map(),
  maps: new Map(),
  defaultBranch: undefined,
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  installModalDialogs()
  mocked.nearestCity.mockResolvedValue({
    id: 1,
    title: 'Vaduz',
    postcode: '9490',
    countryId: 1,
    stateId: null,
    distanceMeters: 120,
  } as Awaited<ReturnType<typeof api.nearestCity>>)
})
afterEach(() => {
  cleanup()
  localStorage.clear()
})

/**
 * Renders the editor as its screen does: an update form fed from the cached place (so a save's
 * fresh read shows), or the create form; `store` is the app's state store, shared between renders.
 */
function Editor({
  id,
  store,
  onCreated,
  onDeleted,
}: {
  id: number | undefined
  store: ReturnType<typeof createStateStore>
  onCreated: () => void
  onDeleted: () => void
}) {
  const place = useQuery({ ...placeQuery(id ?? 0), enabled: id !== undefined })
  if (id !== undefined && !place.data) return null
  return (
    <StateProvider store={store}>
      <PlaceEditor item={place.data} reference={REFERENCE} onCreated={onCreated} onDeleted={onDeleted} />
    </StateProvider>
  )
}

function renderEditor(item: DashboardItem | undefined, store = createStateStore()) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  })
  if (item) client.setQueryData(placeQuery(item.id).queryKey, item)
  const onCreated = vi.fn()
  const onDeleted = vi.fn()
  renderWithQuery(() => <Editor id={item?.id} store={store} onCreated={onCreated} onDeleted={onDeleted} />, {
    client,
  })
  return { onCreated, onDeleted, store }
}

const status = () => within(screen.getByRole('region', { name: t.saveBar })).getByRole('status')

describe('saving the place editor', () => {
  it('sends what changed, shows the place as read again and says everything is saved', async () => {
    const item = dashboardItem()
    mocked.updateItem.mockResolvedValue(item)
    mocked.dashboardItem.mockResolvedValue({ ...item, title: 'Rheinweg Nord' })
    renderEditor(item)

    fireEvent.change(await screen.findByLabelText(t.title), { target: { value: 'Rheinweg Nord ' } })
    expect(status().textContent).toBe(t.unsaved)
    fireEvent.click(screen.getByRole('button', { name: t.save }))

    await waitFor(() => expect(status().textContent).toBe(t.saved))
    expect(mocked.updateItem).toHaveBeenCalledWith(7, { title: 'Rheinweg Nord' })
    expect((screen.getByLabelText(t.title) as HTMLInputElement).value).toBe('Rheinweg Nord')
    expect(screen.getByRole('button', { name: t.save })).toHaveProperty('disabled', true)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('keeps the form as typed when the server refuses, marks the field and reads the place again', async () => {
    const item = dashboardItem()
    mocked.updateItem.mockRejectedValue(
      new ApiError(400, {
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        errors: [{ path: 'body.title', message: 'too long' }],
      }),
    )
    mocked.dashboardItem.mockResolvedValue(item)
    renderEditor(item)

    const title = (await screen.findByLabelText(t.title)) as HTMLInputElement
    fireEvent.change(title, { target: { value: 'Rheinweg am Damm' } })
    fireEvent.click(screen.getByRole('button', { name: t.save }))

    const summary = await screen.findByText(messages.forms.failed[400])
    expect(summary.closest('[role="alert"]')).toBeTruthy()
    expect(screen.getByText(t.titleProblems.titleMissing)).toBeTruthy()
    // The marked field takes the focus, so the person is where the problem is.
    await waitFor(() => expect(document.activeElement).toBe(title))
    expect(title.getAttribute('aria-invalid')).toBe('true')
    expect(title.value).toBe('Rheinweg am Damm')
    expect(status().textContent).toBe(t.unsaved)
    await waitFor(() => expect(mocked.dashboardItem).toHaveBeenCalledWith(7))

    // Discarding goes back to the stored place, and the failure goes with it.
    fireEvent.click(screen.getByRole('button', { name: t.reset }))
    expect(title.value).toBe('Rheinweg')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByText(t.titleProblems.titleMissing)).toBeNull()
  })

  it('names a missing title and sends nothing', async () => {
    renderEditor(dashboardItem())
    fireEvent.change(await screen.findByLabelText(t.title), { target: { value: '  ' } })
    fireEvent.click(screen.getByRole('button', { name: t.save }))
    expect(await screen.findByText(t.titleProblems.titleMissing)).toBeTruthy()
    expect(mocked.updateItem).not.toHaveBeenCalled()
  })

  it('creates a place with its details in one request, and marks a detail the server refuses', async () => {
    mocked.createItem.mockRejectedValue(
      new ApiError(400, {
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        errors: [{ path: 'body.details.0.dataValue', message: 'refused' }],
      }),
    )
    const { onCreated } = renderEditor(undefined)

    fireEvent.change(await screen.findByLabelText(t.title), { target: { value: 'Aussicht Gaflei' } })
    fireEvent.change(screen.getByLabelText(t.addDetail), { target: { value: 'note' } })
    const note = screen.getByLabelText('Hinweis') as HTMLInputElement
    fireEvent.change(note, { target: { value: 'Bank mit Blick ins Tal' } })
    fireEvent.click(screen.getByRole('button', { name: t.create }))

    const summary = await screen.findByText(messages.forms.failed[400])
    expect(summary.closest('[role="alert"]')).toBeTruthy()
    expect(mocked.createItem).toHaveBeenCalledTimes(1)
    expect(mocked.createItem).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Aussicht Gaflei',
        details: [{ dataKeyV2: 'note', dataValue: 'Bank mit Blick ins Tal', dataValueUnit: null }],
      }),
    )
    expect(mocked.createItemDetail).not.toHaveBeenCalled()
    expect(onCreated).not.toHaveBeenCalled()
    // The refused detail is marked beside its field and focused; the input is still there.
    await waitFor(() => expect(document.activeElement).toBe(note))
    expect(note.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText(messages.forms.invalidField)).toBeTruthy()
    expect(note.value).toBe('Bank mit Blick ins Tal')

    // Changing the value takes its mark away.
    fireEvent.change(note, { target: { value: 'Bank mit Blick' } })
    expect(screen.queryByText(messages.forms.invalidField)).toBeNull()
  })

  it('keeps the form when the server cannot be reached, and sends it again on request', async () => {
    const item = dashboardItem()
    mocked.updateItem.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    mocked.dashboardItem.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    renderEditor(item)

    const title = (await screen.findByLabelText(t.title)) as HTMLInputElement
    fireEvent.change(title, { target: { value: 'Rheinweg am Damm' } })
    fireEvent.click(screen.getByRole('button', { name: t.save }))
    expect((await screen.findByRole('alert')).textContent).toContain(messages.forms.failed.offline)
    // Reading the place again failed too: the form stays, with what was typed.
    await waitFor(() => expect(mocked.dashboardItem).toHaveBeenCalledTimes(1))
    expect(title.value).toBe('Rheinweg am Damm')
    expect(status().textContent).toBe(t.unsaved)

    mocked.updateItem.mockResolvedValue(item)
    mocked.dashboardItem.mockResolvedValue({ ...item, title: 'Rheinweg am Damm' })
    fireEvent.click(screen.getByRole('button', { name: t.saveAgain }))
    await waitFor(() => expect(status().textContent).toBe(t.saved))
    expect(mocked.updateItem).toHaveBeenLastCalledWith(7, { title: 'Rheinweg am Damm' })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('keeps a draft in the browser and offers it when the form opens again', async () => {
    const item = dashboardItem()
    renderEditor(item)
    fireEvent.change(await screen.findByLabelText(t.title), { target: { value: 'Rheinweg am Damm' } })
    await waitFor(() => expect(Object.keys(localStorage).some((k) => k.endsWith('place.7'))).toBe(true))
    cleanup()

    // A reload: the form starts from the stored place and offers the draft.
    renderEditor(item)
    const title = (await screen.findByLabelText(t.title)) as HTMLInputElement
    expect(title.value).toBe('Rheinweg')
    fireEvent.click(screen.getByRole('button', { name: t.restoreDraft }))
    expect(title.value).toBe('Rheinweg am Damm')
    expect(status().textContent).toBe(t.unsaved)
    expect(screen.queryByRole('button', { name: t.restoreDraft })).toBeNull()
    cleanup()

    // Dropped, it is not offered again.
    renderEditor(item)
    fireEvent.click(await screen.findByRole('button', { name: t.dropDraft }))
    cleanup()
    renderEditor(item)
    expect(await screen.findByLabelText(t.title)).toBeTruthy()
    expect(screen.queryByRole('button', { name: t.restoreDraft })).toBeNull()
  })

  it('shows a refused delete in the form, until the next save', async () => {
    const item = dashboardItem()
    mocked.deleteItem.mockRejectedValue(new ApiError(403, undefined))
    mocked.updateItem.mockResolvedValue(item)
    mocked.dashboardItem.mockResolvedValue({ ...item, title: 'Rheinweg Süd' })
    const { onDeleted } = renderEditor(item)

    fireEvent.click(await screen.findByRole('button', { name: t.delete }))
    fireEvent.click(await screen.findByRole('button', { name: t.deleteConfirm }))
    expect((await screen.findByRole('alert')).textContent).toBe(messages.forms.failed[403])
    expect(mocked.deleteItem).toHaveBeenCalledWith(7)
    expect(onDeleted).not.toHaveBeenCalled()

    fireEvent.change(screen.getByLabelText(t.title), { target: { value: 'Rheinweg Süd' } })
    fireEvent.click(screen.getByRole('button', { name: t.save }))
    await waitFor(() => expect(status().textContent).toBe(t.saved))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
