// @vitest-environment jsdom
import type { BranchesResponse } from '@quo/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { GeometryEditorProps } from '../screens/place/geometry/GeometryEditor.js'
import { GeometrySection } from '../screens/place/geometry/GeometrySection.js'
import { SaveBar } from '../screens/place/SaveBar.js'
import { api } from '../session.js'
import { dashboardItem } from './fixtures.js'

// The drawing editor without WebGL: a stand-in that shows what the section hands it.
vi.mock('../screens/place/geometry/GeometryEditor.js', () => ({
  default: ({ levelContext, center, onCancel }: GeometryEditorProps) => (
    <div data-testid="drawing" data-level={levelContext?.level ?? ''} data-tiles={levelContext?.tiles ?? ''}>
      {center.join(',')}
      <button type="button" onClick={onCancel}>
        Abbrechen
      </button>
    </div>
  ),
}))
vi.mock('../session.js', () => ({ api: { branches: vi.fn() } }))
afterEach(cleanup)

const fair = {
  shortId: 25,
  levels: [
    { key: 'EG', sortOrder: 0, layerId: 'level-eg', layerPath: '/api/branches/25/tiles_eg/{z}/{x}/{y}.png' },
    { key: 'OG', sortOrder: 1, layerId: 'level-og', layerPath: '/api/branches/25/tiles_og/{z}/{x}/{y}.png' },
  ],
}

function renderSection(onDrawingChange: (open: boolean) => void) {
  vi.mocked(api.branches).mockResolvedValue({ branches: [fair] } as unknown as BranchesResponse)
  const item = dashboardItem({
    lon: 9.5102,
    lat: 47.1641,
    itemDetails: [
      {
        id: 1,
        itemId: 7,
        dataKeyV2: 'level',
        dataKeyGroup: null,
        dataValue: 'OG',
        dataValueUnit: null,
        dateUpdated: '2025-05-20T08:00:00Z',
      },
    ],
  })
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <GeometrySection item={item} branchShortId={25} onDrawingChange={onDrawingChange} />
    </QueryClientProvider>,
  )
}

describe('the drawing of a shape', () => {
  it("gets the place's position and its level's plan of the fair, and tells the editor while it is open", async () => {
    const onDrawingChange = vi.fn()
    renderSection(onDrawingChange)
    expect(onDrawingChange).toHaveBeenLastCalledWith(false)
    fireEvent.click(screen.getByRole('button', { name: 'Neue Form zeichnen' }))
    const drawing = await screen.findByTestId('drawing')
    expect(onDrawingChange).toHaveBeenLastCalledWith(true)
    expect(drawing.textContent).toContain('9.5102,47.1641')
    await vi.waitFor(() => expect(drawing.dataset.level).toBe('OG'))
    expect(drawing.dataset.tiles).toBe(`${window.location.origin}/api/branches/25/tiles_og/{z}/{x}/{y}.png`)
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }))
    expect(onDrawingChange).toHaveBeenLastCalledWith(false)
  })
})

describe('the save bar', () => {
  const bar = (floating?: boolean) => {
    render(
      <SaveBar floating={floating} create={false} dirty savedNote={false} saving={false} onReset={vi.fn()} />,
    )
    return screen.getByRole('region', { name: 'Ort speichern' })
  }

  it('floats at the foot of the screen, except while a shape is drawn', () => {
    expect(bar().className).toContain('sticky')
    cleanup()
    expect(bar(false).className).not.toContain('sticky')
  })
})
