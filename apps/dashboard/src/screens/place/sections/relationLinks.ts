import type { DashboardItem, ItemRelative } from '@quo/contract'
import { sectionMessages } from './messages.js'

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
export function relationshipName(title: string): string {
  return (t.relationships as Record<string, string>)[title] ?? title
}

/** The relationships a new link can have, as the select offers them. */
export function relationshipChoices(item: DashboardItem) {
  const byTitle = new Map<string, number>()
  for (const r of [...item.itemParents, ...item.itemChildren])
    byTitle.set(r.relationshipTitle, r.relationshipId)
  const seenIds = new Set(byTitle.values())
  for (const k of KNOWN_RELATIONSHIPS)
    if (!byTitle.has(k.title) && !seenIds.has(k.id)) byTitle.set(k.title, k.id)
  return [...byTitle].map(([title, id]) => ({ id, title, name: relationshipName(title) }))
}

/** Which of the place's lists a relative is in: the places it contains, or those containing it. */
export type Side = 'itemChildren' | 'itemParents'

/** A link added or removed: the relative, on one side of the edited place. */
export interface RelationChange {
  side: Side
  relative: ItemRelative
}

/** Ids of the link between the edited place and a relative on the given side. */
export function linkOf(itemId: number, { side, relative }: RelationChange) {
  return side === 'itemChildren'
    ? { parentItemId: itemId, childItemId: relative.id, relationshipId: relative.relationshipId }
    : { parentItemId: relative.id, childItemId: itemId, relationshipId: relative.relationshipId }
}

export const sameLink = (a: ItemRelative, b: ItemRelative) =>
  a.id === b.id && a.relationshipId === b.relationshipId
