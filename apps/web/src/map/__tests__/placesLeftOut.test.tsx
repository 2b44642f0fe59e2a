import type { MapEngine } from '@quo/map-engine'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { engineAtom } from '../../state/atoms.js'
import { createStateStore, StateProvider } from '../../state/store.js'
import { PlacesLeftOut } from '../PlacesLeftOut.js'

/** An engine whose map leaves out `leftOut()` places, and tells of each stop with `idle`. */
function fakeEngine(leftOut: () => number) {
  const idle = new Set<() => void>()
  const engine = {
    placesLeftOut: leftOut,
    getZoom: () => 11.6,
    flyTo: vi.fn(),
    on: (type: string, handler: () => void) => {
      if (type === 'idle') idle.add(handler)
      return () => idle.delete(handler)
    },
  }
  const render_ = () => {
    const store = createStateStore()
    store.set(engineAtom, engine as unknown as MapEngine)
    render(
      <StateProvider store={store}>
        <PlacesLeftOut />
      </StateProvider>,
    )
  }
  const stop = () =>
    act(() => {
      for (const handler of idle) handler()
    })
  return { engine, render: render_, idle: stop }
}

afterEach(cleanup)

describe('places left out', () => {
  it('says how many places zooming in shows, and zooms in one step when tapped', () => {
    const { engine, render } = fakeEngine(() => 12_345)
    render()
    // Grouped as in Liechtenstein; ICU versions differ on the apostrophe's form.
    fireEvent.click(screen.getByRole('button', { name: /^12['’]345 weitere Orte beim Hineinzoomen$/ }))
    expect(engine.flyTo).toHaveBeenCalledWith({ zoom: 12 })
  })

  it('follows the map as it stops, and shows nothing while every place is drawn', () => {
    let count = 1
    const map = fakeEngine(() => count)
    map.render()
    expect(screen.getByRole('button').textContent).toBe('Ein weiterer Ort beim Hineinzoomen')
    count = 0
    map.idle()
    expect(screen.queryByRole('button')).toBeNull()
    count = 40
    map.idle()
    expect(screen.getByRole('button').textContent).toBe('40 weitere Orte beim Hineinzoomen')
  })
})
