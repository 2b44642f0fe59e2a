import type { Tag } from '@quo/contract'

/**
 * Chosen filter tags grouped by their tag group, in the order the groups first appear. Two
 * cuisines are alternatives a visitor weighs against each other; a cuisine and wheelchair
 * access are both wanted. A tag id not among `tags` forms a group of its own.
 * @example tagFilterGroups([1, 20, 7], tags) // [[1, 20], [7]] when 1 and 20 are cuisines
 */
export function tagFilterGroups(
  tagIds: readonly number[],
  tags: readonly Pick<Tag, 'id' | 'tagGroup'>[],
): number[][] {
  const groupOf = new Map(tags.map((t) => [t.id, t.tagGroup]))
  const groups = new Map<string, number[]>()
  for (const id of tagIds) {
    const group = groupOf.get(id)
    const key = group === undefined ? `tag:${id}` : `group:${group}`
    const members = groups.get(key)
    if (members) members.push(id)
    else groups.set(key, [id])
  }
  return [...groups.values()]
}

/**
 * Whether an item passes a tag filter: one tag of each group (OR within a group, AND across groups).
 * @example matchesTagFilter([1, 7], [[1, 20], [7]]) // true
 * @example matchesTagFilter([20], [[1, 20], [7]]) // false: wheelchair access is missing
 */
export function matchesTagFilter(
  itemTagIds: readonly number[],
  groups: readonly (readonly number[])[],
): boolean {
  return groups.every((group) => group.some((id) => itemTagIds.includes(id)))
}
