import type { DashboardItem, DashboardItemRow, ItemRelative } from '@quo/contract'
import { Field } from '@quo/ui'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { SELECT_CLASS } from '../../../forms/controlStyles.js'
import { useDirtyForm } from '../../../forms/dirtyForms.js'
import { PlaceSearchBox } from '../../../forms/PlaceSearchBox.js'
import { api } from '../../../session.js'
import { placeQuery } from '../placeQuery.js'
import { LinkedList, LinkedListSection, LinkedRow } from './LinkedListSection.js'
import { sectionMessages } from './messages.js'
import {
  linkOf,
  type RelationChange,
  relationshipChoices,
  relationshipName,
  type Side,
  sameLink,
} from './relationLinks.js'
import { useLinkedList } from './useLinkedList.js'
import { useMoveRelation } from './useMoveRelation.js'

const t = sectionMessages.relations

/** Parents and children of the place (a route's waypoints, a hall's booths …), saved at once. */
export function RelationsSection({ item }: { item: DashboardItem }) {
  const queryClient = useQueryClient()
  const sideId = useId()
  const relationshipFieldId = useId()
  const choices = relationshipChoices(item)
  const [side, setSide] = useState<Side>('itemChildren')
  const [relationshipId, setRelationshipId] = useState<number>(choices[0]?.id ?? 1)
  const [place, setPlace] = useState<DashboardItemRow | null>(null)
  useDirtyForm(place !== null)
  // Mounting the search box anew empties it after a link was saved.
  const [searchKey, setSearchKey] = useState(0)

  // The relative's own editor shows the link from its side; it reads the place again.
  const refreshRelative = (id: number) => queryClient.invalidateQueries({ queryKey: placeQuery(id).queryKey })

  const linked = useLinkedList({
    itemId: item.id,
    add: {
      send: (change: RelationChange) => api.createItemRelation(linkOf(item.id, change)),
      list: (change) => change.side,
      row: (created, { relative }): ItemRelative => ({
        ...relative,
        relationshipId: created.relationshipId,
        relationshipTitle: created.relationshipTitle,
        sortOrder: created.sortOrder,
      }),
      same: sameLink,
      onAdded: (_created, { relative }) => {
        void refreshRelative(relative.id)
        setPlace(null)
        setSearchKey((k) => k + 1)
      },
      fieldMessages: { childItemId: t.placeInvalid, parentItemId: t.placeInvalid },
      // The request names the place by its side of the link; the form has one place field.
      fields: ({ fields }) => {
        const placeField = fields.childItemId ?? fields.parentItemId
        return {
          ...(placeField ? { place: placeField } : {}),
          ...(fields.relationshipId ? { relationshipId: fields.relationshipId } : {}),
        }
      },
    },
    remove: {
      list: (change: RelationChange) => change.side,
      matches: (row, { relative }) => sameLink(row, relative),
      send: (change) => {
        const link = linkOf(item.id, change)
        return api.removeItemRelation(link.parentItemId, link.childItemId, link.relationshipId)
      },
      onRemoved: ({ relative }) => void refreshRelative(relative.id),
    },
  })
  const { siblingsOf, move, moving } = useMoveRelation(item, linked.setError)

  function submit() {
    if (!place) return linked.mark({ place: t.placeRequired })
    if (place.id === item.id) return linked.mark({ place: t.self })
    const relationship = choices.find((c) => c.id === relationshipId)
    const relative: ItemRelative = {
      id: place.id,
      nanoId: place.nanoId,
      title: place.title,
      categoryId: place.categoryIds[0] ?? null,
      relationshipId,
      relationshipTitle: relationship?.title ?? '',
    }
    if (item[side].some((r) => sameLink(r, relative))) return linked.mark({ place: t.duplicate })
    linked.mark({})
    linked.add({ side, relative })
  }

  const list = (which: Side, label: string, empty: string) => (
    <LinkedList
      rows={item[which]}
      rowKey={(r) => `${r.id}-${r.relationshipId}`}
      label={label}
      headed
      empty={empty}
    >
      {(relative) => {
        const name = relationshipName(relative.relationshipTitle)
        const title = relative.title || sectionMessages.common.untitled
        const siblings = siblingsOf(relative)
        return (
          <LinkedRow
            removeLabel={t.removeLabel(title, name)}
            onRemove={() => linked.remove({ side: which, relative })}
            move={
              which === 'itemChildren' && siblings.length > 1
                ? {
                    upText: t.up,
                    downText: t.down,
                    upLabel: t.moveUp(title),
                    downLabel: t.moveDown(title),
                    canUp: siblings[0] !== relative,
                    canDown: siblings.at(-1) !== relative,
                    busy: moving,
                    onMove: (by) => move({ relative, by }),
                  }
                : undefined
            }
          >
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <Link
                to="/places/$itemId/"
                params={{ itemId: relative.id }}
                className="min-w-0 text-sm font-medium break-words text-primary-strong hover:underline focus-visible:outline-2 focus-visible:outline-primary"
              >
                {title}
              </Link>
              <span className="rounded-full bg-paper px-2 py-0.5 text-xs text-muted">{name}</span>
            </div>
          </LinkedRow>
        )
      }}
    </LinkedList>
  )

  return (
    <LinkedListSection
      heading={t.heading}
      intro={t.intro}
      error={linked.error}
      add={{
        heading: t.addHeading,
        busy: linked.adding,
        onSubmit: submit,
        fields: (
          <>
            <PlaceSearchBox
              key={searchKey}
              label={t.place}
              value={place}
              onChange={setPlace}
              excludeIds={[item.id]}
              error={linked.fields.place}
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
              <Field id={relationshipFieldId} label={t.relationship} error={linked.fields.relationshipId}>
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
          </>
        ),
      }}
    >
      {list('itemParents', t.parents, t.noParents)}
      {list('itemChildren', t.children, t.noChildren)}
    </LinkedListSection>
  )
}
