import type { Category, DashboardItem, Item, ItemDetailKey, NearestCity, Tag } from '@quo/contract'
import { DEFAULT_HOLIDAY_REGION } from '@quo/place-rules'
import { isoDay, type PlaceDraft } from './placeDraft.js'

/**
 * Stands for the ids a record gets only when it is saved (the place itself, a new detail, its
 * first address): the largest id the API hands out, counted down, so none is mistaken for a stored one.
 */
const UNSAVED_ID = 2_147_483_647
/** The nano id of a place not created yet; the preview card links nowhere with it. */
const UNSAVED_NANO_ID = 'unsaved'

export interface PreviewReference {
  categories: readonly Category[]
  tags: readonly Tag[]
  detailKeys: readonly ItemDetailKey[]
}

/** The address the card shows: the stored one, following a moved place's city as a save would. */
function previewAddresses(
  stored: DashboardItem | undefined,
  draft: PlaceDraft,
  city: NearestCity | undefined,
): Item['addresses'] {
  const [address] = stored?.addresses ?? []
  const moved = !stored || stored.lon !== draft.lon || stored.lat !== draft.lat
  if (!moved || !city) return stored?.addresses ?? []
  const base = address ?? { id: UNSAVED_ID, street: null, housenumber: null }
  return [
    { ...base, countryId: city.countryId, stateId: city.stateId, cityId: city.id, postcode: city.postcode },
  ]
}

/**
 * The place as the public card would show it once the form is saved: the draft's title, position,
 * categories, tags, details and closing, over what is stored (media, mentions, events and
 * relatives save on their own, so the stored ones are current). Empty detail fields are absent,
 * as a save removes them.
 */
export function previewItem(
  draft: PlaceDraft,
  stored: DashboardItem | undefined,
  reference: PreviewReference,
  city: NearestCity | undefined,
  now = new Date(),
): Item {
  const id = stored?.id ?? UNSAVED_ID
  const updated = now.toISOString()
  const storedCategory = new Map(stored?.categories.map((c) => [c.categoryId, c]))
  const categories = draft.categoryIds.flatMap((categoryId) => {
    const kept = storedCategory.get(categoryId)
    if (kept) return [kept]
    const category = reference.categories.find((c) => c.id === categoryId)
    return category
      ? [
          {
            categoryId,
            dateCreated: updated,
            mainCategory: category.mainCategory,
            subCategory: category.subCategory,
            icon: category.iconTitle,
          },
        ]
      : []
  })
  const storedTag = new Map(stored?.tags.map((t) => [t.tagId, t]))
  const tags = draft.tagIds.flatMap((tagId) => {
    const kept = storedTag.get(tagId)
    if (kept) return [kept]
    const tag = reference.tags.find((t) => t.id === tagId)
    return tag
      ? [
          {
            tagId,
            tagKey: tag.tagKey,
            tagValue: tag.tagValue,
            isHidden: false,
            showInSubtitle: false,
            subtitleSortOrder: 0,
          },
        ]
      : []
  })
  const storedDetail = new Map(stored?.itemDetails.map((d) => [d.dataKeyV2, d]))
  const keyOrder = new Map(reference.detailKeys.map((k) => [k.keyName, k.sortOrder]))
  const itemDetails = Object.entries(draft.details)
    .filter(([, edit]) => edit.dataValue.trim() !== '')
    .sort(([a], [b]) => (keyOrder.get(a) ?? 0) - (keyOrder.get(b) ?? 0) || a.localeCompare(b))
    .map(([key, edit], index) => {
      const kept = storedDetail.get(key)
      return {
        id: kept?.id ?? UNSAVED_ID - 1 - index,
        itemId: id,
        dataKeyV2: key,
        dataKeyGroup: kept?.dataKeyGroup ?? null,
        dataValue: edit.dataValue.trim(),
        dataValueUnit: edit.dataValueUnit ?? null,
        dateUpdated: kept?.dateUpdated ?? updated,
      }
    })
  return {
    id,
    nanoId: stored?.nanoId ?? UNSAVED_NANO_ID,
    title: draft.title.trim(),
    lon: draft.lon,
    lat: draft.lat,
    type: draft.type,
    categories,
    itemDetails,
    tags,
    geojsons: stored?.geojsons ?? [],
    jsons: stored?.jsons ?? [],
    ways: stored?.ways ?? [],
    itemParents: stored?.itemParents ?? [],
    itemChildren: stored?.itemChildren ?? [],
    itemMedia: stored?.itemMedia ?? [],
    mentions: stored?.mentions ?? [],
    events: stored?.events ?? [],
    featured: stored?.featured ?? [],
    datePermanentlyClosed: draft.closedOn ? isoDay(draft.closedOn) : null,
    isDuplicateOf: draft.duplicateOf?.nanoId ?? null,
    addresses: previewAddresses(stored, draft, city),
    // The server finds it from the saved address; until then the stored one, or Liechtenstein.
    holidayRegion: stored?.holidayRegion ?? DEFAULT_HOLIDAY_REGION,
    dateUpdated: stored?.dateUpdated ?? updated,
  }
}
