// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// The place editor's pin without WebGL: the map engine is replaced by a stand-in that keeps the
// marker element and its move callback, as MapLibre would.
const marker = vi.hoisted(() => ({
  element: null as HTMLElement | null,
  onMove: null as ((at: [number, number]) => void) | null,
  setPosition: vi.fn(),
}))
vi.mock('maplibre-gl', () => ({ setWorkerUrl: vi.fn() }))
vi.mock('@quo/map-engine', () => ({
  MapEngine: class {
    readonly container: HTMLElement
    constructor(options: { container: HTMLElement }) {
      this.container = options.container
    }
    addMarker(
      element: HTMLElement,
      _at: [number, number],
      options: { onMove: (at: [number, number]) => void },
    ) {
      this.container.append(element)
      marker.element = element
      marker.onMove = options.onMove
      return { setPosition: marker.setPosition, remove: vi.fn() }
    }
    on() {
      return () => undefined
    }
    jumpTo() {}
    destroy() {}
  },
}))

const { default: PositionMap } = await import('../screens/place/PositionMap.js')

beforeEach(() => {
  marker.element = null
  marker.onMove = null
})
afterEach(cleanup)

describe('the position pin', () => {
  it('is a button named with its coordinates, not a slider without values', () => {
    render(<PositionMap lon={9.5215} lat={47.141} onMove={vi.fn()} branchShortId={3} />)
    const pin = screen.getByRole('button', {
      name: 'Position des Orts: 47.14100° Nord, 9.52150° Ost – mit den Pfeiltasten verschieben',
    })
    expect(pin).toBe(marker.element)
    expect(pin.tagName).toBe('BUTTON')
    expect(pin.getAttribute('type')).toBe('button')
    expect(screen.queryByRole('slider')).toBeNull()
  })

  it('says where it was moved, reports the move and is renamed after it', () => {
    const onMove = vi.fn()
    render(<PositionMap lon={9.5215} lat={47.141} onMove={onMove} branchShortId={3} />)
    act(() => marker.onMove?.([9.521543219, 47.14103]))
    expect(onMove).toHaveBeenCalledWith({ lon: 9.5215432, lat: 47.14103 })
    expect(screen.getByText('Position: 47.14103° Nord, 9.52154° Ost').getAttribute('aria-live')).toBe(
      'polite',
    )
    expect(marker.element?.getAttribute('aria-label')).toBe(
      'Position des Orts: 47.14103° Nord, 9.52154° Ost – mit den Pfeiltasten verschieben',
    )
  })

  it('follows typed coordinates without announcing them, and ignores ones out of range', () => {
    const { rerender } = render(<PositionMap lon={9.5215} lat={47.141} onMove={vi.fn()} branchShortId={3} />)
    rerender(<PositionMap lon={9.53} lat={47.15} onMove={vi.fn()} branchShortId={3} />)
    expect(marker.setPosition).toHaveBeenLastCalledWith([9.53, 47.15])
    expect(marker.element?.getAttribute('aria-label')).toContain('47.15000° Nord, 9.53000° Ost')
    expect(screen.queryByText(/^Position: /)).toBeNull()
    rerender(<PositionMap lon={9.53} lat={147} onMove={vi.fn()} branchShortId={3} />)
    expect(marker.element?.getAttribute('aria-label')).toContain('47.15000° Nord')
  })

  it('says south and west for negative coordinates', () => {
    render(<PositionMap lon={-70.6483} lat={-33.4489} onMove={vi.fn()} branchShortId={3} />)
    expect(marker.element?.getAttribute('aria-label')).toBe(
      'Position des Orts: 33.44890° Süd, 70.64830° West – mit den Pfeiltasten verschieben',
    )
  })
})
