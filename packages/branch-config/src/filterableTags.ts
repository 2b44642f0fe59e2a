import type { Tag } from '@quo/contract'
import { FILTERABLE_TAG_GROUPS } from './constants.js'

const FILTERABLE: ReadonlySet<number> = new Set(FILTERABLE_TAG_GROUPS)

/**
 * The tags offered as filters (docs/product.md §9): those whose `tagGroup` is one of
 * `FILTERABLE_TAG_GROUPS`; tags of other groups only describe items. Order is kept.
 * @example filterableTags([{ tagGroup: 1001 }, { tagGroup: 11 }]) // [{ tagGroup: 1001 }]
 */
export function filterableTags<T extends Pick<Tag, 'tagGroup'>>(tags: readonly T[]): T[] {
  return tags.filter((t) => FILTERABLE.has(t.tagGroup))
}
