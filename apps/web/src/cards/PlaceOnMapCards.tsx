import { useQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { usePageTitle } from '../app/usePageTitle.js'
import { useCurrentBranch } from '../data/currentBranch.js'
import { buildingsQuery, streetsQuery } from '../data/queries.js'
import { messages } from '../messages.js'
import { NotFoundPage } from '../pages/NotFoundPage.js'
import { selectionAtom } from '../state/atoms.js'
import { useSetAtom } from '../state/store.js'
import { CloseButton } from './CloseButton.js'

const buildingRoute = getRouteApi('/map/building/$nanoId/{-$title}')
const streetRoute = getRouteApi('/map/street/$nanoId/{-$title}')

function SmallCard({ title, kind, children }: { title: string; kind: string; children?: ReactNode }) {
  const navigate = useNavigate()
  usePageTitle(title)
  return (
    <article
      aria-labelledby="place-title"
      className="pointer-events-auto flex items-start gap-2 rounded-t-2xl bg-white p-4 shadow-xl md:rounded-2xl"
    >
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold text-muted uppercase">{kind}</p>
        <h1 id="place-title" className="text-xl font-bold">
          {title}
        </h1>
        {children}
      </div>
      <CloseButton onClick={() => void navigate({ to: '/map' })} />
    </article>
  )
}

/** /map/street/{nanoId}: selects the street (zoom ≥ 17) and names it. */
export function StreetCard() {
  const { nanoId } = streetRoute.useParams()
  const branch = useCurrentBranch()?.branch
  const streets = useQuery(streetsQuery(branch))
  const street = streets.data?.find((s) => s.nanoId === nanoId)
  const select = useSetAtom(selectionAtom)
  useEffect(() => {
    if (!street) return
    select({ kind: 'street', nanoId: street.nanoId, lon: street.lon, lat: street.lat })
    return () => select(null)
  }, [street, select])
  if (branch && !branch.hasStreets) return <NotFoundPage />
  if (!streets.data) return null
  if (!street) return <NotFoundPage />
  return <SmallCard title={street.title} kind={messages.street} />
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
  if (branch && !branch.hasBuildings) return <NotFoundPage />
  if (!buildings.data) return null
  if (!building) return <NotFoundPage />
  const title = [building.street, building.housenumber].filter(Boolean).join(' ') || messages.building
  return <SmallCard title={title} kind={messages.building} />
}
