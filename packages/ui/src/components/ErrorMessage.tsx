import { cx } from '../cx.js'
import { FOCUS_RING } from '../focusRing.js'
import { MESSAGES } from '../messages.js'

export interface ErrorMessageProps {
  /** HTTP-like status of the failure; the app's default is 500 (docs/product.md §9). */
  status: number
  /** Target of the "Zur Startseite" link. */
  homeHref: string
  /** Extra line under the title. */
  message?: string
}

/**
 * Content of the error page: '404 Not Found' for status 404, otherwise 'An error occurred',
 * and a link home (docs/product.md §2 "Redirects and errors").
 *
 * @example
 * <ErrorMessage status={error.status ?? 500} homeHref="/" />
 */
export function ErrorMessage({ status, homeHref, message }: ErrorMessageProps) {
  const title = status === 404 ? MESSAGES.notFoundTitle : MESSAGES.errorTitle
  return (
    <div className="flex flex-col items-center gap-4 px-6 py-16 text-center text-ink">
      {/* The spec quotes these titles in English; lang lets screen readers pronounce them so. */}
      <h1 lang="en" className="text-3xl font-semibold text-primary">
        {title}
      </h1>
      {message && (
        <p lang="en" className="text-muted">
          {message}
        </p>
      )}
      <a
        href={homeHref}
        className={cx(
          'rounded-full bg-primary px-5 py-2 font-medium text-white hover:bg-primary-strong',
          FOCUS_RING,
        )}
      >
        {MESSAGES.home}
      </a>
    </div>
  )
}
