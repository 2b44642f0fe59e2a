import { filterableTags, tagFilterLabel, tagWords } from '@quo/branch-config'
import type { BasemapItem, Tag } from '@quo/contract'
import { TagChip } from '@quo/ui'
import { useEffect, useMemo, useRef } from 'react'
import { messages } from '../messages.js'

/**
 * Filterable tags (docs/product.md §9 groups) that some of the items carry: the chosen ones
 * first, in the order of the link, then the most common. A chosen tag no item carries stays
 * offered, so the visitor can see and undo it.
 */
function tagsAmong(tags: readonly Tag[], items: readonly BasemapItem[], selected: readonly number[]): Tag[] {
  const counts = new Map<number, number>()
  for (const item of items) for (const id of item.tagIds) counts.set(id, (counts.get(id) ?? 0) + 1)
  const rank = (t: Tag) => {
    const chosen = selected.indexOf(t.id)
    return chosen === -1 ? selected.length : chosen
  }
  return filterableTags(tags)
    .filter((t) => counts.has(t.id) || selected.includes(t.id))
    .sort((a, b) => rank(a) - rank(b) || (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0) || a.id - b.id)
}

/**
 * Chips that narrow a set of items by tags: one chosen tag of each group must apply (two
 * cuisines are alternatives). Chosen chips come first, so a link's filter is in view.
 */
export function TagFilter({
  tags,
  items,
  selected,
  onChange,
}: {
  tags: readonly Tag[]
  items: readonly BasemapItem[]
  selected: readonly number[]
  onChange: (tagIds: number[]) => void
}) {
  const offered = useMemo(() => tagsAmong(tags, items, selected), [tags, items, selected])
  const row = useRef<HTMLDivElement>(null)
  // A chip toggled far along the row moves to its front: the row scrolls back to show it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the choice changes
  useEffect(() => {
    row.current?.scrollTo({ left: 0 })
  }, [selected])
  if (!offered.length) return null
  const toggle = (id: number) =>
    onChange(
      selected.includes(id) ? selected.filter((t) => t !== id) : [...selected, id].sort((a, b) => a - b),
    )
  return (
    <fieldset className="px-4 pb-2">
      <legend className="sr-only">{messages.filterByTags}</legend>
      <div ref={row} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
        {offered.map((t) => (
          <TagChip
            key={t.id}
            label={tagFilterLabel(tagWords(t))}
            selected={selected.includes(t.id)}
            onClick={() => toggle(t.id)}
          />
        ))}
      </div>
    </fieldset>
  )
}
