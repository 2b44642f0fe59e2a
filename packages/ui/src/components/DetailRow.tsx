import type { ReactNode } from 'react'
import { cx } from '../cx.js'
import { FOCUS_RING } from '../focusRing.js'
import { MESSAGES } from '../messages.js'

export interface DetailRowProps {
  /** Icon in front of the row; decorative, `label` names the row. */
  icon?: ReactNode
  /** What the value is, e.g. "Telefon", "Webseite". */
  label: string
  /** The value. */
  children: ReactNode
  /** Makes the value a link (tel:, mailto:, https:); web links open in a new tab. */
  href?: string
}

const isWebLink = (href: string) => /^https?:\/\//i.test(href)

/**
 * One row of the detail card: icon, small label and value, optionally linked.
 *
 * @example
 * <DetailRow icon={<PhoneIcon />} label="Telefon" href="tel:+4232360000">+423 236 00 00</DetailRow>
 */
export function DetailRow({ icon, label, children, href }: DetailRowProps) {
  const newTab = href !== undefined && isWebLink(href)
  return (
    <div className="flex items-start gap-3 py-2">
      {icon && (
        <span
          aria-hidden="true"
          className="mt-0.5 flex size-5 shrink-0 items-center justify-center text-primary [&>svg]:size-full"
        >
          {icon}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <div className="text-xs text-muted">{label}</div>
        <div className="text-sm break-words text-ink">
          {href === undefined ? (
            children
          ) : (
            <a
              href={href}
              {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              className={cx('text-primary underline-offset-2 hover:underline', FOCUS_RING)}
            >
              {children}
              {newTab && <span className="sr-only"> {MESSAGES.opensInNewTab}</span>}
            </a>
          )}
        </div>
      </div>
    </div>
  )
}
