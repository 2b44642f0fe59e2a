import type { QueryClient } from '@tanstack/react-query'
import { basemapQuery } from './queries.js'

/** The pins' version as the API's change stream says it (`GET …/basemap/…/changes`). */
interface PinsEvent {
  version: string
}

/**
 * Follows a staff edit on the open map: the API says each new version of the map's pins over
 * server-sent events, and the page reads the pins again — the engine then moves, adds or takes
 * away just the pins that changed. The stream is closed while the page is hidden or offline,
 * so a phone in a pocket holds no connection. Answers a function that stops following.
 * @example const stop = followPinChanges(queryClient, branch.shortId)
 */
export function followPinChanges(client: QueryClient, shortId: number | null): () => void {
  if (typeof EventSource === 'undefined') return () => undefined
  const path =
    shortId === null ? '/api/items/basemap/changes/' : `/api/items/basemap/branchshortid/${shortId}/changes`
  let source: EventSource | null = null
  /** The version the page's pins have, or are being read at. */
  let known: string | undefined
  const onPins = (event: MessageEvent<string>) => {
    const { version } = JSON.parse(event.data) as PinsEvent
    // The first version heard is the one the page read a moment ago, unless a save came between.
    // Read past the service worker's copy: answered from it first and revalidated behind, the
    // change came only with a second read after its broadcast (a 20,000-place map: 3.9 s).
    if (known !== undefined && version !== known)
      void client
        .fetchQuery({ ...basemapQuery(shortId, { fresh: true }), staleTime: 0 })
        .catch(() => undefined)
    known = version
  }
  const connect = () => {
    if (source || document.visibilityState === 'hidden' || !navigator.onLine) return
    source = new EventSource(path)
    source.addEventListener('pins', onPins)
  }
  const disconnect = () => {
    source?.close()
    source = null
  }
  const onVisibility = () => (document.visibilityState === 'hidden' ? disconnect() : connect())
  document.addEventListener('visibilitychange', onVisibility)
  addEventListener('online', connect)
  addEventListener('offline', disconnect)
  connect()
  return () => {
    document.removeEventListener('visibilitychange', onVisibility)
    removeEventListener('online', connect)
    removeEventListener('offline', disconnect)
    disconnect()
  }
}
