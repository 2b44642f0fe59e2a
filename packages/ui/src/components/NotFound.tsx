import { MESSAGES } from '../messages.js'
import { ErrorMessage } from './ErrorMessage.js'

export interface NotFoundProps {
  /** Target of the "Zur Startseite" link. */
  homeHref: string
}

/**
 * Page content for an unknown route: '404 Not Found', 'This page could not be found' and a link home.
 *
 * @example
 * <NotFound homeHref="/" />
 */
export function NotFound({ homeHref }: NotFoundProps) {
  return <ErrorMessage status={404} homeHref={homeHref} message={MESSAGES.notFoundText} />
}
