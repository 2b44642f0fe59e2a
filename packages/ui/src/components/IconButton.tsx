import type { MouseEventHandler, ReactNode } from 'react'
import { cx } from '../cx.js'
import { FOCUS_RING } from '../focusRing.js'

export interface IconButtonProps {
  /** Accessible name and tooltip, e.g. "Mein Standort". */
  label: string
  onClick: MouseEventHandler<HTMLButtonElement>
  /** The icon; hidden from screen readers, which read `label` instead. */
  children: ReactNode
  /** Toggle state: when given, the button reports it as `aria-pressed` and fills with the primary colour. */
  active?: boolean
  disabled?: boolean
  className?: string
}

/**
 * Round control button floating over the map (locate me, enlarge, menu, …).
 *
 * @example
 * <IconButton label="Mein Standort" onClick={locate} active={tracking}><LocateIcon /></IconButton>
 */
export function IconButton({ label, onClick, children, active, disabled, className }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      onClick={onClick}
      className={cx(
        'inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full shadow-md transition-colors disabled:cursor-default disabled:opacity-50',
        active ? 'bg-primary text-white' : 'bg-white text-ink hover:bg-paper',
        FOCUS_RING,
        className,
      )}
    >
      <span aria-hidden="true" className="flex size-5 items-center justify-center [&>svg]:size-full">
        {children}
      </span>
    </button>
  )
}
