import type { Street } from '@quo/contract'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { type ReactNode, useEffect, useMemo, useRef } from 'react'
import { useCardFocus } from '../app/cardFocus.js'
import { usePageTitle } from '../app/usePageTitle.js'
import { useCurrentBranch } from '../data/currentBranch.js'
import { buildingsQuery, streetsQuery } from '../data/queries.js'
import { useCategoryNames } from '../data/useCategoryNames.js'
import { messages } from '../messages.js'
import { PlaceRow } from '../search/PlaceRow.js'
import { buildingAddress } from '../search/searchPayload.js'
import { useMapItems } from '../search/useSearchIndex.js'
import { engineAtom, selectionAtom } from '../state/atoms.js'
import { useAtomValue, useSetAtom } from '../state/store.js'
import { placesAlong } from './alongStreet.js'
import { CloseButton } from './CloseButton.js'
import { NotFoundCard } from './NotFoundCard.js'

const buildingRoute = getRouteApi('/map/building/$nanoId/{-$title}')
const streetRoute = getRouteApi('/map/street/$nanoId/{-$title}')

function SmallCard({ title, kind, children }: { title: string; kind: string; children?: ReactNode }) {
  const navigate = useNavigate()
  const heading = useRef<HTMLHeadingElement>(null)
  usePageTitle(title)
  useCardFocus(heading)
  return (
    <article
      aria-labelledby="place-title"
      className="pointer-events-auto flex max-h-full flex-col overflow-hidden rounded-t-2xl bg-white shadow-xl md:rounded-2xl"
    >
      <header className="flex items-start gap-2 p-4 pb-2">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold text-muted uppercase">{kind}</p>
          <h1 ref={heading} tabIndex={-1} id="place-title" className="text-xl font-bold outline-none">
            {title}
          </h1>
        </div>
        <CloseButton onClick={() => void navigate({ to: '/map' })} />
      </header>
      {children}
    </article>
  )
}

/** The places lying on a street, in the order a walk along it meets them; their pins stand out. */
function PlacesAlong({ street }: { street: Street }) {
  const items = useMapItems()
  const engine = useAtomValue(engineAtom)
  const categoryName = useCategoryNames()
  const along = useMemo(() => placesAlong(street.geometry, items ?? []), [street, items])
  useEffect(() => {
    if (!engine || !along.length) return
    // The camera stays on the street: the pins only stand out.
    engine.highlight(
      along.map((i) => i.nanoId),
      { fit: false },
    )
    return () => engine.highlight(null)
  }, [engine, along])
  if (!items) return null
  return (
    <section aria-labelledby="along-street" className="min-h-0 overflow-y-auto overscroll-contain pb-2">
      <h2 id="along-street" className="px-4 pb-1 text-sm font-semibold">
        {messages.alongStreet.title(along.length)}
      </h2>
      {along.length ? (
        <ul>
          {along.map((item) => (
            <PlaceRow
              key={item.nanoId}
              nanoId={item.nanoId}
              title={item.title}
              facts={[item.categoryId === null ? undefined : categoryName.get(item.categoryId)]}
            />
          ))}
        </ul>
      ) : (
        <p className="px-4 pb-2 text-sm text-muted">{messages.alongStreet.none}</p>
      )}
    </section>
  )
}

/**
 * /map/street/{nanoId}: draws the street along its whole length and fits it (zoom ≤ 17), and
 * lists what lies on it.
 */
export function StreetCard() {
  const { nanoId } = streetRoute.useParams()
  const branch = useCurrentBranch()?.branch
  const streets = useQuery(streetsQuery(branch))
  const street = streets.data?.find((s) => s.nanoId === nanoId)
  const select = useSetAtom(selectionAtom)
  useEffect(() => {
    if (!street) return
    select({ kind: 'street', nanoId: street.nanoId, lon: street.lon, lat: street.lat, way: street.geometry })
    return () => select(null)
  }, [street, select])
  if (branch && !branch.hasStreets) return <NotFoundCard text={messages.alongStreet.notFound} />
  if (!streets.data) return null
  if (!street) return <NotFoundCard text={messages.alongStreet.notFound} />
  return (
    <SmallCard title={street.title} kind={messages.street}>
      <PlacesAlong street={street} />
    </SmallCard>
  )
}

/** /map/building/{nanoId}: selects the building (zoom ≥ 18) and shows its address. */
export function BuildingCard() {
  const { nanoId } = buildingRoute.useParams()
  const branch = useCurrentBranch()?.branch
  const buildings = useQuery(buildingsQuery(branch))
  const building = buildings.data?.find((b) => b.nanoId === nanoId)
  const select = useSetAtom(selectionAtom)
  useEffect(() => {
    if (!building) return
    select({ kind: 'building', nanoId: building.nanoId, lon: building.lon, lat: building.lat })
    return () => select(null)
  }, [building, select])
  if (branch && !branch.hasBuildings) return <NotFoundCard text={messages.buildingNotFound} />
  if (!buildings.data) return null
  if (!building) return <NotFoundCard text={messages.buildingNotFound} />
  const title = buildingAddress(building) || messages.building
  return <SmallCard title={title} kind={messages.building} />
}
