import type { MapEngine } from '@quo/map-engine'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { engineAtom } from '../../state/atoms.js'
import { createStateStore, StateProvider } from '../../state/store.js'
import { LocateButton } from '../LocateButton.js'

const CODES = { PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }

/** The browser's geolocation answering every request with the error `code`. */
function failingGeolocation(code: number) {
  const error = { code, message: 'test', ...CODES } as GeolocationPositionError
  vi.stubGlobal('navigator', {
    ...navigator,
    onLine: navigator.onLine,
    geolocation: {
      getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) => fail(error),
    },
  })
}

function renderButton() {
  const store = createStateStore()
  store.set(engineAtom, { addMarker: vi.fn(), flyTo: vi.fn(), getZoom: () => 12 } as unknown as MapEngine)
  render(
    <StateProvider store={store}>
      <LocateButton />
    </StateProvider>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Mein Standort' }))
  return screen.findByRole('alert')
}

const setOnline = (onLine: boolean) => vi.stubGlobal('navigator', { ...navigator, onLine })

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('Mein Standort', () => {
  it('offline, says that the device cannot place itself without the network', async () => {
    failingGeolocation(CODES.POSITION_UNAVAILABLE)
    setOnline(false)
    expect((await renderButton()).textContent).toBe(
      'Ohne Internetverbindung kann dieses Gerät seinen Standort gerade nicht bestimmen.',
    )
  })

  it('online, says the position is not known now; a refused permission says so also offline', async () => {
    failingGeolocation(CODES.POSITION_UNAVAILABLE)
    expect((await renderButton()).textContent).toBe('Ihr Standort ist gerade nicht bestimmbar.')
    cleanup()
    failingGeolocation(CODES.PERMISSION_DENIED)
    setOnline(false)
    expect((await renderButton()).textContent).toMatch(/^Standortzugriff wurde nicht erlaubt/)
  })
})
