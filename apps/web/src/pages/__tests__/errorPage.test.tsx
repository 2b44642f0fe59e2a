import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorPage } from '../ErrorPage.js'

const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/ChatCard.js')

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

describe('a part of the site that could not load', () => {
  it('offline: says so calmly, does not reload, and reloads once the network is back', () => {
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    render(<ErrorPage error={chunkError} />)
    expect(screen.getByRole('heading', { name: 'Keine Internetverbindung' })).toBeTruthy()
    expect(reload).not.toHaveBeenCalled()

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    window.dispatchEvent(new Event('online'))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('online: a chunk of an older release reloads the page into the current one', () => {
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    const { container } = render(<ErrorPage error={chunkError} />)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(container.textContent).toBe('')
  })
})
