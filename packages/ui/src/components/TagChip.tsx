import { cx } from '../cx.js'
import { FOCUS_RING } from '../focusRing.js'

export interface TagChipProps {
  label: string
  /** Whether the tag filters the map; reported as `aria-pressed` when the chip is clickable. */
  selected?: boolean
  /** Makes the chip a toggle button; without it the chip is plain text. */
  onClick?: () => void
}

const BASE = 'inline-flex items-center rounded-full border px-3 py-1 text-sm whitespace-nowrap'
const LOOK = (selected: boolean) =>
  selected ? 'border-primary bg-primary text-white' : 'border-line bg-white text-ink'

/**
 * A tag of an item or a tag filter.
 *
 * @example
 * <TagChip label="Vegan" selected={active} onClick={toggle} />
 */
export function TagChip({ label, selected = false, onClick }: TagChipProps) {
  if (!onClick) return <span className={cx(BASE, LOOK(selected))}>{label}</span>
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      className={cx(BASE, LOOK(selected), 'cursor-pointer', !selected && 'hover:bg-paper', FOCUS_RING)}
    >
      {label}
    </button>
  )
}
