import type {
  DashboardItem,
  ItemAddressUpdateInput,
  ItemCreateInput,
  ItemType,
  ItemUpdateInput,
  NearestCity,
} from '@quo/contract'
import { type DetailEdit, type DetailWrite, detailWrites } from '@quo/place-rules'

/** What the place editor's form holds; sub-records (media, mentions, reviews …) save on their own. */
export interface PlaceDraft {
  title: string
  type: ItemType
  lon: number
  lat: number
  /** Attached categories; the first is the main one (it draws the pin). */
  categoryIds: number[]
  tagIds: number[]
  /** Edited detail values by key name; keys not edited are absent. */
  details: Record<string, DetailEdit>
  /** Permanently closed on this day (`YYYY-MM-DD`), or ''. */
  closedOn: string
  /** The place this one duplicates: its nano id as stored, its id when newly chosen. */
  duplicateOf: { nanoId: string | null; id: number | null } | null
}

/** The categories of an item, main one first (the oldest link, as the API orders them). */
const categoryOrder = (item: DashboardItem) => item.categories.map((c) => c.categoryId)

/** The form's starting point for a stored place. */
export function draftOf(item: DashboardItem): PlaceDraft {
  return {
    title: item.title,
    type: item.type,
    lon: item.lon,
    lat: item.lat,
    categoryIds: categoryOrder(item),
    tagIds: item.tags.map((t) => t.tagId),
    details: Object.fromEntries(
      item.itemDetails.map((d) => [d.dataKeyV2, { dataValue: d.dataValue, dataValueUnit: d.dataValueUnit }]),
    ),
    closedOn: item.datePermanentlyClosed ? item.datePermanentlyClosed.slice(0, 10) : '',
    duplicateOf: item.isDuplicateOf ? { nanoId: item.isDuplicateOf, id: null } : null,
  }
}

/** A new place at `at` (the branch's map centre). */
export function newDraft(at: { lon: number; lat: number }): PlaceDraft {
  return {
    title: '',
    type: 'place',
    lon: at.lon,
    lat: at.lat,
    categoryIds: [],
    tagIds: [],
    details: {},
    closedOn: '',
    duplicateOf: null,
  }
}

const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((v, i) => v === b[i])
const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((v) => b.includes(v))
const detailValue = (edit: DetailEdit | undefined) => ({
  dataValue: edit?.dataValue.trim() ?? '',
  dataValueUnit: edit?.dataValue.trim() ? (edit.dataValueUnit ?? null) : null,
})

/** True when the form differs from what is stored (empty detail fields equal absent ones). */
export function isDirty(saved: PlaceDraft, draft: PlaceDraft): boolean {
  if (
    saved.title !== draft.title ||
    saved.type !== draft.type ||
    saved.lon !== draft.lon ||
    saved.lat !== draft.lat ||
    saved.closedOn !== draft.closedOn ||
    (saved.duplicateOf?.nanoId ?? null) !== (draft.duplicateOf?.nanoId ?? null) ||
    (draft.duplicateOf?.id ?? null) !== null ||
    !sameList(saved.categoryIds, draft.categoryIds) ||
    !sameSet(saved.tagIds, draft.tagIds)
  )
    return true
  const keys = new Set([...Object.keys(saved.details), ...Object.keys(draft.details)])
  for (const key of keys) {
    const a = detailValue(saved.details[key])
    const b = detailValue(draft.details[key])
    if (a.dataValue !== b.dataValue || a.dataValueUnit !== b.dataValueUnit) return true
  }
  return false
}

/** German-free field problems of a draft; the screen words them. */
export type DraftProblem = 'titleMissing' | 'titleTooLong' | 'positionInvalid' | 'tooManyCategories'

const TITLE_MAX = 200
/** The API's limit of categories in one create. */
export const CATEGORIES_MAX = 10

export function draftProblems(
  draft: PlaceDraft,
): Partial<Record<'title' | 'position' | 'categoryIds', DraftProblem>> {
  const problems: Partial<Record<'title' | 'position' | 'categoryIds', DraftProblem>> = {}
  const title = draft.title.trim()
  if (!title) problems.title = 'titleMissing'
  else if (title.length > TITLE_MAX) problems.title = 'titleTooLong'
  if (
    !Number.isFinite(draft.lon) ||
    !Number.isFinite(draft.lat) ||
    Math.abs(draft.lon) > 180 ||
    Math.abs(draft.lat) > 90
  )
    problems.position = 'positionInvalid'
  if (draft.categoryIds.length > CATEGORIES_MAX) problems.categoryIds = 'tooManyCategories'
  return problems
}

/** The address the API stores for a new place, from the city nearest to its position. */
function addressOf(city: NearestCity | undefined): ItemCreateInput['address'] {
  if (!city) return undefined
  return {
    countryId: city.countryId,
    ...(city.stateId ? { stateId: city.stateId } : {}),
    cityId: city.id,
    ...(city.postcode ? { postcode: city.postcode } : {}),
  }
}

/**
 * The atomic create of a new place (item, categories, tags, address, details, first review):
 * one request and one transaction, so a refused detail leaves no half-made place behind.
 */
export function createInput(draft: PlaceDraft, city: NearestCity | undefined): ItemCreateInput {
  const address = addressOf(city)
  const details = detailWrites(0, [], draft.details).flatMap((write) =>
    write.action === 'create'
      ? [
          {
            dataKeyV2: write.body.dataKeyV2,
            dataValue: write.body.dataValue,
            dataValueUnit: write.body.dataValueUnit,
          },
        ]
      : [],
  )
  return {
    title: draft.title.trim(),
    lon: draft.lon,
    lat: draft.lat,
    type: draft.type,
    ...(draft.categoryIds.length ? { categoryIds: draft.categoryIds } : {}),
    ...(draft.tagIds.length ? { tagIds: draft.tagIds } : {}),
    ...(address ? { address } : {}),
    ...(details.length ? { details } : {}),
  }
}

/** `YYYY-MM-DD` as the ISO instant of that day's start in UTC, as the API stores dates. */
export const isoDay = (day: string) => new Date(`${day}T00:00:00.000Z`).toISOString()

/** One call of a save, in the order they must be sent. */
export type PlaceWrite =
  | { kind: 'item'; body: ItemUpdateInput }
  | { kind: 'addCategories'; categoryIds: number[] }
  | { kind: 'removeCategory'; categoryId: number }
  | { kind: 'addTag'; tagId: number }
  | { kind: 'removeTag'; tagId: number }
  | { kind: 'detail'; write: DetailWrite }
  /** The stored address follows a moved place: its city, state, country and postcode. */
  | { kind: 'address'; id: number; body: ItemAddressUpdateInput }
  /** A place without an address gets one; the API fills it from the position. */
  | { kind: 'newAddress'; lat: number; lon: number }

/**
 * The calls that turn the stored place into the draft. Categories: the main one is the oldest
 * link, so making another one main removes the others and adds them back after it. Details go
 * through `detailWrites` (non-empty values only, emptied ones deleted; docs/product.md §5).
 */
export function planUpdate(item: DashboardItem, draft: PlaceDraft, city?: NearestCity): PlaceWrite[] {
  const saved = draftOf(item)
  const writes: PlaceWrite[] = []
  const body: ItemUpdateInput = {}
  const title = draft.title.trim()
  if (title !== saved.title) body.title = title
  if (draft.type !== saved.type) body.type = draft.type
  if (draft.lon !== saved.lon || draft.lat !== saved.lat)
    Object.assign(body, { lon: draft.lon, lat: draft.lat })
  if (draft.closedOn !== saved.closedOn)
    body.datePermanentlyClosed = draft.closedOn ? isoDay(draft.closedOn) : null
  if (draft.duplicateOf === null && saved.duplicateOf !== null) body.isDuplicateOf = null
  else if (draft.duplicateOf?.id) body.isDuplicateOf = draft.duplicateOf.id
  if (Object.keys(body).length) writes.push({ kind: 'item', body })
  const moved = draft.lon !== saved.lon || draft.lat !== saved.lat
  const [address] = item.addresses
  if (moved && address && city) {
    writes.push({
      kind: 'address',
      id: address.id,
      body: { countryId: city.countryId, stateId: city.stateId, cityId: city.id, postcode: city.postcode },
    })
  } else if (moved && !address) {
    writes.push({ kind: 'newAddress', lat: draft.lat, lon: draft.lon })
  }

  const current = saved.categoryIds
  const wanted = draft.categoryIds
  const [main] = wanted
  if (main !== undefined && current.length && current[0] !== main) {
    for (const id of current) if (id !== main) writes.push({ kind: 'removeCategory', categoryId: id })
    if (!current.includes(main)) writes.push({ kind: 'addCategories', categoryIds: [main] })
    const rest = wanted.slice(1)
    if (rest.length) writes.push({ kind: 'addCategories', categoryIds: rest })
  } else {
    for (const id of current)
      if (!wanted.includes(id)) writes.push({ kind: 'removeCategory', categoryId: id })
    const added = wanted.filter((id) => !current.includes(id))
    if (added.length) writes.push({ kind: 'addCategories', categoryIds: added })
  }

  for (const id of draft.tagIds) if (!saved.tagIds.includes(id)) writes.push({ kind: 'addTag', tagId: id })
  for (const id of saved.tagIds) if (!draft.tagIds.includes(id)) writes.push({ kind: 'removeTag', tagId: id })

  for (const write of detailWrites(item.id, item.itemDetails, draft.details))
    writes.push({ kind: 'detail', write })
  return writes
}
