import { ApiError } from '@quo/api-client'
import type { Item } from '@quo/contract'
import type { RouteInput } from '@quo/map-engine'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { usePageTitle } from '../app/usePageTitle.js'
import { NotFoundCard } from '../cards/NotFoundCard.js'
import { itemQuery } from '../data/queries.js'
import { messages } from '../messages.js'
import { track } from '../metrics/metrics.js'
import { useMapItems } from '../search/useSearchIndex.js'
import { onlineAtom, selectionAtom } from '../state/atoms.js'
import { useAtomValue, useSetAtom } from '../state/store.js'
import { PinPlaceCard } from './PinPlaceCard.js'
import { PlaceDetails } from './PlaceDetails.js'
import { PLACE_CARD_CLASS } from './PlaceHeading.js'

const placeRoute = getRouteApi('/map/place/$nanoId/{-$title}')

/** The category of lifts: cable cars, gondolas, chair and drag lifts (the OSM import's `aerialway`). */
const LIFT_CATEGORY = 'Cable Car'

/** An item's ways as the map draws them: a lift red and dashed, any other route wide (docs/product.md §9). */
function selectedRoutes(item: Item): RouteInput[] {
  const lift = item.categories.some((c) => c.subCategory === LIFT_CATEGORY)
  return item.ways.map((w) => ({ way: w.way, lift }))
}

/** The detail card of a place (docs/product.md §2, §5): the route selects the item on the map. */
export function PlaceCard() {
  const { nanoId } = placeRoute.useParams()
  const item = useQuery({ ...itemQuery(nanoId), retry: retryUnlessMissing })
  const setSelection = useSetAtom(selectionAtom)
  const navigate = useNavigate()
  const missing = isMissing(item.error)
  const online = useAtomValue(onlineAtom)
  const pin = useMapItems()?.find((p) => p.nanoId === nanoId)
  usePageTitle(missing ? messages.place.notFound.title : item.data?.title)

  useEffect(() => {
    const i = item.data
    if (!i) return
    track({ metric_key: 'item_detail_open', item_id: i.id })
    const fitTo = [
      ...i.ways.flatMap((w) => (w.way.type === 'LineString' ? w.way.coordinates : w.way.coordinates.flat())),
    ].map((c) => [c[0], c[1]] as [number, number])
    setSelection({
      kind: 'item',
      nanoId: i.nanoId,
      lon: i.lon,
      lat: i.lat,
      exhibition: i.categories.some((c) => c.mainCategory === 'Exhibition'),
      ...(fitTo.length ? { fitTo, routes: selectedRoutes(i) } : {}),
    })
    return () => setSelection(null)
  }, [item.data, setSelection])

  if (missing) return <NotFoundCard text={messages.place.notFound} />
  // A failed refresh keeps the card it had: the place as last read.
  if (!item.data) {
    const close = () => void navigate({ to: '/map' })
    if (pin) {
      // Offline (its read failed, or waits for the network), the details are not coming yet.
      const waiting = item.isError || item.fetchStatus === 'paused'
      const state = waiting && !online ? 'offline' : item.isError ? 'failed' : 'loading'
      return <PinPlaceCard pin={pin} state={state} onClose={close} onRetry={() => void item.refetch()} />
    }
    return item.isError ? (
      <article className={`${PLACE_CARD_CLASS} p-4`}>
        <p role="alert">{messages.loadFailed}</p>
      </article>
    ) : (
      <article className={`${PLACE_CARD_CLASS} p-4`} aria-busy="true">
        {messages.loadingMap}
      </article>
    )
  }
  return <PlaceDetails item={item.data} onClose={() => void navigate({ to: '/map' })} />
}

/** A place the API does not know (HTTP 404), as opposed to one that failed to load. */
const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404

/**
 * Asking again does not bring a missing place back. A server's failure gets one more try; a
 * network that failed (often just back, as after a tunnel) two, a second and two seconds apart.
 */
const retryUnlessMissing = (failures: number, error: unknown) =>
  !isMissing(error) && failures < (error instanceof ApiError ? 1 : 2)
