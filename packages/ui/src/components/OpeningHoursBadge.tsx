import { cx } from '../cx.js'
import { MESSAGES } from '../messages.js'
import type { OpeningHoursState } from '../theme/openingHoursColors.js'

export interface OpeningHoursBadgeProps {
  state: OpeningHoursState
  /** Detail after the state, e.g. "bis 18:00". */
  text?: string
}

// The state colour goes on the dot and a light tint only: orange text on white would miss
// the WCAG contrast ratio, so the words stay in the ink colour.
const DOT: Record<OpeningHoursState, string> = {
  open: 'bg-open',
  closingSoon: 'bg-closing-soon',
  closed: 'bg-closed',
  unknown: 'bg-unknown',
}
const TINT: Record<OpeningHoursState, string> = {
  open: 'bg-open/10',
  closingSoon: 'bg-closing-soon/10',
  closed: 'bg-closed/10',
  unknown: 'bg-unknown/10',
}

/**
 * Opening-hours state of an item in German ("Geöffnet", "Schliesst bald", …), coloured by state.
 *
 * @example
 * <OpeningHoursBadge state="closingSoon" text="bis 18:00" />
 */
export function OpeningHoursBadge({ state, text }: OpeningHoursBadgeProps) {
  return (
    <span
      data-state={state}
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm text-ink',
        TINT[state],
      )}
    >
      <span aria-hidden="true" className={cx('size-2 shrink-0 rounded-full', DOT[state])} />
      <span className="font-medium">{MESSAGES.openingHours[state]}</span>
      {text && <span className="text-muted">· {text}</span>}
    </span>
  )
}
