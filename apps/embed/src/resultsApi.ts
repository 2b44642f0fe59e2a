import type { ShortcutResultsPage } from '@quo/contract'

const PAGE_SIZE = 30

export class ResultsError extends Error {
  constructor(readonly status: number) {
    super(`results answered ${status}`)
  }
}

/**
 * One page of the shortcut's results for this host's branch. The embed reads its own API, so it
 * trusts the shape instead of shipping a schema library to check it.
 */
export async function fetchResults(
  shortcutId: number,
  page: number,
  near?: { lat: number; lon: number },
): Promise<ShortcutResultsPage> {
  const early = (window as { __quoFirstResults?: Promise<Response> }).__quoFirstResults
  if (early && page === 1 && !near) {
    // Started by index.html's inline script before this code had loaded; used once.
    ;(window as { __quoFirstResults?: Promise<Response> }).__quoFirstResults = undefined
    const response = await early
    if (!response.ok) throw new ResultsError(response.status)
    return (await response.json()) as ShortcutResultsPage
  }
  const q = new URLSearchParams({ host: location.host, page: String(page), pageSize: String(PAGE_SIZE) })
  if (near) {
    q.set('lat', near.lat.toFixed(5))
    q.set('lon', near.lon.toFixed(5))
  }
  const response = await fetch(`/api/search/shortcuts/${shortcutId}/results/?${q}`, {
    credentials: 'omit',
  })
  if (!response.ok) throw new ResultsError(response.status)
  return (await response.json()) as ShortcutResultsPage
}
