import { api } from '../../session.js'
import { reviewQuery } from '../places/search.js'

/** Rows a work list of the start page shows; "Alle anzeigen" leads to the rest. */
const OVERVIEW_ROWS = 5

/**
 * The start page's work lists, each one call of its own so a slow or failing list does not hold
 * up the others. `now` is when the page opened: the 30-day window holds still while it is open.
 */
export function overviewQueries(now: number) {
  const soon = reviewQuery('soon', now)
  return {
    overdue: {
      queryKey: ['dashboard', 'overview', 'overdue'],
      queryFn: () => api.dashboardItems({ ...reviewQuery('overdue'), sort: 4, pageSize: OVERVIEW_ROWS }),
    },
    soon: {
      queryKey: ['dashboard', 'overview', 'soon', soon.reviewDueBefore],
      queryFn: () => api.dashboardItems({ ...soon, sort: 4, pageSize: OVERVIEW_ROWS }),
    },
    recent: {
      queryKey: ['dashboard', 'overview', 'recent'],
      queryFn: () => api.dashboardItems({ sort: 3, pageSize: OVERVIEW_ROWS }),
    },
    events: {
      queryKey: ['dashboard', 'overview', 'events'],
      // The API sorts by begin, earliest first; running events (begun, not ended) lead.
      queryFn: () => api.dashboardEvents({ hidePast: true, pageSize: OVERVIEW_ROWS }),
    },
  } as const
}
