import type { ComponentPropsWithRef } from 'react'
import { cx } from '../cx.js'
import { FOCUS_RING } from '../focusRing.js'

/** `danger` is for actions that destroy something (delete, discard). */
export type ButtonVariant = 'primary' | 'secondary' | 'danger'

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant
  /** While true the button is disabled and reports `aria-busy` (a form being sent). */
  busy?: boolean
}

const LOOK: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-white hover:bg-primary-strong',
  secondary: 'border border-line bg-white text-ink hover:bg-paper',
  danger: 'bg-error text-white hover:bg-error/90',
}

/**
 * Text button of cards and forms ("Senden", "Änderung melden"); `type` defaults to `button`
 * so a button inside a form submits only when asked to.
 *
 * @example
 * <Button type="submit" busy={sending}>Senden</Button>
 */
export function Button({
  variant = 'primary',
  busy = false,
  className,
  type = 'button',
  disabled,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={cx(
        'inline-flex min-h-10 cursor-pointer items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors disabled:cursor-default disabled:opacity-60',
        LOOK[variant],
        FOCUS_RING,
        className,
      )}
    />
  )
}
