import { cx } from '../cx.js'
import { MESSAGES } from '../messages.js'

export interface LevelSwitcherProps {
  /** Level keys top to bottom as they should stack, e.g. `['OG', 'EG', 'UG']`. */
  levels: readonly string[]
  /** Key of the shown level (the map's default is EG). */
  value: string
  onChange: (level: string) => void
  /** Name of the group for screen readers; default "Stockwerk". */
  label?: string
}

/**
 * Vertical floor buttons for branches with building levels (docs/product.md §2 "Map screen", §4 "Level").
 * Each button reports whether its level is shown with `aria-pressed`.
 *
 * @example
 * <LevelSwitcher levels={['OG', 'EG']} value={level} onChange={setLevel} />
 */
export function LevelSwitcher({ levels, value, onChange, label = MESSAGES.level }: LevelSwitcherProps) {
  return (
    <fieldset className="m-0 flex min-w-10 flex-col overflow-hidden rounded-[20px] border-0 bg-white p-0 shadow-md">
      <legend className="sr-only">{label}</legend>
      {levels.map((level) => {
        const selected = level === value
        return (
          <button
            key={level}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(level)}
            className={cx(
              'h-10 cursor-pointer px-2 text-sm font-semibold whitespace-nowrap transition-colors',
              // Inset gold ring: the rounded group clips outer outlines, and gold shows on white and violet.
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-inset',
              selected ? 'bg-primary text-white' : 'text-ink hover:bg-paper',
            )}
          >
            {level}
          </button>
        )
      })}
    </fieldset>
  )
}
