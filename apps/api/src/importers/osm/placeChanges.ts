import type { ImportedPlaceFields } from '../../db/schema/index.js'
import type { ImportedDetail } from './placeDetails.js'
import type { OsmPlace } from './readOsmExtract.js'

/** A linked place's fields as the database holds them now, staff's edits included. */
export interface CurrentPlace {
  itemId: number
  title: string
  lon: number
  lat: number
  /** Detail key → value. */
  details: Record<string, string>
}

/** A field both staff and OpenStreetMap changed: staff's value stays, the mapped one waits. */
interface FieldDifference {
  /** `title`, `position` or `detail:<key>`, as `osm_differences.field` names it. */
  field: string
  staffValue: string | null
  osmValue: string | null
}

/** What a re-import writes for one place; a null or empty part leaves that part as it is. */
export interface PlaceChanges {
  title: string | null
  position: { lon: number; lat: number } | null
  /** Details whose rows give way to `details` (a key missing there was dropped from the map). */
  replacedDetailKeys: string[]
  details: ImportedDetail[]
  differences: FieldDifference[]
  keptStaffEdits: number
}

/** What an import remembers of a place, to tell staff's later edits from its own values. */
export const importedFields = (p: OsmPlace): ImportedPlaceFields => ({
  title: p.title,
  lon: p.lon,
  lat: p.lat,
  details: Object.fromEntries(p.details.map((d) => [d.key, d.value])),
})

// Positions compare as text at OpenStreetMap's precision (7 decimals); the same text is what a
// position difference shows staff.
const positionText = (lon: number, lat: number) => `${lon.toFixed(7)},${lat.toFixed(7)}`
const DETAIL = 'detail:'

interface FieldValues {
  field: string
  last: string | undefined
  next: string | undefined
  current: string | undefined
}

/** Each field of a place as last imported, as mapped now and as the database holds it. */
function fieldsOf(
  last: ImportedPlaceFields,
  next: ImportedPlaceFields,
  current: CurrentPlace,
): FieldValues[] {
  const keys = new Set([...Object.keys(last.details), ...Object.keys(next.details)])
  return [
    { field: 'title', last: last.title, next: next.title, current: current.title },
    {
      field: 'position',
      last: positionText(last.lon, last.lat),
      next: positionText(next.lon, next.lat),
      current: positionText(current.lon, current.lat),
    },
    ...[...keys].map((key) => ({
      field: `${DETAIL}${key}`,
      last: last.details[key],
      next: next.details[key],
      current: current.details[key],
    })),
  ]
}

/**
 * Decides a re-imported place field by field. A field staff have not touched since the last
 * import takes the mapped value; a field staff changed keeps staff's value, and when
 * OpenStreetMap changed it too, the mapped value becomes a difference for staff to decide.
 */
export function placeChanges(
  place: OsmPlace,
  last: ImportedPlaceFields,
  current: CurrentPlace,
): PlaceChanges {
  const changes: PlaceChanges = {
    title: null,
    position: null,
    replacedDetailKeys: [],
    details: [],
    differences: [],
    keptStaffEdits: 0,
  }
  for (const f of fieldsOf(last, importedFields(place), current)) {
    const staffChanged = f.current !== f.last
    if (staffChanged) changes.keptStaffEdits++
    if (f.next === f.last) continue
    if (staffChanged) {
      if (f.current !== f.next)
        changes.differences.push({ field: f.field, staffValue: f.current ?? null, osmValue: f.next ?? null })
      continue
    }
    if (f.field === 'title') changes.title = place.title
    else if (f.field === 'position') changes.position = { lon: place.lon, lat: place.lat }
    else {
      const key = f.field.slice(DETAIL.length)
      changes.replacedDetailKeys.push(key)
      const detail = place.details.find((d) => d.key === key)
      if (detail) changes.details.push(detail)
    }
  }
  return changes
}

/** Whether the place itself changes (and so its `date_updated`). */
export const changesPlace = (c: PlaceChanges): boolean =>
  c.title !== null || c.position !== null || c.replacedDetailKeys.length > 0
