import { PIN_TILES_FROM } from '@quo/contract/constants'
import type { QueryClient } from '@tanstack/react-query'
import { afterMapPins } from '../app/firstPins.js'
import { whenWorkerControls } from '../app/workerControl.js'
import { markPinsDue } from './pinsDue.js'
import { basemapQuery, pinSummaryQuery } from './queries.js'

/**
 * Longest a big map's pins wait, after its first pins, for the site's service worker to take
 * the page over on a first visit (it installs after a 3 s pause; its 3.5 MB take a few seconds
 * more on a phone).
 */
const WORKER_WAIT_MS = 20_000

/** Maps whose pins are due or will be once their map has drawn. */
const decided = new Set<number | null>()

/**
 * Starts reading a map's pins when they are due: at once for a map under `PIN_TILES_FROM`
 * places (its pins are what it draws), after the map's first pins for a bigger one, which
 * draws from tiles with its summary alone — at 100,000 places the pins are 2 MB compressed and
 * a second of parsing a slow phone would spend before its first interactive pin. On a first
 * visit a big map's pins wait for the service worker too, so they travel once, through it
 * (`whenWorkerControls`); the search field reads them at once (`readPinsNow`). A summary
 * that cannot be read (offline without a copy) reads the pins at once, as a small map's.
 * @example readPinsWhenDue(queryClient, branch?.shortId ?? null)
 */
export function readPinsWhenDue(client: QueryClient, shortId: number | null): void {
  if (decided.has(shortId)) return
  decided.add(shortId)
  const read = () => readPinsNow(client, shortId)
  client
    .fetchQuery(pinSummaryQuery(shortId))
    .then(
      (summary) =>
        summary.count >= PIN_TILES_FROM
          ? afterMapPins(() => void whenWorkerControls(WORKER_WAIT_MS).then(read))
          : read(),
      read,
    )
}

/**
 * Reads a map's pins now, due or not, unless the page has them: the visitor reached for the
 * search field, whose index is built from them, before a big map had drawn.
 */
export function readPinsNow(client: QueryClient, shortId: number | null): void {
  markPinsDue(shortId)
  const query = basemapQuery(shortId)
  // Pins the page has are kept fresh by their change stream, not read again here.
  if (client.getQueryData(query.queryKey) === undefined) void client.prefetchQuery(query)
}
