import {
  BasemapResponse,
  BranchesResponse,
  Building,
  Category,
  City,
  Contest,
  Country,
  Event,
  Featured,
  Icon,
  Item,
  ItemDetailKey,
  List,
  NearestCity,
  SearchShortcut,
  State,
  Street,
  Tag,
} from '@quo/contract'
import { z } from 'zod'
import type { Transport } from '../transport.js'

/** The public reads of spec §7; no token is ever sent. */
export function publicReads(request: Transport) {
  const get = <T>(path: string, schema: z.ZodType<T>) => request({ method: 'get', path, schema })
  return {
    branches: () => get('branches/', BranchesResponse),
    /** All items, or those of one branch. */
    basemap: (branchShortId?: number) =>
      get(
        branchShortId === undefined ? 'items/basemap/' : `items/basemap/branchshortid/${branchShortId}`,
        BasemapResponse,
      ),
    item: (nanoId: string) => get(`items/nanoid/${encodeURIComponent(nanoId)}`, Item),
    buildings: (branchShortId: number) => get(`buildings/branchshortid/${branchShortId}`, z.array(Building)),
    streets: (branchShortId: number) => get(`streets/branchshortid/${branchShortId}`, z.array(Street)),
    events: (branchShortId: number) => get(`events/branchshortid/${branchShortId}`, z.array(Event)),
    categories: () => get('categories/', z.array(Category)),
    icons: () => get('icons/', z.array(Icon)),
    tags: () => get('tags/', z.array(Tag)),
    detailKeys: () => get('items/details/keys/', z.array(ItemDetailKey)),
    countries: () => get('countries/', z.array(Country)),
    states: () => get('states/', z.array(State)),
    citiesOfCountry: (countryId: number) => get(`cities/countryid/${countryId}`, z.array(City)),
    nearestCity: (lat: number, lon: number) => get(`cities/latlon/${lat}/${lon}`, NearestCity),
    contests: () => get('contests/', z.array(Contest)),
    featured: () => get('featured/', z.array(Featured)),
    lists: () => get('lists/', z.array(List)),
    searchShortcuts: () => get('search/shortcuts/', z.array(SearchShortcut)),
  }
}
