import type { Item, ItemDetailKey, MainCategory } from '@quo/contract'
import { webLinkHref } from '@quo/place-rules'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { cardParams } from '../app/cardLink.js'
import { categoriesQuery, detailKeysQuery, tagsQuery } from '../data/queries.js'
import { messages } from '../messages.js'
import { displayDetail } from './detailDisplay.js'
import { EventDates } from './EventDates.js'
import { OpeningHours } from './OpeningHours.js'
import { PlaceActions } from './PlaceActions.js'
import { PlaceFeedback } from './PlaceFeedback.js'
import { PLACE_CARD_CLASS, PlaceHeading } from './PlaceHeading.js'
import { Logo, MainImage, MoreMedia } from './PlaceMedia.js'
import { placeSubtitle } from './placeSubtitle.js'

/** Relationship of a route's stops (docs/product.md §3). */
const WAYPOINT = 'itemWayPoint'

/** The main category of items that are events themselves. */
const EVENT_CATEGORY: MainCategory = 'Event'

/**
 * A place's card. Without `onClose` it is the editor's preview (CardPreview.tsx): no close
 * button and no forms to send, since the place shown is not saved yet.
 */
export function PlaceDetails({ item, onClose }: { item: Item; onClose?: (() => void) | undefined }) {
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
    // `data-place-details`: the whole card, not what the map knows of the place while it loads.
    <article className={PLACE_CARD_CLASS} aria-labelledby="place-title" data-place-details>
      <MainImage media={item.itemMedia} />
      <PlaceHeading
        title={item.title}
        subtitle={subtitle}
        onClose={onClose}
        leading={<Logo media={item.itemMedia} />}
      />
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
        {onClose ? <PlaceFeedback item={item} /> : null}
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
