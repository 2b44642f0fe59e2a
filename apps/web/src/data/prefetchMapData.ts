import type { QueryClient } from '@tanstack/react-query'
import { currentBranchOf } from './currentBranch.js'
import { readPinsWhenDue } from './pinsPayload.js'
import {
  branchesQuery,
  buildingsQuery,
  categoriesQuery,
  contestsQuery,
  detailKeysQuery,
  iconsQuery,
  listsQuery,
  searchShortcutsQuery,
  streetsQuery,
  tagsQuery,
} from './queries.js'

/**
 * Starts the map screen's requests with the page, before React renders: the branch list, and
 * as soon as it says which branch this is, its pins (a big map's after it has drawn from
 * tiles), streets and buildings; categories and icons at once. They are the queries the map screen reads, so it finds them in the cache or in
 * flight. Failures are left to the screen's own queries.
 */
export function prefetchMapData(client: QueryClient, location: Location): void {
  if (!location.pathname.startsWith('/map')) return
  void client.prefetchQuery(categoriesQuery)
  void client.prefetchQuery(iconsQuery)
  void client
    .fetchQuery(branchesQuery)
    .then((data) => {
      const { branch } = currentBranchOf(data, location.host, location.pathname)
      readPinsWhenDue(client, branch?.shortId ?? null)
      if (branch?.hasStreets) void client.prefetchQuery(streetsQuery(branch))
      if (branch?.hasBuildings) void client.prefetchQuery(buildingsQuery(branch))
    })
    .catch(() => undefined)
}

/**
 * What the map's search, cards, menu and chips read beyond the first screen, asked for once the
 * map has drawn and the browser is idle: the site's service worker keeps the answers, so a visitor
 * or a kiosk that loses the network before ever opening the search can still search and open
 * cards (docs/apps.md, "Offline").
 */
export function prefetchForOffline(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.prefetchQuery(tagsQuery),
    client.prefetchQuery(detailKeysQuery),
    client.prefetchQuery(searchShortcutsQuery),
    client.prefetchQuery(listsQuery),
    client.prefetchQuery(contestsQuery),
  ])
}
