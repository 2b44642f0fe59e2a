import {
  applyPinChanges,
  BASEMAP_COLUMNS,
  type BasemapItem,
  decodeBasemap,
  type PinsEvent,
} from '@quo/contract'
import type { QueryClient } from '@tanstack/react-query'
import { pinsDue } from './pinsDue.js'
import { basemapQuery, pinSummaryQuery } from './queries.js'

/**
 * Follows a staff edit on the open map: the API says each new version of the map's pins over
 * server-sent events, with the rows that changed when it has them — the page then patches its
 * pins, and otherwise reads them again; the engine moves, adds or takes away just the pins
 * that changed. A big map reads its summary again too: its new version reloads the tiles. The stream is closed while the page is hidden or offline, so a phone in a
 * pocket holds no connection. Answers a function that stops following.
 * @example const stop = followPinChanges(queryClient, branch.shortId)
 */
export function followPinChanges(client: QueryClient, shortId: number | null): () => void {
  if (typeof EventSource === 'undefined') return () => undefined
  const path =
    shortId === null ? '/api/items/basemap/changes/' : `/api/items/basemap/branchshortid/${shortId}/changes`
  let source: EventSource | null = null
  /** The version the page's pins have, or are being read at. */
  let known: string | undefined
  const { queryKey } = basemapQuery(shortId)
  const onPins = (message: MessageEvent<string>) => {
    const event = JSON.parse(message.data) as PinsEvent
    const { version } = event
    // The first version heard is the one the page read a moment ago, unless a save came between.
    if (known !== undefined && version !== known) {
      const pins = client.getQueryData<BasemapItem[]>(queryKey)
      if (pins && event.from === known && event.rows && event.removed) {
        const changed = decodeBasemap({ columns: [...BASEMAP_COLUMNS], items: event.rows })
        client.setQueryData(queryKey, applyPinChanges(pins, changed, event.removed))
      }
      // Read past the service worker's copy: answered from it first and revalidated behind,
      // the change came only with a second read after its broadcast (20,000 places: 3.9 s).
      // A big map's pins not yet due are not read for it: its tiles show the change.
      else if (pins || pinsDue(shortId))
        void client
          .fetchQuery({ ...basemapQuery(shortId, { fresh: true }), staleTime: 0 })
          .catch(() => undefined)
      // The summary's new version reloads a big map's tiles in view: set at once, in the same
      // render as the patched pins (one engine update); read again behind it for a count that
      // may cross the line between tiles and one source, and new kinds of pin.
      const summaryKey = pinSummaryQuery(shortId).queryKey
      if (client.getQueryData(summaryKey)) {
        client.setQueryData(summaryKey, (summary) => summary && { ...summary, version })
        void client
          .fetchQuery({ ...pinSummaryQuery(shortId, { fresh: true }), staleTime: 0 })
          .catch(() => undefined)
      }
    }
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
