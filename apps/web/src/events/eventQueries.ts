import { queryOptions } from '@tanstack/react-query'
import { api } from '../api.js'

/** A branch's coming and running events (docs/product.md §4: only for branches flagged with events). */
export const eventsQuery = (shortId: number | null) =>
  queryOptions({
    queryKey: ['events', shortId],
    queryFn: () => api.events(shortId ?? 0),
    enabled: shortId !== null,
    staleTime: 60_000,
  })

/** Every city of every country: where an event is, named by the nearest one. */
export const citiesQuery = queryOptions({
  queryKey: ['cities'],
  queryFn: async () => {
    const countries = await api.countries()
    return (await Promise.all(countries.map((c) => api.citiesOfCountry(c.id)))).flat()
  },
  staleTime: 5 * 60_000,
})
