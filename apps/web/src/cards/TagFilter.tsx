import { filterableTags, tagFilterLabel, tagWords } from '@quo/branch-config'
import type { BasemapItem, Tag } from '@quo/contract'
import { TagChip } from '@quo/ui'
import { useMemo } from 'react'
import { messages } from '../messages.js'

/** Filterable tags (docs/product.md §9 groups) that some of the items carry, most common first. */
function tagsAmong(tags: readonly Tag[], items: readonly BasemapItem[]): Tag[] {
  const counts = new Map<number, number>()
  for (const item of items) for (const id of item.tagIds) counts.set(id, (counts.get(id) ?? 0) + 1)
  return filterableTags(tags)
    .filter((t) => counts.has(t.id))
    .sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0) || a.id - b.id)
}

/** Chips that narrow a set of items by tags; every chosen tag must apply. */
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
  const offered = useMemo(() => tagsAmong(tags, items), [tags, items])
  if (!offered.length) return null
  const toggle = (id: number) =>
    onChange(
      selected.includes(id) ? selected.filter((t) => t !== id) : [...selected, id].sort((a, b) => a - b),
    )
  return (
    <fieldset className="px-4 pb-2">
      <legend className="sr-only">{messages.filterByTags}</legend>
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
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
