import type { SchemaOf, Transport } from '../transport.js'

/** The public reads of docs/product.md §7; no token is ever sent. */
export function publicReads(request: Transport) {
  const get = <T>(path: string, schema: SchemaOf<T>) => request({ method: 'get', path, schema })
  return {
    branches: () => get('branches/', (s) => s.BranchesResponse),
    /** All items, or those of one branch; `fresh` after the pins' change stream told of a change. */
    basemap: (branchShortId?: number, { fresh = false } = {}) =>
      request({
        method: 'get',
        path: branchShortId === undefined ? 'items/basemap/' : `items/basemap/branchshortid/${branchShortId}`,
        schema: (s) => s.BasemapResponse,
        fresh,
      }),
    /** How many pins a map has, their version and kinds: whether it draws them from tiles. */
    pinSummary: (branchShortId?: number, { fresh = false } = {}) =>
      request({
        method: 'get',
        path: branchShortId === undefined ? 'basemap/pins/summary' : `basemap/pins/${branchShortId}/summary`,
        schema: (s) => s.PinSummary,
        fresh,
      }),
    item: (nanoId: string) => get(`items/nanoid/${encodeURIComponent(nanoId)}`, (s) => s.Item),
    buildings: (branchShortId: number) =>
      get(`buildings/branchshortid/${branchShortId}`, (s) => s.z.array(s.Building)),
    streets: (branchShortId: number) =>
      get(`streets/branchshortid/${branchShortId}`, (s) => s.z.array(s.Street)),
    events: (branchShortId: number) =>
      get(`events/branchshortid/${branchShortId}`, (s) => s.z.array(s.Event)),
    categories: () => get('categories/', (s) => s.z.array(s.Category)),
    icons: () => get('icons/', (s) => s.z.array(s.Icon)),
    tags: () => get('tags/', (s) => s.z.array(s.Tag)),
    detailKeys: () => get('items/details/keys/', (s) => s.z.array(s.ItemDetailKey)),
    countries: () => get('countries/', (s) => s.z.array(s.Country)),
    states: () => get('states/', (s) => s.z.array(s.State)),
    citiesOfCountry: (countryId: number) => get(`cities/countryid/${countryId}`, (s) => s.z.array(s.City)),
    nearestCity: (lat: number, lon: number) => get(`cities/latlon/${lat}/${lon}`, (s) => s.NearestCity),
    contests: () => get('contests/', (s) => s.z.array(s.Contest)),
    featured: () => get('featured/', (s) => s.z.array(s.Featured)),
    lists: () => get('lists/', (s) => s.z.array(s.List)),
    searchShortcuts: () => get('search/shortcuts/', (s) => s.z.array(s.SearchShortcut)),
    /** How the staff dashboard signs in: issuer, client id and scope. */
    authConfig: () => get('auth/config', (s) => s.AuthConfig),
  }
}
