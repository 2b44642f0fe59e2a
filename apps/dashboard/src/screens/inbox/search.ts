import type { InboxSource, InboxStatus } from '@quo/contract'

// The inbox's address, read by the router (so: no messages, nothing heavy here).

/** Which entries the inbox lists; absent means the open ones of every source, page 1. */
export interface InboxSearch {
  status?: InboxStatus | undefined
  source?: InboxSource | undefined
  page?: number | undefined
}

const STATUSES: readonly InboxStatus[] = ['open', 'accepted', 'rejected']
const SOURCES: readonly InboxSource[] = ['visitor', 'osm']

/** The address read leniently: what cannot be a filter (a hand-typed address) is dropped. */
export function parseInboxSearch(search: Partial<Record<keyof InboxSearch, unknown>>): InboxSearch {
  const status = STATUSES.find((s) => s === search.status)
  const source = SOURCES.find((s) => s === search.source)
  const page = Number(search.page)
  return {
    ...(status && status !== 'open' ? { status } : {}),
    ...(source ? { source } : {}),
    ...(Number.isInteger(page) && page > 1 && page <= 10_000 ? { page } : {}),
  }
}
