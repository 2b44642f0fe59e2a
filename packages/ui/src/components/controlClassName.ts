import { cx } from '../cx.js'
import { FOCUS_RING } from '../focusRing.js'

/** Look shared by `TextInput` and `TextArea`; a red border marks an invalid value. */
export const controlClassName = (invalid: boolean, ...extra: (string | undefined)[]) =>
  cx(
    'w-full rounded-lg border bg-white px-3 py-2 text-base text-ink placeholder:text-muted disabled:bg-paper disabled:text-muted',
    invalid ? 'border-error' : 'border-line',
    FOCUS_RING,
    ...extra,
  )
