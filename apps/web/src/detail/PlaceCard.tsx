import { ApiError } from '@quo/api-client'
import type { Item, ItemDetailKey, MainCategory } from '@quo/contract'
import type { RouteInput } from '@quo/map-engine'
import { webLinkHref } from '@quo/place-rules'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useCardFocus } from '../app/cardFocus.js'
import { cardParams } from '../app/cardLink.js'
import { usePageTitle } from '../app/usePageTitle.js'
import { NotFoundCard } from '../cards/NotFoundCard.js'
import { categoriesQuery, detailKeysQuery, itemQuery, tagsQuery } from '../data/queries.js'
import { messages } from '../messages.js'
import { track } from '../metrics/metrics.js'
import { selectionAtom } from '../state/atoms.js'
import { useSetAtom } from '../state/store.js'
import { displayDetail } from './detailDisplay.js'
import { EventDates } from './EventDates.js'
import { OpeningHours } from './OpeningHours.js'
import { PlaceActions } from './PlaceActions.js'
import { PlaceFeedback } from './PlaceFeedback.js'
import { Logo, MainImage, MoreMedia } from './PlaceMedia.js'
import { placeSubtitle } from './placeSubtitle.js'

const placeRoute = getRouteApi('/map/place/$nanoId/{-$title}')

/** Relationship of a route's stops (docs/product.md §3). */
const WAYPOINT = 'itemWayPoint'

const card =
  'pointer-events-auto m-0 flex max-h-full flex-col overflow-hidden rounded-t-2xl bg-white shadow-xl md:rounded-2xl'

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
  if (item.isError) {
    return (
      <article className={`${card} p-4`}>
        <p role="alert">{messages.loadFailed}</p>
      </article>
    )
  }
  if (!item.data)
    return (
      <article className={`${card} p-4`} aria-busy="true">
        {messages.loadingMap}
      </article>
    )
  return <PlaceDetails item={item.data} onClose={() => void navigate({ to: '/map' })} />
}

/** The main category of items that are events themselves. */
const EVENT_CATEGORY: MainCategory = 'Event'

function PlaceDetails({ item, onClose }: { item: Item; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useCardFocus(heading)
  const keys = useQuery(detailKeysQuery)
  const categories = useQuery(categoriesQuery)
  const tags = useQuery(tagsQuery)
  const keyOf = new Map((keys.data ?? []).map((k) => [k.keyName, k]))
  const subtitle = placeSubtitle(item, categories.data ?? [], tags.data ?? [])
  // An event itself (a festival, its main category Event) is on when its dates say: weekly hours
  // beside them would contradict them. A place with an event (a pharmacy's health day) keeps
  // its weekly hours beside the event's dates: both are true, and visitors come for either.
  const isEvent = item.events.length > 0 && item.categories[0]?.mainCategory === EVENT_CATEGORY
  const details = item.itemDetails.filter(
    (d) =>
      !keyOf.get(d.dataKeyV2)?.isHidden &&
      d.dataKeyV2 !== 'shortDescription' &&
      !(isEvent && keyOf.get(d.dataKeyV2)?.keyType === 'hours'),
  )
  const shortDescription = item.itemDetails.find((d) => d.dataKeyV2 === 'shortDescription')?.dataValue
  const waypoints = item.itemChildren.filter((c) => c.relationshipTitle === WAYPOINT)
  const children = item.itemChildren.filter((c) => c.relationshipTitle !== WAYPOINT)

  return (
    <article
      className="pointer-events-auto flex max-h-full flex-col overflow-hidden rounded-t-2xl bg-white shadow-xl md:rounded-2xl"
      aria-labelledby="place-title"
    >
      <MainImage media={item.itemMedia} />
      <header className="flex items-start gap-3 p-4 pb-2">
        <Logo media={item.itemMedia} />
        <div className="min-w-0 flex-1">
          <h1
            ref={heading}
            tabIndex={-1}
            id="place-title"
            className="text-xl font-bold leading-tight outline-none"
          >
            {item.title}
          </h1>
          {subtitle ? <p className="mt-1 text-sm text-muted">{subtitle}</p> : null}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={messages.close}
          className="rounded-full p-2 text-xl leading-none hover:bg-paper"
        >
          ×
        </button>
      </header>
      <div className="overflow-y-auto px-4 pb-4">
        <EventDates events={item.events} />
        {item.datePermanentlyClosed ? (
          <p role="note" className="mb-2 rounded-lg bg-red-50 p-2 text-sm text-red-800">
            {messages.closed}
          </p>
        ) : null}
        {item.isDuplicateOf ? (
          <p role="note" className="mb-2 rounded-lg bg-amber-50 p-2 text-sm">
            <Link to="/map/place/$nanoId/{-$title}" params={cardParams(item.isDuplicateOf)}>
              {messages.duplicate}
            </Link>
          </p>
        ) : null}
        {shortDescription ? <p className="mb-3">{shortDescription}</p> : null}
        <PlaceActions item={item} />
        <dl className="divide-y divide-paper">
          {details.map((d) => (
            <DetailRow
              key={d.id}
              label={keyOf.get(d.dataKeyV2)?.label ?? d.dataKeyV2}
              detail={d}
              detailKey={keyOf.get(d.dataKeyV2)}
              item={item}
            />
          ))}
        </dl>
        <MoreMedia media={item.itemMedia} />
        {item.itemParents.length || item.itemChildren.length ? (
          <section className="mt-3 text-sm">
            {item.itemParents.length ? <Relatives title={messages.parents} items={item.itemParents} /> : null}
            {waypoints.length ? <Relatives title={messages.waypoints} items={waypoints} ordered /> : null}
            {children.length ? <Relatives title={messages.children} items={children} /> : null}
          </section>
        ) : null}
        {item.mentions.length ? (
          <section className="mt-3 text-sm">
            <h2 className="mb-1 font-semibold text-muted">{messages.mentions}</h2>
            <ul>
              {item.mentions.map((m) => {
                const href = m.url ? webLinkHref(m.url) : undefined
                return (
                  <li key={m.id}>
                    {href ? (
                      <a href={href} target="_blank" rel="noopener" className="text-primary underline">
                        {m.title}
                      </a>
                    ) : (
                      m.title
                    )}
                  </li>
                )
              })}
            </ul>
          </section>
        ) : null}
        <PlaceFeedback item={item} />
      </div>
    </article>
  )
}

function Relatives({
  title,
  items,
  ordered,
}: {
  title: string
  items: Item['itemChildren']
  ordered?: boolean
}) {
  const List = ordered ? 'ol' : 'ul'
  return (
    <>
      <h2 className="mb-1 font-semibold text-muted">{title}</h2>
      <List className={ordered ? 'mb-2 list-decimal pl-5' : 'mb-2'}>
        {items.map((r) => (
          <li key={`${r.id}-${r.relationshipId}`}>
            <Link
              to="/map/place/$nanoId/{-$title}"
              params={cardParams(r.nanoId, r.title)}
              className="text-primary underline"
            >
              {r.title}
            </Link>
          </li>
        ))}
      </List>
    </>
  )
}

function DetailRow({
  label,
  detail,
  detailKey,
  item,
}: {
  label: string
  detail: Item['itemDetails'][number]
  detailKey: ItemDetailKey | undefined
  item: Item
}) {
  const shown = displayDetail(detail, detailKey)
  return (
    <div className="py-2">
      <dt className="text-xs font-semibold text-muted uppercase">{label}</dt>
      <dd className="mt-0.5 break-words">
        {shown.kind === 'link' ? (
          <a
            href={shown.href}
            className="text-primary underline"
            {...(shown.external ? { target: '_blank', rel: 'noopener' } : {})}
          >
            {shown.text}
          </a>
        ) : shown.kind === 'html' ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: renderSafeMarkdown in displayDetail, the API's sanitiser
          <div className="prose-sm" dangerouslySetInnerHTML={{ __html: shown.html }} />
        ) : shown.kind === 'hours' ? (
          <OpeningHours value={shown.text} place={item} />
        ) : (
          shown.text
        )}
      </dd>
    </div>
  )
}

/** A place the API does not know (HTTP 404), as opposed to one that failed to load. */
const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404

/** Asking again does not bring a missing place back; other failures get one more try. */
const retryUnlessMissing = (failures: number, error: unknown) => !isMissing(error) && failures < 1
