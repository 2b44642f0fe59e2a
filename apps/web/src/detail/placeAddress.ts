import type { City, ItemAddress } from '@quo/contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../api.js'

/** A country's cities, to name the city of an address (the item carries only its id). */
export const citiesQuery = (countryId: number | null) =>
  queryOptions({
    queryKey: ['cities', countryId],
    queryFn: () => api.citiesOfCountry(countryId ?? 0),
    enabled: countryId !== null,
    staleTime: 60 * 60_000,
  })

const part = (text: string | null | undefined) => text?.trim() ?? ''

/**
 * A postal address as one line: "Rütti 49, 9490 Vaduz". Parts the address lacks are left out
 * (the city's postcode stands in for a missing one); undefined when nothing is left to show.
 */
export function addressLine(
  address: ItemAddress,
  city?: Pick<City, 'title' | 'postcode'>,
): string | undefined {
  const street = [part(address.street), part(address.housenumber)].filter(Boolean).join(' ')
  const place = [part(address.postcode) || part(city?.postcode), part(city?.title)].filter(Boolean).join(' ')
  // A house number or postcode alone says nothing.
  const named = [part(address.street) ? street : '', part(city?.title) ? place : ''].filter(Boolean)
  return named.length ? named.join(', ') : undefined
}

/** Directions to a point in the visitor's route planner (Google Maps opens the app on phones). */
export function directionsHref(point: { lat: number; lon: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${point.lat.toFixed(6)},${point.lon.toFixed(6)}`
}
