import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.useRealTimers()
  vi.resetModules()
})

/** A fresh copy of the module and a service worker container whose controller the test sets. */
async function withWorker(controller: object | null) {
  const worker = Object.assign(new EventTarget(), { controller })
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true })
  const module = await import('../workerControl.js')
  const take = () => {
    worker.controller = {}
    worker.dispatchEvent(new Event('controllerchange'))
  }
  return { ...module, take }
}

const state = (promise: Promise<void>) => {
  let done = false
  void promise.then(() => {
    done = true
  })
  return () => done
}

describe('waiting for the site’s service worker', () => {
  it('resolves when the worker takes the page over, not before', async () => {
    const { expectWorker, whenWorkerControls, take } = await withWorker(null)
    expectWorker()
    const resolved = state(whenWorkerControls(20_000))
    await new Promise((r) => setTimeout(r, 20))
    expect(resolved()).toBe(false)
    take()
    await vi.waitFor(() => expect(resolved()).toBe(true))
  })

  it('does not wait when no worker is coming or one controls the page already', async () => {
    const none = await withWorker(null)
    await expect(none.whenWorkerControls(20_000)).resolves.toBeUndefined()
    vi.resetModules()
    const returning = await withWorker({})
    returning.expectWorker()
    await expect(returning.whenWorkerControls(20_000)).resolves.toBeUndefined()
  })

  it('gives up after the longest wait, for an install that never ends', async () => {
    vi.useFakeTimers()
    const { expectWorker, whenWorkerControls } = await withWorker(null)
    expectWorker()
    const resolved = state(whenWorkerControls(20_000))
    await vi.advanceTimersByTimeAsync(19_000)
    expect(resolved()).toBe(false)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(resolved()).toBe(true)
  })
})
