import type { DashboardItem, DashboardItemRow } from '@quo/contract'

// Test data of the dashboard's API answers: a plain place, changed per test by its overrides.

/** A place as the editor reads it (`GET /dashboard/items/:id`), with no sub-records. */
export function dashboardItem(over: Partial<DashboardItem> = {}): DashboardItem {
  return {
    id: 7,
    nanoId: 'nano7',
    title: 'Rheinweg',
    lon: 9.5,
    lat: 47.1,
    type: 'route',
    categories: [],
    itemDetails: [],
    tags: [],
    geojsons: [],
    jsons: [],
    ways: [],
    itemParents: [],
    itemChildren: [],
    itemMedia: [],
    mentions: [],
    events: [],
    featured: [],
    datePermanentlyClosed: null,
    isDuplicateOf: null,
    addresses: [],
    holidayRegion: { countryCode: 'li', state: null },
    dateUpdated: '2025-05-20T08:00:00Z',
    itemReviews: [],
    ...over,
  }
}

/** A place as the lists and the search read it (a row of `GET /dashboard/items`), in Vaduz. */
export const itemRow = (
  id: number,
  title: string,
  over: Partial<DashboardItemRow> = {},
): DashboardItemRow => ({
  id,
  nanoId: `nano${id}`,
  title,
  lon: 9.5,
  lat: 47.1,
  type: 'place',
  categoryIds: [1],
  city: 'Vaduz',
  reviewDue: null,
  dateUpdated: '2025-05-20T08:00:00Z',
  ...over,
})
