import { useId } from 'react'
import { cx } from '../cx.js'
import { MESSAGES } from '../messages.js'

/** One base map style the user can pick. */
export interface MapStyleOption {
  id: string
  /** Visible German name, e.g. "Strasse", "Topo", "Satellit", "3D". */
  label: string
}

export interface LayerSwitcherProps {
  styles: readonly MapStyleOption[]
  /** Id of the selected style. */
  value: string
  onChange: (id: string) => void
  /** Name of the group for screen readers; default "Kartenstil". */
  label?: string
}

/**
 * Picks the base map style (docs/product.md §2 "Map screen"). Native radio buttons give the radio-group
 * semantics and arrow-key navigation; the inputs are visually hidden behind the pills.
 *
 * @example
 * <LayerSwitcher styles={[{ id: 'street', label: 'Strasse' }, { id: 'topo', label: 'Topo' }]} value={style} onChange={setStyle} />
 */
export function LayerSwitcher({ styles, value, onChange, label = MESSAGES.mapStyle }: LayerSwitcherProps) {
  const name = useId()
  return (
    <fieldset className="m-0 inline-flex min-w-0 gap-0.5 rounded-full border-0 bg-white p-1 shadow-md">
      <legend className="sr-only">{label}</legend>
      {styles.map((style) => (
        <label key={style.id} className="cursor-pointer">
          <input
            type="radio"
            name={name}
            value={style.id}
            checked={style.id === value}
            onChange={() => onChange(style.id)}
            className="peer sr-only"
          />
          <span
            className={cx(
              'block rounded-full px-3 py-1.5 text-sm font-medium whitespace-nowrap text-ink transition-colors hover:bg-paper',
              // The chosen pill stays dark under the pointer: after a click on a desktop the pointer
              // rests on it, and the pale hover colour made its white text all but invisible.
              'peer-checked:bg-primary peer-checked:text-white peer-checked:hover:bg-primary-strong',
              'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary',
            )}
          >
            {style.label}
          </span>
        </label>
      ))}
    </fieldset>
  )
}
