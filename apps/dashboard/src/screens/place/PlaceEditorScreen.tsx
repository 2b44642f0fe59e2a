import { ApiError } from '@quo/api-client'
import type { Branch, DashboardItem, StaffBranches, Tag } from '@quo/contract'
import { Button } from '@quo/ui'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useParams } from '@tanstack/react-router'
import { useEffect, useMemo } from 'react'
import { CenteredMessage } from '../../app/CenteredMessage.js'
import { useSetAtom } from '../../app/store.js'
import {
  branchesQuery,
  branchShortName,
  categoriesQuery,
  detailKeysQuery,
  tagName,
  tagsQuery,
} from '../../referenceData.js'
import { ownBranches, usableTags, useStaffBranches } from '../../staffAccess.js'
import { selectedPlaceAtom } from '../places/selectedPlace.js'
import { placeMessages as t } from './messages.js'
import { PlaceEditor, type PlaceReferenceData } from './PlaceEditor.js'
import { placeQuery } from './placeQuery.js'
import type { TagOption } from './TagPicker.js'

/**
 * Map topics under their map's name, other tags under their German key. Topics of maps the
 * account may not edit are `locked`: shown where a place has them, never offered.
 */
export function tagOptions(
  tags: readonly Tag[],
  branches: readonly Pick<Branch, 'title' | 'shortTitle' | 'tagKey' | 'shortId'>[],
  staff: StaffBranches,
) {
  const mapOf = new Map(branches.map((b) => [b.tagKey, branchShortName(b)]))
  const usable = new Set(usableTags(tags, branches, staff))
  const maps: TagOption[] = []
  const features: TagOption[] = []
  for (const tag of tags) {
    const map = mapOf.get(tag.tagKey)
    const de = tag.translations.find((tr) => tr.language === 'de')
    if (map)
      maps.push({
        id: tag.id,
        group: map,
        label: de?.tagValueTranslate || tag.tagValue,
        ...(usable.has(tag) ? {} : { locked: true }),
      })
    else
      features.push({
        id: tag.id,
        group: de?.tagKeyTranslate || tag.tagKey,
        label: de?.tagValueTranslate || tagName(tag),
      })
  }
  const order = (a: TagOption, b: TagOption) =>
    a.group.localeCompare(b.group, 'de') || a.label.localeCompare(b.label, 'de')
  return { maps: maps.sort(order), features: features.sort(order) }
}

function useReferenceData(): { data?: PlaceReferenceData; failed: boolean; retry: () => void } {
  const categories = useQuery(categoriesQuery)
  const tags = useQuery(tagsQuery)
  const detailKeys = useQuery(detailKeysQuery)
  const branches = useQuery(branchesQuery)
  const staff = useStaffBranches()
  const data = useMemo(() => {
    if (!categories.data || !tags.data || !detailKeys.data || !branches.data) return undefined
    // A new place starts on the account's first map.
    const [first] = ownBranches(branches.data.branches, staff)
    const center = first?.mapCenter[0]
    const branchOfTag = new Map<number, number>()
    const shortIdOfKey = new Map(branches.data.branches.map((b) => [b.tagKey, b.shortId]))
    for (const tag of tags.data) {
      const shortId = shortIdOfKey.get(tag.tagKey)
      if (shortId !== undefined) branchOfTag.set(tag.id, shortId)
    }
    return {
      categories: categories.data,
      tags: tags.data,
      detailKeys: detailKeys.data,
      tagOptions: tagOptions(tags.data, branches.data.branches, staff),
      center: center ? { lon: center.lon, lat: center.lat } : { lon: 9.5215, lat: 47.141 },
      branchOfTag,
      maps: new Map(
        branches.data.branches.map((b) => [
          b.shortId,
          { title: branchShortName(b), keyword: b.hostKeywords[0] },
        ]),
      ),
      defaultBranch: first?.shortId,
    }
  }, [categories.data, tags.data, detailKeys.data, branches.data, staff])
  const queries = [categories, tags, detailKeys, branches]
  return {
    data,
    failed: queries.some((q) => q.isError),
    retry: () => {
      for (const q of queries) if (q.isError) void q.refetch()
    },
  }
}

/** `/dashboard/places/new` and `/dashboard/places/{itemId}`: the place editor (docs/product.md §2). */
export function PlaceEditorScreen() {
  const { itemId } = useParams({ strict: false }) as { itemId?: number | 'new' }
  const reference = useReferenceData()
  const id = typeof itemId === 'number' ? itemId : undefined
  const place = useQuery({ ...placeQuery(id ?? 0), enabled: id !== undefined })
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  // The list marks this place and offers the way back to it.
  const select = useSetAtom(selectedPlaceAtom)
  const opened = place.data
  useEffect(() => {
    if (opened) select({ id: opened.id, title: opened.title })
  }, [opened, select])

  // A place already shown stays shown when reading it again fails (a save that failed for
  // network reasons reads it again): the form and what was typed into it must not go away.
  const placeFailed = place.isError && !place.data
  if ((reference.failed && !reference.data) || placeFailed) {
    const status = place.error instanceof ApiError ? place.error.status : 0
    // A missing place and another map's place are answers, not failures: no "Erneut versuchen".
    const gone = status === 404 || status === 403
    return (
      <CenteredMessage title={status === 403 ? t.notYours : gone ? t.notFound : t.loadFailed}>
        <div className="flex flex-wrap justify-center gap-2">
          <Link to="/places/" className="text-sm font-semibold text-primary-strong underline">
            {t.backToList}
          </Link>
          {!gone && (
            <Button
              variant="secondary"
              onClick={() => {
                reference.retry()
                void place.refetch()
              }}
            >
              {t.retry}
            </Button>
          )}
        </div>
      </CenteredMessage>
    )
  }
  if (!reference.data || (id !== undefined && !place.data)) {
    return (
      <p role="status" className="text-muted">
        {t.loading}
      </p>
    )
  }
  const onCreated = (created: DashboardItem) => {
    queryClient.setQueryData(placeQuery(created.id).queryKey, created)
    void navigate({ to: '/places/$itemId/', params: { itemId: created.id }, replace: true })
  }
  return (
    <PlaceEditor
      // A new place, or another one, starts a new form.
      key={place.data?.id ?? 'new'}
      item={place.data}
      reference={reference.data}
      onCreated={onCreated}
      onDeleted={() => {
        select(null)
        void navigate({ to: '/places/' })
      }}
    />
  )
}
