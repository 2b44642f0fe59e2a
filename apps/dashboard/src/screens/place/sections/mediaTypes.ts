import { type ItemMedium, MEDIUM_TYPES, type MediumType } from '@quo/contract'

/** The medium types in the order the selects offer them. */
export const MEDIUM_TYPE_LIST = Object.values(MEDIUM_TYPES) as MediumType[]

/** Panoramas are equirectangular images, so a thumbnail still tells them apart. */
const PREVIEW_TYPES: readonly MediumType[] = [
  MEDIUM_TYPES.mainImage,
  MEDIUM_TYPES.panorama360,
  MEDIUM_TYPES.logo,
]
export const hasPreview = (type: MediumType) => PREVIEW_TYPES.includes(type)

/** The order the map shows them in; the older first among equals. */
export const bySortOrder = (a: ItemMedium, b: ItemMedium) => a.sortOrder - b.sortOrder || a.id - b.id

/** New media go to the end of the list the map shows. */
export function nextSortOrder(media: readonly ItemMedium[]) {
  return Math.min(
    media.reduce((max, m) => Math.max(max, m.sortOrder + 1), 0),
    10_000,
  )
}
