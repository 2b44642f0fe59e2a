import type { DashboardItem, DashboardItemRow, ItemRelative } from '@quo/contract'
import { Button, Field } from '@quo/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import { SELECT_CLASS } from '../../../forms/controlStyles.js'
import { PlaceSearchBox } from '../../../forms/PlaceSearchBox.js'
import { RemoveButton } from '../../../forms/RemoveButton.js'
import { SectionCard, SectionError, SubHeading } from '../../../forms/SectionCard.js'
import { saveFailure } from '../../../forms/saveError.js'
import { api } from '../../../session.js'
import { placeQuery } from '../placeQuery.js'
import { sectionMessages } from './messages.js'
import { addToPlace } from './placeCache.js'
import { useRemoveFromPlace } from './useRemoveFromPlace.js'

const t = sectionMessages.relations

/**
 * Relationships as the demo seed stores them (packages/demo-seed, generateReference.ts). The API
 * has no list of relationships, so these ids are assumed; ones the place already uses win,
 * since they come from the database itself.
 */
const KNOWN_RELATIONSHIPS: readonly { id: number; title: string }[] = [
  { id: 1, title: 'itemWayPoint' },
  { id: 2, title: 'itemPart' },
  { id: 3, title: 'itemLocation' },
]

/** German name of a relationship title; titles this editor does not know are shown as stored. */
function relationshipName(title: string): string {
  return (t.relationships as Record<string, string>)[title] ?? title
}

function relationshipChoices(item: DashboardItem) {
  const byTitle = new Map<string, number>()
  for (const r of [...item.itemParents, ...item.itemChildren])
    byTitle.set(r.relationshipTitle, r.relationshipId)
  const seenIds = new Set(byTitle.values())
  for (const k of KNOWN_RELATIONSHIPS)
    if (!byTitle.has(k.title) && !seenIds.has(k.id)) byTitle.set(k.title, k.id)
  return [...byTitle].map(([title, id]) => ({ id, title, name: relationshipName(title) }))
}

type Side = 'itemChildren' | 'itemParents'
interface RelationChange {
  side: Side
  relative: ItemRelative
}

/** Ids of the link between the edited place and a relative on the given side. */
function linkOf(itemId: number, { side, relative }: RelationChange) {
  return side === 'itemChildren'
    ? { parentItemId: itemId, childItemId: relative.id, relationshipId: relative.relationshipId }
    : { parentItemId: relative.id, childItemId: itemId, relationshipId: relative.relationshipId }
}

const sameLink = (a: ItemRelative, b: ItemRelative) => a.id === b.id && a.relationshipId === b.relationshipId

/** Parents and children of the place (a route's waypoints, a hall's booths …), saved at once. */
export function RelationsSection({ item }: { item: DashboardItem }) {
  const queryClient = useQueryClient()
  const sideId = useId()
  const relationshipFieldId = useId()
  const choices = relationshipChoices(item)
  const [side, setSide] = useState<Side>('itemChildren')
  const [relationshipId, setRelationshipId] = useState<number>(choices[0]?.id ?? 1)
  const [place, setPlace] = useState<DashboardItemRow | null>(null)
  // Mounting the search box anew empties it after a link was saved.
  const [searchKey, setSearchKey] = useState(0)
  const [fields, setFields] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)

  // The relative's own editor shows the link from its side; it reads the place again.
  const refreshRelative = (id: number) => queryClient.invalidateQueries({ queryKey: placeQuery(id).queryKey })

  const create = useMutation({
    mutationFn: (change: RelationChange) => api.createItemRelation(linkOf(item.id, change)),
    onSuccess: (created, { side: createdSide, relative }) => {
      const row: ItemRelative = {
        ...relative,
        relationshipId: created.relationshipId,
        relationshipTitle: created.relationshipTitle,
        sortOrder: created.sortOrder,
      }
      addToPlace(queryClient, item.id, createdSide, row, sameLink)
      void refreshRelative(relative.id)
      setPlace(null)
      setSearchKey((k) => k + 1)
    },
    onError: (failed) => {
      const failure = saveFailure(failed, { childItemId: t.placeInvalid, parentItemId: t.placeInvalid })
      setError(failure.summary)
      const placeField = failure.fields.childItemId ?? failure.fields.parentItemId
      setFields({
        ...(placeField ? { place: placeField } : {}),
        ...(failure.fields.relationshipId ? { relationshipId: failure.fields.relationshipId } : {}),
      })
    },
  })

  const remove = useRemoveFromPlace({
    itemId: item.id,
    list: (change: RelationChange) => change.side,
    matches: (row, { relative }) => sameLink(row, relative),
    send: (change) => {
      const link = linkOf(item.id, change)
      return api.removeItemRelation(link.parentItemId, link.childItemId, link.relationshipId)
    },
    onRemoved: ({ relative }) => void refreshRelative(relative.id),
    setError,
  })

  /** The place's children of the same relationship, in their order (a route's waypoints). */
  const siblingsOf = (relative: ItemRelative) =>
    item.itemChildren.filter((c) => c.relationshipId === relative.relationshipId)

  // Moving renumbers the list 0, 1, 2 … in the new order, so places linked before an order
  // existed (all 0) get one too; only links whose number changes are sent.
  const move = useMutation({
    mutationFn: async ({ relative, by }: { relative: ItemRelative; by: -1 | 1 }) => {
      const siblings = siblingsOf(relative)
      const from = siblings.indexOf(relative)
      const to = from + by
      if (from < 0 || to < 0 || to >= siblings.length) return
      const reordered = [...siblings]
      reordered.splice(from, 1)
      reordered.splice(to, 0, relative)
      for (const [index, child] of reordered.entries())
        if (child.sortOrder !== index)
          await api.moveItemRelation(item.id, child.id, child.relationshipId, index)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: placeQuery(item.id).queryKey }),
    onError: (e) => setError(saveFailure(e).summary),
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    setError(null)
    if (!place) {
      setFields({ place: t.placeRequired })
      return
    }
    if (place.id === item.id) {
      setFields({ place: t.self })
      return
    }
    const relationship = choices.find((c) => c.id === relationshipId)
    const relative: ItemRelative = {
      id: place.id,
      nanoId: place.nanoId,
      title: place.title,
      categoryId: place.categoryIds[0] ?? null,
      relationshipId,
      relationshipTitle: relationship?.title ?? '',
    }
    if (item[side].some((r) => sameLink(r, relative))) {
      setFields({ place: t.duplicate })
      return
    }
    setFields({})
    create.mutate({ side, relative })
  }

  const list = (which: Side, heading: string, empty: string) => (
    <div className="flex flex-col gap-1">
      <SubHeading>{heading}</SubHeading>
      {item[which].length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul aria-label={heading} className="flex flex-col divide-y divide-line">
          {item[which].map((relative) => {
            const name = relationshipName(relative.relationshipTitle)
            const title = relative.title || sectionMessages.common.untitled
            return (
              <li
                key={`${relative.id}-${relative.relationshipId}`}
                className="flex items-center gap-3 py-1.5"
              >
                <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
                  <Link
                    to="/places/$itemId/"
                    params={{ itemId: relative.id }}
                    className="min-w-0 text-sm font-medium break-words text-primary-strong hover:underline focus-visible:outline-2 focus-visible:outline-primary"
                  >
                    {title}
                  </Link>
                  <span className="rounded-full bg-paper px-2 py-0.5 text-xs text-muted">{name}</span>
                </div>
                {which === 'itemChildren' && siblingsOf(relative).length > 1 && (
                  <span className="flex gap-1">
                    <Button
                      variant="secondary"
                      aria-label={t.moveUp(title)}
                      disabled={move.isPending || siblingsOf(relative)[0] === relative}
                      onClick={() => move.mutate({ relative, by: -1 })}
                    >
                      {t.up}
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={t.moveDown(title)}
                      disabled={move.isPending || siblingsOf(relative).at(-1) === relative}
                      onClick={() => move.mutate({ relative, by: 1 })}
                    >
                      {t.down}
                    </Button>
                  </span>
                )}
                <RemoveButton
                  label={t.removeLabel(title, name)}
                  onClick={() => remove({ side: which, relative })}
                />
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )

  return (
    <SectionCard heading={t.heading} intro={t.intro}>
      <SectionError message={error} />
      {list('itemParents', t.parents, t.noParents)}
      {list('itemChildren', t.children, t.noChildren)}

      <form noValidate onSubmit={submit} className="flex flex-col gap-3 border-t border-line pt-4">
        <SubHeading>{t.addHeading}</SubHeading>
        <PlaceSearchBox
          key={searchKey}
          label={t.place}
          value={place}
          onChange={setPlace}
          excludeIds={[item.id]}
          error={fields.place}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id={sideId} label={t.direction}>
            <select
              id={sideId}
              className={SELECT_CLASS}
              value={side}
              onChange={(event) =>
                setSide(event.target.value === 'itemParents' ? 'itemParents' : 'itemChildren')
              }
            >
              <option value="itemChildren">{t.asChild}</option>
              <option value="itemParents">{t.asParent}</option>
            </select>
          </Field>
          <Field id={relationshipFieldId} label={t.relationship} error={fields.relationshipId}>
            <select
              id={relationshipFieldId}
              className={SELECT_CLASS}
              value={relationshipId}
              onChange={(event) => setRelationshipId(Number(event.target.value))}
            >
              {choices.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div>
          <Button type="submit" busy={create.isPending}>
            {create.isPending ? sectionMessages.common.adding : sectionMessages.common.add}
          </Button>
        </div>
      </form>
    </SectionCard>
  )
}
